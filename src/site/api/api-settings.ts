import type { EndpointAuth, PlaygroundMode } from "./endpoint.js";

/** What docs.json's `api` says about endpoint pages, in either layout, with the defaults applied. */
export interface ApiPageSettings {
  /** `api.baseUrl` (or the newer `api.mdx.server`): every one, in order. */
  baseUrls: string[];
  /** `api.auth` (or `api.mdx.auth`); undefined leaves it to each operation's security scheme. */
  auth?: EndpointAuth;
  playground: PlaygroundMode;
  /** `api.maintainOrder`: fields in the spec's order rather than required first, then by name. */
  maintainOrder: boolean;
}

/** The newer layout's `api.playground.display` values, by the legacy mode they mean. */
const DISPLAY_MODES: Readonly<Record<string, PlaygroundMode>> = { interactive: "show", simple: "simple", none: "hide" };

/**
 * Reads the settings from docs.json's parsed value; anything malformed falls back to the default (the schema check
 * reports it).
 */
export function apiPageSettings(config: unknown): ApiPageSettings {
  const api = objectOr(objectOr(config).api);
  const mdx = objectOr(api.mdx);
  const playground = objectOr(api.playground);
  const mode =
    typeof playground.mode === "string"
      ? playground.mode
      : typeof playground.display === "string"
        ? DISPLAY_MODES[playground.display]
        : undefined;
  const auth = endpointAuth(objectOr(api.auth ?? mdx.auth));
  return {
    baseUrls: [...strings(api.baseUrl), ...strings(mdx.server)],
    ...(auth ? { auth } : {}),
    playground: mode === "show" || mode === "simple" || mode === "hide" ? mode : "show",
    maintainOrder: api.maintainOrder === true,
  };
}

function endpointAuth(auth: Record<string, unknown>): EndpointAuth | undefined {
  const name = typeof auth.name === "string" && auth.name.trim() ? auth.name.trim() : undefined;
  const prefix = typeof auth.inputPrefix === "string" && auth.inputPrefix ? { inputPrefix: auth.inputPrefix } : {};
  switch (auth.method) {
    case "bearer":
      return { method: "bearer", ...prefix };
    case "basic": {
      const [usernameName, passwordName] = name?.includes(":") ? name.split(":", 2) : [];
      return {
        method: "basic",
        usernameName: usernameName?.trim() || "username",
        passwordName: passwordName?.trim() || "password",
        ...prefix,
      };
    }
    // A key without a name says nothing of the header to send: the spec's scheme decides.
    case "key":
      return name ? { method: "key", name, in: "header", ...prefix } : undefined;
    default:
      return undefined;
  }
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value))
    return value
      .filter((item): item is string => typeof item === "string" && item.trim() !== "")
      .map((item) => item.trim());
  return [];
}

function objectOr(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
