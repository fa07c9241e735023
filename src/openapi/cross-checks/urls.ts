/** An absolute URL taken apart for comparison: scheme and host in lower case, no default port, no trailing slash. */
export interface UrlParts {
  /** Undefined for a scheme-relative URL (`//api.acme.dev`), which matches either scheme. */
  scheme?: string;
  host: string;
  /** As written, without the trailing slash: `/v1`, or empty. */
  path: string;
}

const ABSOLUTE = /^(?:([a-z][a-z0-9+.-]*):)?\/\/([^/?#]*)([^?#]*)/i;
const DEFAULT_PORT: Record<string, string> = { http: ":80", https: ":443" };

/** The URL's parts, or undefined when it is relative (`/v1`) and names no host. */
export function urlParts(url: string): UrlParts | undefined {
  const match = ABSOLUTE.exec(url.trim());
  if (!match || !match[2]) return undefined;
  const scheme = match[1]?.toLowerCase();
  let host = match[2].toLowerCase();
  const port = scheme ? DEFAULT_PORT[scheme] : undefined;
  if (port && host.endsWith(port)) host = host.slice(0, -port.length);
  return { ...(scheme ? { scheme } : {}), host, path: match[3]!.replace(/\/+$/, "") };
}

/**
 * Whether a base URL from docs.json is one of a spec's server URLs. Server URLs may hold
 * variables (`https://{region}.acme.dev/v1`): each stands for any text.
 */
export function serverMatches(server: UrlParts, base: UrlParts): boolean {
  if (server.scheme && base.scheme && server.scheme !== base.scheme) return false;
  return templateRegExp(server.host).test(base.host) && templateRegExp(server.path).test(base.path);
}

function templateRegExp(template: string): RegExp {
  const pattern = template
    .split(/(\{[^}]*\})/)
    .map((part, i) => (i % 2 === 1 ? ".+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${pattern}$`, "i");
}

/**
 * What follows `base` in `url` (`/users` for `https://api.acme.dev/v1/users` under `https://api.acme.dev/v1`), or
 * undefined.
 */
export function pathUnder(url: UrlParts & { fullPath: string }, base: UrlParts): string | undefined {
  if (url.host !== base.host || (url.scheme && base.scheme && url.scheme !== base.scheme)) return undefined;
  if (url.fullPath === base.path) return "";
  return url.fullPath.startsWith(`${base.path}/`) ? url.fullPath.slice(base.path.length) : undefined;
}

/** Like urlParts, keeping the path exactly as written (trailing slash too), for an endpoint URL. */
export function endpointParts(url: string): (UrlParts & { fullPath: string }) | undefined {
  const parts = urlParts(url);
  if (!parts) return undefined;
  const written = ABSOLUTE.exec(url.trim())![3]!;
  return { ...parts, fullPath: written };
}
