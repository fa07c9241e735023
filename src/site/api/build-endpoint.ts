import { HTTP_METHODS } from "../../project/navigation/operation-reference.js";
import type {
  CodeSample,
  Endpoint,
  EndpointAuth,
  EndpointBody,
  EndpointParameter,
  EndpointResponse,
  ParameterLocation,
  SchemaView,
} from "./endpoint.js";
import { SchemaViews } from "./schema-view.js";
import { childOf, field, specRoot, type SpecData, type SpecNode } from "../../openapi/spec-data.js";

/** docs.json `api`, normalized by the caller. */
export interface ApiSettings {
  /** `api.baseUrl`, one or several; empty when not set. */
  baseUrls: string[];
  /** `api.auth`. */
  auth?: EndpointAuth;
}

type Node = Record<string, unknown>;

/** One operation being read: where it sits, and the schema views all its parts share. */
interface Operation {
  spec: SpecData;
  root: SpecNode & { node: Node };
  item: SpecNode;
  operation: SpecNode & { node: Node };
  /** Swagger 2.0, whose parameters, bodies and responses are shaped differently. */
  swagger: boolean;
  views: SchemaViews;
}

const LOCATIONS = new Set<string>(["path", "query", "header", "cookie"]);
/** Header parameters OpenAPI 3 says to ignore: the media types and the auth say these. */
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * The endpoint page's model of `method` `path` in the spec (`path` names a webhook under
 * `webhooks`); undefined when the spec has no such operation. Never throws: malformed parts of
 * the spec (which its linter reports) are left out.
 */
export function buildEndpoint(
  spec: SpecData,
  method: string,
  path: string,
  api: ApiSettings,
  under: "paths" | "webhooks" = "paths",
): Endpoint | undefined {
  const root = specRoot(spec);
  const lower = method.toLowerCase();
  if (!root || !isObject(root.node) || !HTTP_METHODS.has(lower)) return undefined;
  const item = field(spec, field(spec, root, under), path);
  const operation = field(spec, item, lower);
  if (!item || !operation || !isObject(operation.node)) return undefined;
  const at: Operation = {
    spec,
    root: root as Operation["root"],
    item,
    operation: operation as Operation["operation"],
    swagger: root.node.swagger === "2.0",
    views: new SchemaViews(spec),
  };
  const op = operation.node;
  const merged = parameterNodes(at);
  const body = at.swagger ? swaggerBody(at, merged) : requestBody(at);
  const auth = api.auth ?? specAuth(at);
  return {
    method: lower,
    path,
    baseUrls: api.baseUrls.length ? [...api.baseUrls] : at.swagger ? swaggerBaseUrls(at) : serverUrls(at),
    ...(typeof op.summary === "string" ? { summary: op.summary } : {}),
    ...(typeof op.description === "string" ? { description: op.description } : {}),
    ...(op.deprecated === true ? { deprecated: true } : {}),
    ...(typeof op.operationId === "string" ? { operationId: op.operationId } : {}),
    parameters: merged.flatMap((parameter) => parameterOf(at, parameter) ?? []),
    ...(body ? { body } : {}),
    responses: responses(at),
    ...(auth ? { auth } : {}),
    codeSamples: codeSamples(at),
  };
}

/**
 * The path item's parameters, then the operation's: one of the operation's replaces the path
 * item's with the same name and location where that one stands. Entries without a name or a
 * location are left out.
 */
function parameterNodes(at: Operation): (SpecNode & { node: Node })[] {
  const merged: (SpecNode & { node: Node })[] = [];
  const index = new Map<string, number>();
  for (const [level, owner] of [
    ["path", at.item],
    ["operation", at.operation],
  ] as const) {
    const seen = new Set<string>();
    for (const parameter of list(at, owner, "parameters")) {
      const { name, in: location } = parameter.node;
      if (typeof name !== "string" || typeof location !== "string") continue;
      const key = `${location}\n${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const existing = index.get(key);
      if (existing !== undefined && level === "operation") merged[existing] = parameter;
      else if (existing === undefined) {
        index.set(key, merged.length);
        merged.push(parameter);
      }
    }
  }
  return merged;
}

function parameterOf(at: Operation, parameter: SpecNode & { node: Node }): EndpointParameter | undefined {
  const node = parameter.node;
  const location = node.in as string;
  if (!LOCATIONS.has(location)) return undefined;
  if (!at.swagger && location === "header" && IGNORED_HEADERS.has((node.name as string).toLowerCase()))
    return undefined;
  const schema = parameterSchema(at, parameter);
  const example = firstDefined(exampleOf(at, parameter), node["x-example"], schema.example);
  return {
    name: node.name as string,
    in: location as ParameterLocation,
    // A path parameter is always required, whatever the spec says (the linter reports it).
    required: location === "path" || node.required === true,
    ...(node.deprecated === true ? { deprecated: true } : {}),
    ...(typeof node.description === "string" ? { description: node.description } : {}),
    schema,
    ...(example !== undefined ? { example } : {}),
  };
}

/** 3.x: `schema`, else the schema of its `content`; 2.0: the parameter itself, which holds `type`, `items`, limits. */
function parameterSchema(at: Operation, parameter: SpecNode & { node: Node }): SchemaView {
  const schema = childOf(parameter, "schema");
  if (schema) return at.views.view(schema);
  if (at.swagger) return swaggerParameterSchema(at, parameter, false);
  const content = media(at, field(at.spec, parameter, "content"));
  const contentSchema = content && childOf(content.at, "schema");
  return contentSchema ? at.views.view(contentSchema) : {};
}

/** A 2.0 parameter as a schema; `described` keeps its description (a form field's, shown as a property). */
function swaggerParameterSchema(at: Operation, parameter: SpecNode & { node: Node }, described: boolean): SchemaView {
  const { name: _name, in: _in, required: _required, description, ...keywords } = parameter.node;
  const view = at.views.view({
    ...parameter,
    node: described && description !== undefined ? { ...keywords, description } : keywords,
  });
  // 2.0's `type: file` is what 3.x writes as a binary string.
  return view.type === "file" ? { ...view, type: "string", format: "binary" } : view;
}

function requestBody(at: Operation): EndpointBody | undefined {
  const body = field(at.spec, at.operation, "requestBody");
  if (!body || !isObject(body.node)) return undefined;
  const content = media(at, field(at.spec, body, "content"));
  if (!content) return undefined;
  const schemaAt = childOf(content.at, "schema");
  const schema = schemaAt && isObject(schemaAt.node) ? at.views.view(schemaAt) : undefined;
  const example = firstDefined(exampleOf(at, content.at), schema?.example);
  return {
    required: body.node.required === true,
    ...(typeof body.node.description === "string" ? { description: body.node.description } : {}),
    contentType: content.type,
    ...(schema ? { schema } : {}),
    ...(example !== undefined ? { example } : {}),
  };
}

/** 2.0: the `in: body` parameter, else the `formData` parameters as the fields of a form. */
function swaggerBody(at: Operation, parameters: (SpecNode & { node: Node })[]): EndpointBody | undefined {
  const consumes = mediaTypes(at, "consumes");
  const bodyParameter = parameters.find((parameter) => parameter.node.in === "body");
  if (bodyParameter) {
    const schemaAt = childOf(bodyParameter, "schema");
    const schema = schemaAt && isObject(schemaAt.node) ? at.views.view(schemaAt) : undefined;
    const example = firstDefined(bodyParameter.node["x-example"], schema?.example);
    return {
      required: bodyParameter.node.required === true,
      ...(typeof bodyParameter.node.description === "string" ? { description: bodyParameter.node.description } : {}),
      contentType: preferredType(consumes) ?? "application/json",
      ...(schema ? { schema } : {}),
      ...(example !== undefined ? { example } : {}),
    };
  }
  const fields = parameters.filter((parameter) => parameter.node.in === "formData");
  if (!fields.length) return undefined;
  const properties = fields.map((parameter) => ({
    name: parameter.node.name as string,
    required: parameter.node.required === true,
    schema: swaggerParameterSchema(at, parameter, true),
  }));
  const hasFile = properties.some((property) => property.schema.format === "binary");
  return {
    required: properties.some((property) => property.required),
    contentType: consumes.find((type) => FORM_TYPES.includes(type)) ?? (hasFile ? FORM_TYPES[0]! : FORM_TYPES[1]!),
    schema: { type: "object", properties },
  };
}

function responses(at: Operation): EndpointResponse[] {
  const map = field(at.spec, at.operation, "responses");
  if (!map || !isObject(map.node)) return [];
  const found: EndpointResponse[] = [];
  // Object key order: what the spec writes, except that integer keys (200, 404) come first in ascending order.
  for (const status of Object.keys(map.node)) {
    if (status.startsWith("x-")) continue;
    const response = field(at.spec, map, status);
    if (!response || !isObject(response.node)) continue;
    const description = typeof response.node.description === "string" ? { description: response.node.description } : {};
    found.push({
      status,
      ...description,
      ...(at.swagger ? swaggerResponse(at, response) : responseContent(at, response)),
    });
  }
  return found;
}

function responseContent(
  at: Operation,
  response: SpecNode,
): Pick<EndpointResponse, "contentType" | "schema" | "example"> {
  const content = media(at, field(at.spec, response, "content"));
  if (!content) return {};
  const schemaAt = childOf(content.at, "schema");
  const schema = schemaAt && isObject(schemaAt.node) ? at.views.view(schemaAt) : undefined;
  const example = firstDefined(exampleOf(at, content.at), schema?.example);
  return { contentType: content.type, ...(schema ? { schema } : {}), ...(example !== undefined ? { example } : {}) };
}

/** 2.0: `schema`, with `examples` keyed by media type, typed by `produces`. */
function swaggerResponse(
  at: Operation,
  response: SpecNode,
): Pick<EndpointResponse, "contentType" | "schema" | "example"> {
  const node = response.node as Node;
  const schemaAt = childOf(response, "schema");
  const schema = schemaAt && isObject(schemaAt.node) ? at.views.view(schemaAt) : undefined;
  const examples = isObject(node.examples) ? node.examples : {};
  if (!schema && !Object.keys(examples).length) return {};
  const produces = mediaTypes(at, "produces");
  const contentType = preferredType([...produces, ...Object.keys(examples)]) ?? "application/json";
  const example = firstDefined(
    Object.hasOwn(examples, contentType) ? examples[contentType] : Object.values(examples)[0],
    schema?.example,
  );
  return { contentType, ...(schema ? { schema } : {}), ...(example !== undefined ? { example } : {}) };
}

/** The media type shown of a `content` map: JSON when offered, else the first. */
function media(at: Operation, content: SpecNode | undefined): { type: string; at: SpecNode } | undefined {
  if (!content || !isObject(content.node)) return undefined;
  const type = preferredType(Object.keys(content.node));
  const chosen = type === undefined ? undefined : field(at.spec, content, type);
  return chosen && type !== undefined && isObject(chosen.node) ? { type, at: chosen } : undefined;
}

/** `application/json`, else any JSON type (`application/problem+json`), else the first. */
function preferredType(types: string[]): string | undefined {
  const essence = (type: string) => type.split(";")[0]!.trim().toLowerCase();
  return (
    types.find((type) => essence(type) === "application/json") ??
    types.find((type) => /[/+]json$/.test(essence(type))) ??
    types[0]
  );
}

/** 2.0 `consumes` / `produces`: the operation's, else the spec's. */
function mediaTypes(at: Operation, key: "consumes" | "produces"): string[] {
  const own = at.operation.node[key];
  const types = Array.isArray(own) ? own : at.root.node[key];
  return Array.isArray(types) ? types.filter((type): type is string => typeof type === "string") : [];
}

/** `example`, else the `value` of the first of `examples` (a map of Example Objects, each maybe a `$ref`). */
function exampleOf(at: Operation, owner: SpecNode): unknown {
  const node = owner.node as Node;
  if (node.example !== undefined) return node.example;
  const examples = childOf(owner, "examples");
  if (!examples || !isObject(examples.node)) return undefined;
  const first = Object.keys(examples.node)[0];
  const example = first === undefined ? undefined : field(at.spec, examples, first);
  return example && isObject(example.node) ? example.node.value : undefined;
}

/** The servers of the operation, else of its path item, else of the spec; variables replaced by their defaults. */
function serverUrls(at: Operation): string[] {
  for (const owner of [at.operation, at.item, at.root]) {
    const servers = list(at, owner, "servers");
    const urls = servers.flatMap((server) =>
      typeof server.node.url === "string" ? [withVariables(server.node.url, server.node.variables)] : [],
    );
    if (urls.length) return urls;
  }
  return [];
}

function withVariables(url: string, variables: unknown): string {
  if (!isObject(variables)) return url;
  return url.replace(/\{([^{}]+)\}/g, (written, name: string) => {
    const variable = Object.hasOwn(variables, name) ? variables[name] : undefined;
    const value = isObject(variable) ? variable.default : undefined;
    return typeof value === "string" || typeof value === "number" ? String(value) : written;
  });
}

/**
 * 2.0: a URL per scheme from `host` and `basePath` (https when no scheme is given); `basePath` alone without a host.
 */
function swaggerBaseUrls(at: Operation): string[] {
  const { host, basePath } = at.root.node;
  const base = typeof basePath === "string" ? basePath : "";
  if (typeof host !== "string" || !host) return base ? [base] : [];
  const own = at.operation.node.schemes;
  const written = Array.isArray(own) ? own : at.root.node.schemes;
  const schemes = Array.isArray(written)
    ? written.filter((scheme): scheme is string => typeof scheme === "string")
    : [];
  return (schemes.length ? schemes : ["https"]).map((scheme) => `${scheme}://${host}${base}`);
}

/**
 * The auth of the operation's `security` (else the spec's; an empty list means none): the first
 * scheme of its requirements the samples and the playground can send.
 */
function specAuth(at: Operation): EndpointAuth | undefined {
  const own = at.operation.node.security;
  const security = Array.isArray(own) ? own : at.root.node.security;
  if (!Array.isArray(security)) return undefined;
  const schemes = at.swagger
    ? field(at.spec, at.root, "securityDefinitions")
    : field(at.spec, field(at.spec, at.root, "components"), "securitySchemes");
  for (const requirement of security) {
    if (!isObject(requirement)) continue;
    for (const name of Object.keys(requirement)) {
      const scheme = field(at.spec, schemes, name);
      const auth = scheme && isObject(scheme.node) ? authOf(scheme.node) : undefined;
      if (auth) return auth;
    }
  }
  return undefined;
}

function authOf(scheme: Node): EndpointAuth | undefined {
  const type = scheme.type;
  const httpScheme = typeof scheme.scheme === "string" ? scheme.scheme.toLowerCase() : "";
  if ((type === "http" && httpScheme === "bearer") || type === "oauth2" || type === "openIdConnect")
    return { method: "bearer" };
  if ((type === "http" && httpScheme === "basic") || type === "basic")
    return { method: "basic", usernameName: "username", passwordName: "password" };
  if (
    type === "apiKey" &&
    typeof scheme.name === "string" &&
    (scheme.in === "header" || scheme.in === "query" || scheme.in === "cookie")
  ) {
    return { method: "key", name: scheme.name, in: scheme.in };
  }
  return undefined;
}

/** `x-codeSamples` (Redocly's spelling, or the older `x-code-samples`): entries with a language and a source. */
function codeSamples(at: Operation): CodeSample[] {
  const key = at.operation.node["x-codeSamples"] !== undefined ? "x-codeSamples" : "x-code-samples";
  return list(at, at.operation, key).flatMap(({ node }) => {
    const { lang, label, source } = node;
    if (typeof lang !== "string" || typeof source !== "string") return [];
    return [{ lang, ...(typeof label === "string" ? { label } : {}), source }];
  });
}

/** The object entries of the list under `key`, each dereferenced; others left out. */
function list(at: Operation, owner: SpecNode, key: string): (SpecNode & { node: Node })[] {
  const found = field(at.spec, owner, key);
  if (!found || !Array.isArray(found.node)) return [];
  return found.node.flatMap((_, i) => {
    const entry = field(at.spec, found, i);
    return entry && isObject(entry.node) ? [entry as SpecNode & { node: Node }] : [];
  });
}

/** The first value given; `null` is an example like any other. */
function firstDefined(...values: unknown[]): unknown {
  return values.find((value) => value !== undefined);
}

function isObject(node: unknown): node is Node {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}
