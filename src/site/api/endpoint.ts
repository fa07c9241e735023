/**
 * The contracts of API endpoint pages: what the build knows about one operation after reading
 * it from its OpenAPI file (or from a page's ParamFields), as plain data. Schemas are already
 * simplified for display: `$ref`s followed, `allOf` merged, cycles cut.
 */

/** A schema as an endpoint page shows it. */
export interface SchemaView {
  /** `string`, `integer`, `object`, `array`, ...; several joined with ` | ` (`string | null`). */
  type?: string;
  format?: string;
  /** The schema's title, or the name of the component it came from. */
  name?: string;
  /** CommonMark, as the spec writes it. */
  description?: string;
  enum?: unknown[];
  default?: unknown;
  /** `example`, or the first of `examples`. */
  example?: unknown;
  /** `const`. */
  constant?: unknown;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  nullable?: boolean;
  /** Limits in words: `>= 1`, `<= 100`, `length <= 64`, `pattern ^[a-z]+$`, `unique items`. */
  constraints?: string[];
  /** Object properties in the spec's order (after `allOf` merging). */
  properties?: PropertyView[];
  /** `additionalProperties`: true, or the schema of every other property. */
  additionalProperties?: boolean | SchemaView;
  items?: SchemaView;
  /** `oneOf` / `anyOf`: each option shown, labelled by its name or type. */
  variants?: { kind: "oneOf" | "anyOf"; options: SchemaView[] };
  /** The schema is one already being shown further up (a recursive type): its name, not expanded again. */
  circular?: string;
}

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

export type ParameterLocation = "path" | "query" | "header" | "cookie";

export interface EndpointParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated?: boolean;
  /** CommonMark. */
  description?: string;
  schema: SchemaView;
  /** The parameter's own `example` (or first of `examples`), else its schema's. */
  example?: unknown;
}

export interface EndpointBody {
  required: boolean;
  /** CommonMark. */
  description?: string;
  /** The content type shown and sent: `application/json` when offered, else the first. */
  contentType: string;
  schema?: SchemaView;
  /**
   * From the spec (media type `example`, first of `examples`, or the schema's example); undefined when it gives none.
   */
  example?: unknown;
}

export interface EndpointResponse {
  /** As written: `200`, `4XX`, `default`. */
  status: string;
  /** CommonMark. */
  description?: string;
  contentType?: string;
  schema?: SchemaView;
  /** From the spec; undefined when it gives none (a sample is then synthesized from the schema). */
  example?: unknown;
}

/**
 * How the playground and the samples authenticate. From docs.json `api.auth` when set, else
 * from the operation's security scheme in the spec.
 */
export type EndpointAuth =
  | { method: "bearer"; inputPrefix?: string }
  | { method: "basic"; usernameName: string; passwordName: string; inputPrefix?: string }
  /** An API key sent as the header (or query parameter, or cookie) `name`. */
  | { method: "key"; name: string; in: "header" | "query" | "cookie"; inputPrefix?: string };

/** `x-codeSamples` written in the spec. */
export interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}

export interface Endpoint {
  /** Lower case. */
  method: string;
  /** As written under `paths` (`/users/{id}`), or the legacy `api:` value's path. */
  path: string;
  /** Base URLs: docs.json `api.baseUrl` (all of them) when set, else the spec's servers; may be empty. */
  baseUrls: string[];
  summary?: string;
  /** CommonMark. */
  description?: string;
  deprecated?: boolean;
  operationId?: string;
  /** Path-level and operation-level parameters merged, in the spec's order. */
  parameters: EndpointParameter[];
  body?: EndpointBody;
  responses: EndpointResponse[];
  auth?: EndpointAuth;
  codeSamples: CodeSample[];
}

/** docs.json's `api.playground.mode`. */
export type PlaygroundMode = "show" | "simple" | "hide";
