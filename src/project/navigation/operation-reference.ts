/** The HTTP methods an OpenAPI path item can hold, lower case as in the spec. */
export const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** What a page's `openapi` front matter names, read the way the site reads it. */
export type OperationReference =
  | { kind: "operation"; spec?: string; method: string; path: string }
  | { kind: "webhook"; spec?: string; name: string }
  | { kind: "malformed" };

/**
 * Reads `GET /users`, `get /users`, `openapi.yaml GET /users`, `/specs/v2.json post /users`,
 * `https://acme.dev/openapi.json GET /users`, `webhook orderUpdated` or `openapi.json webhook
 * orderUpdated`. Like the site, the value is split on white space into two or three parts (so
 * extra spaces do not matter, and a spec file name cannot hold one); the method is matched in
 * any case.
 */
export function parseOperationReference(value: string): OperationReference {
  const parts = value.trim().split(/\s+/);
  if (parts.length !== 2 && parts.length !== 3) return { kind: "malformed" };
  const [spec, verb, target] = parts.length === 3 ? parts : [undefined, ...parts];
  const word = verb!.toLowerCase();
  const from = spec === undefined ? {} : { spec };
  if (word === "webhook") return { kind: "webhook", ...from, name: target! };
  if (!HTTP_METHODS.has(word)) return { kind: "malformed" };
  return { kind: "operation", ...from, method: word, path: target! };
}

/** The legacy `api: "POST https://api.acme.dev/users"` (or `api: "POST /users"`, under `api.baseUrl`). */
export type EndpointReference = { kind: "endpoint"; method: string; target: string } | { kind: "malformed" };

export function parseEndpointReference(value: string): EndpointReference {
  const parts = value.trim().split(/\s+/);
  if (parts.length !== 2 || !HTTP_METHODS.has(parts[0]!.toLowerCase())) return { kind: "malformed" };
  return { kind: "endpoint", method: parts[0]!.toLowerCase(), target: parts[1]! };
}

/** `GET /users`, for messages. */
export function operationLabel(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
