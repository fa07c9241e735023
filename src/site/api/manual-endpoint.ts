import type { PageParamField } from "../../render/types.js";
import type { ApiPageSettings } from "./api-settings.js";
import type { Endpoint, EndpointParameter, SchemaView } from "./endpoint.js";

/**
 * The endpoint of a page with the legacy `api: "POST https://api.acme.dev/users"` (or a path under
 * `api.baseUrl`): method and URL from that line, the fields from the page's outermost ParamFields.
 */
export function manualEndpoint(
  method: string,
  target: string,
  fields: readonly PageParamField[],
  settings: ApiPageSettings,
): Endpoint {
  const { baseUrls, path } = splitTarget(target, settings.baseUrls);
  const parameters: EndpointParameter[] = fields.flatMap((field) =>
    field.in === "body"
      ? []
      : [
          {
            name: field.name,
            in: field.in,
            required: field.required,
            schema: schemaOf(field),
            ...(field.default !== undefined ? { example: field.default } : {}),
          },
        ],
  );
  const bodyFields = fields.filter((field) => field.in === "body");
  return {
    method,
    path,
    baseUrls,
    parameters,
    ...(bodyFields.length
      ? {
          body: {
            required: bodyFields.some((field) => field.required),
            contentType: "application/json",
            schema: {
              type: "object",
              properties: bodyFields.map((field) => ({
                name: field.name,
                required: field.required,
                schema: schemaOf(field),
              })),
            },
          },
        }
      : {}),
    responses: [],
    ...(settings.auth ? { auth: settings.auth } : {}),
    codeSamples: [],
  };
}

/** A full URL gives its own base (its origin); a path goes under docs.json's base URLs. */
function splitTarget(target: string, configured: readonly string[]): { baseUrls: string[]; path: string } {
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      // `{id}` comes back percent-encoded from the URL parser; the playground fills it in.
      return { baseUrls: [url.origin], path: decodeURI(url.pathname) + url.search };
    } catch {
      return { baseUrls: [], path: target };
    }
  }
  return { baseUrls: [...configured], path: target.startsWith("/") ? target : `/${target}` };
}

/** A ParamField's `type` as a schema: `string`, `number`, `string[]`, `object`. */
function schemaOf(field: PageParamField): SchemaView {
  const written = field.type?.trim().toLowerCase();
  const fallback = field.default === undefined ? {} : { default: field.default };
  if (!written) return fallback;
  if (written.endsWith("[]")) return { type: "array", items: { type: written.slice(0, -2) }, ...fallback };
  return { type: written, ...fallback };
}
