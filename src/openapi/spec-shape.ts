/** What a spec declares that changes how far some of redocly's advice reaches. */
export interface SpecShape {
  /** `components.securitySchemes` (OpenAPI 3) or `securityDefinitions` (Swagger 2.0) names a scheme. */
  definesSecurity: boolean;
  /** `webhooks` holds something and `paths` no operation (nor a `$ref`-ed path item, which may hold one). */
  webhooksOnly: boolean;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"];

/** The shape of a spec's parsed root document. */
export function specShape(document: unknown): SpecShape {
  const root = asObject(document);
  const schemes =
    root.swagger === undefined
      ? asObject(asObject(root.components).securitySchemes)
      : asObject(root.securityDefinitions);
  const pathItems = Object.values(asObject(root.paths)).map(asObject);
  return {
    definesSecurity: Object.keys(schemes).length > 0,
    webhooksOnly:
      Object.keys(asObject(root.webhooks)).length > 0 &&
      !pathItems.some((item) => "$ref" in item || METHODS.some((method) => method in item)),
  };
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
