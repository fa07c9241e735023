import type { Project } from "../../project/project.js";

/**
 * The `redirects` of the config file (`[{ source: "/old/:slug*", destination }]`, or in the
 * newer layout `{ "$ref": "./redirects.json" }`) as patterns: a link to a redirected path still
 * works. `:name` matches one path segment; `:name*` and `*` match the rest of the path.
 */
export function redirectSources(project: Project): RegExp[] {
  const config = project.document?.value as { redirects?: unknown } | undefined;
  const redirects = config && typeof config === "object" ? config.redirects : undefined;
  if (!Array.isArray(redirects)) return [];
  const patterns: RegExp[] = [];
  for (const redirect of redirects) {
    const source = (redirect as { source?: unknown } | null)?.source;
    if (typeof source === "string") patterns.push(sourcePattern(source));
  }
  return patterns;
}

function sourcePattern(source: string): RegExp {
  const pattern = source
    .replace(/^\/*/, "/")
    .replace(/\/+$/, "")
    .split(/(:[A-Za-z_]\w*[*+?]?|\*)/)
    .map((part, i) => (i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : part === "*" || /[*+]$/.test(part) ? ".*" : "[^/]+"))
    .join("");
  return new RegExp(`^${pattern}/?$`);
}
