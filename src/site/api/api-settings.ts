import type { DocsConfig } from "../../project/docs-config.js";
import { objectAt, valueAt } from "../../project/config-types/unchecked.js";
import type { EndpointAuth, PlaygroundMode } from "./endpoint.js";

/** What docs.json's `api` says about endpoint pages, with the defaults applied. */
export interface ApiPageSettings {
  /** `api.mdx.server`: every one, in order. */
  baseUrls: string[];
  /** `api.mdx.auth`; undefined leaves it to each operation's security scheme. */
  auth?: EndpointAuth;
  playground: PlaygroundMode;
  /** The legacy `api.maintainOrder`: fields in the spec's order rather than required first, then by name. */
  maintainOrder: boolean;
}

/** `api.playground.display`, by the playground mode it means. */
const DISPLAY_MODES: Readonly<Record<string, PlaygroundMode>> = { interactive: "show", simple: "simple", none: "hide" };

/**
 * Reads the settings from docs.json in its one shape; anything malformed falls back to the default (the schema check
 * reports it).
 */
export function apiPageSettings(config: Pick<DocsConfig, "value" | "legacy"> | undefined): ApiPageSettings {
  const api = objectAt(config?.value, "api");
  const mdx = objectAt(api, "mdx");
  const display = valueAt(api, ["playground", "display"]);
  const mode = typeof display === "string" ? DISPLAY_MODES[display] : undefined;
  const auth = endpointAuth({ ...objectAt(mdx, "auth"), inputPrefix: config?.legacy?.authInputPrefix });
  return {
    baseUrls: strings(mdx?.server),
    ...(auth ? { auth } : {}),
    playground: mode ?? "show",
    maintainOrder: config?.legacy?.maintainOrder === true,
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
