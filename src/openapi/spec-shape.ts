import type { SpecIndex } from "./types.js";

/** What a spec declares that changes how far some of redocly's advice reaches. */
export interface SpecShape {
  /** `components.securitySchemes` (OpenAPI 3) or `securityDefinitions` (Swagger 2.0) names a scheme. */
  definesSecurity: boolean;
  /** It has webhooks and no operation under `paths` (path items other files hold through `$ref` included). */
  webhooksOnly: boolean;
}

/** The shape of a spec, read from its index. */
export function specShape(index: SpecIndex): SpecShape {
  return {
    definesSecurity: index.securitySchemes.length > 0,
    webhooksOnly: index.webhooks.length > 0 && index.operations.length === 0,
  };
}
