import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  absoluteUrl,
  diagnose,
  resetOutDir
} from "./chunk-BAVSQWGN.js";
import {
  assetHref,
  checkSiteLinks,
  hexColor,
  iconRef,
  linkHref,
  stopwatch,
  text as text2
} from "./chunk-D7IL4T55.js";
import {
  SEARCH_INDEX_PATH,
  SiteWriteError,
  SiteWriter,
  pagesOfIndex,
  searchDocuments,
  searchIndexPath,
  searchIndexes
} from "./chunk-OB3X772S.js";
import {
  BUILD_MARKER,
  PAGE_EXTRAS,
  codeBlock,
  configLatex,
  extraList,
  folderLandingPages,
  gfmStrikethrough,
  gfmStrikethroughFromMarkdown,
  gfmTable,
  gfmTableFromMarkdown,
  navigationPageFiles,
  replaceSecrets,
  rule,
  ruleSeverity,
  tabs,
  titleOfSlug,
  toHast,
  toHtml
} from "./chunk-O73UDJNW.js";
import {
  el,
  raw,
  text
} from "./chunk-U6DIBLCG.js";
import {
  configIconLibrary,
  iconSvg,
  isObject,
  leavesSite,
  siteAsset,
  sourceFolder
} from "./chunk-ABTJQRYK.js";
import {
  markdownFileOf,
  markdownUrl,
  outputFileOf,
  pageRoute,
  pageUrl,
  withBase
} from "./chunk-BSD27DMV.js";
import {
  attributes,
  cssUrl,
  escapeAttribute,
  escapeHtml
} from "./chunk-UUUGY4MQ.js";
import {
  EXAMPLE_KEYS,
  childOf,
  field,
  nodeId,
  refOf,
  refTarget,
  specRoot
} from "./chunk-Z5PUWKJ5.js";
import {
  HTTP_METHODS,
  fromMarkdown
} from "./chunk-AFJWLD5F.js";
import {
  EARLY_SCRIPT,
  PAGE_POLICY_META,
  REDIRECT_SCRIPT
} from "./chunk-NK67VP6S.js";
import {
  MAX_SVG_BYTES,
  activeKind,
  inertHtml,
  inertSvg,
  safeUrl
} from "./chunk-6XB3XLVW.js";
import {
  Parser
} from "./chunk-34R7G3LF.js";

// src/site/site-check.ts
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path4 from "node:path";

// src/openapi/redact-examples.ts
function redactExampleSecrets(spec) {
  const documents = {};
  for (const [key, document] of Object.entries(spec.documents)) documents[key] = redacted(document, false);
  return { ...spec, documents };
}
function redacted(node, inExample) {
  if (typeof node === "string") return inExample ? replaceSecrets(node, false) : node;
  if (node === null || typeof node !== "object") return node;
  let changed = false;
  const copy = Array.isArray(node) ? [] : {};
  for (const [key, value] of Object.entries(node)) {
    const shown2 = key === "$ref" ? value : redacted(value, inExample || EXAMPLE_KEYS.has(key));
    changed ||= shown2 !== value;
    copy[key] = shown2;
  }
  return changed ? copy : node;
}

// src/site/build-site.ts
import { readdirSync, statSync as statSync2 } from "node:fs";
import path3 from "node:path";

// src/site/api/api-settings.ts
var DISPLAY_MODES = { interactive: "show", simple: "simple", none: "hide" };
function apiPageSettings(config) {
  const api = objectOr(objectOr(config).api);
  const mdx = objectOr(api.mdx);
  const playground = objectOr(api.playground);
  const mode = typeof playground.mode === "string" ? playground.mode : typeof playground.display === "string" ? DISPLAY_MODES[playground.display] : void 0;
  const auth = endpointAuth(objectOr(api.auth ?? mdx.auth));
  return {
    baseUrls: [...strings(api.baseUrl), ...strings(mdx.server)],
    ...auth ? { auth } : {},
    playground: mode === "show" || mode === "simple" || mode === "hide" ? mode : "show",
    maintainOrder: api.maintainOrder === true
  };
}
function endpointAuth(auth) {
  const name = typeof auth.name === "string" && auth.name.trim() ? auth.name.trim() : void 0;
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
        ...prefix
      };
    }
    // A key without a name says nothing of the header to send: the spec's scheme decides.
    case "key":
      return name ? { method: "key", name, in: "header", ...prefix } : void 0;
    default:
      return void 0;
  }
}
function strings(value) {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value))
    return value.filter((item) => typeof item === "string" && item.trim() !== "").map((item) => item.trim());
  return [];
}
function objectOr(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
}

// src/site/api/schema-view.ts
import path from "node:path";
var MAX_DEPTH = 12;
var MAX_NODES = 5e3;
var NESTING = ["$ref", "allOf", "oneOf", "anyOf", "properties", "additionalProperties", "items"];
var SchemaViews = class {
  constructor(spec) {
    this.spec = spec;
  }
  spec;
  nodes = 0;
  view(at) {
    return this.build(at, [], 0);
  }
  build(at, stack, depth) {
    const followed = this.follow(at);
    if (!followed) return {};
    const { target, refName } = followed;
    const schema = target.node;
    if (!isObject2(schema)) return {};
    const name = typeof schema.title === "string" ? schema.title : refName;
    const id = nodeId(target);
    if (stack.includes(id)) return { circular: name ?? "schema" };
    this.nodes += 1;
    if ((depth >= MAX_DEPTH || this.nodes > MAX_NODES) && NESTING.some((key) => Object.hasOwn(schema, key)))
      return cut(schema, name);
    const inner = [...stack, id];
    let view = this.own(target, schema, inner, depth);
    if (name !== void 0) view = { name, ...view };
    for (const part of this.parts(target, schema)) {
      const partView = this.build(part, inner, depth + 1);
      if (partView.circular === void 0 || !hasShape(view)) view = mergeViews(view, partView);
    }
    if (view.type === void 0 && view.properties) view.type = "object";
    else if (view.type === void 0 && view.items) view.type = "array";
    return view;
  }
  /** Follows `$ref`s until a schema with keywords of its own; the name is the last component it came through. */
  follow(at) {
    let target = at;
    let refName;
    const seen = /* @__PURE__ */ new Set();
    for (let ref = refOf(target.node); ref !== void 0 && !hasSiblings(target.node); ref = refOf(target.node)) {
      const id = nodeId(target);
      if (seen.has(id)) return void 0;
      seen.add(id);
      const next = refTarget(this.spec, target.document, ref);
      if (!next) return void 0;
      target = next;
      refName = next.pointer.at(-1) ?? path.posix.basename(next.document).replace(/\.[^.]*$/, "");
    }
    return { target, ...refName !== void 0 ? { refName } : {} };
  }
  /** The schemas merged into this one: the one its `$ref` names when it has siblings, then its `allOf`. */
  parts(at, schema) {
    const parts = [];
    const ref = refOf(schema);
    if (ref !== void 0) parts.push({ ...at, node: { $ref: ref } });
    const allOf = childOf(at, "allOf");
    if (allOf && Array.isArray(allOf.node)) allOf.node.forEach((_, i) => parts.push(childOf(allOf, i)));
    return parts;
  }
  /** The view of the schema's own keywords. */
  own(at, schema, stack, depth) {
    const view = {};
    const type = typeName(schema.type);
    if (type !== void 0) view.type = type;
    if (typeof schema.format === "string") view.format = schema.format;
    if (typeof schema.description === "string") view.description = schema.description;
    if (Array.isArray(schema.enum)) view.enum = schema.enum;
    if (schema.default !== void 0) view.default = schema.default;
    if (schema.example !== void 0) view.example = schema.example;
    else if (Array.isArray(schema.examples) && schema.examples.length) view.example = schema.examples[0];
    if (schema.const !== void 0) view.constant = schema.const;
    for (const flag of ["deprecated", "readOnly", "writeOnly", "nullable"])
      if (schema[flag] === true) view[flag] = true;
    if (schema["x-nullable"] === true) view.nullable = true;
    const constraints = constraintsOf(schema);
    if (constraints.length) view.constraints = constraints;
    const properties = this.properties(at, schema, stack, depth);
    if (properties) view.properties = properties;
    const additional = childOf(at, "additionalProperties");
    if (additional?.node === true || isObject2(additional?.node) && Object.keys(additional.node).length === 0)
      view.additionalProperties = true;
    else if (additional && isObject2(additional.node))
      view.additionalProperties = this.build(additional, stack, depth + 1);
    const items = childOf(at, "items");
    if (items && isObject2(items.node)) view.items = this.build(items, stack, depth + 1);
    const variants = this.variants(at, stack, depth);
    if (variants) view.variants = variants;
    return view;
  }
  properties(at, schema, stack, depth) {
    const properties = childOf(at, "properties");
    if (!properties || !isObject2(properties.node)) return void 0;
    const required = new Set(
      Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []
    );
    return Object.keys(properties.node).map((name) => ({
      name,
      required: required.has(name),
      schema: this.build(childOf(properties, name), stack, depth + 1)
    }));
  }
  variants(at, stack, depth) {
    for (const kind of ["oneOf", "anyOf"]) {
      const list2 = childOf(at, kind);
      if (!list2 || !Array.isArray(list2.node)) continue;
      const options = list2.node.flatMap(
        (option, i) => isObject2(option) ? [this.build(childOf(list2, i), stack, depth + 1)] : []
      );
      if (options.length) return { kind, options };
    }
    return void 0;
  }
};
function cut(schema, name) {
  if (name !== void 0) return { circular: name };
  const type = typeName(schema.type);
  return type !== void 0 ? { type } : {};
}
function typeName(type) {
  if (typeof type === "string") return type;
  if (!Array.isArray(type)) return void 0;
  const names = type.filter((name) => typeof name === "string");
  return names.length ? names.join(" | ") : void 0;
}
function constraintsOf(schema) {
  const found = [];
  const number = (key) => typeof schema[key] === "number" ? schema[key] : void 0;
  for (const [limit, exclusive, inclusiveWord, exclusiveWord] of [
    ["minimum", "exclusiveMinimum", ">=", ">"],
    ["maximum", "exclusiveMaximum", "<=", "<"]
  ]) {
    const value = number(limit);
    if (value !== void 0) found.push(`${schema[exclusive] === true ? exclusiveWord : inclusiveWord} ${value}`);
    const exclusiveValue = number(exclusive);
    if (exclusiveValue !== void 0) found.push(`${exclusiveWord} ${exclusiveValue}`);
  }
  const words = [
    ["minLength", "length >="],
    ["maxLength", "length <="],
    ["minItems", "items >="],
    ["maxItems", "items <="],
    ["minProperties", "properties >="],
    ["maxProperties", "properties <="],
    ["multipleOf", "multiple of"]
  ];
  for (const [key, word] of words) {
    const value = number(key);
    if (value !== void 0) found.push(`${word} ${value}`);
  }
  if (typeof schema.pattern === "string") found.push(`pattern ${schema.pattern}`);
  if (schema.uniqueItems === true) found.push("unique items");
  return found;
}
function mergeViews(a, b) {
  const merged = { ...b, ...a };
  if (a.properties || b.properties) {
    const properties = (a.properties ?? []).map((property) => ({ ...property }));
    for (const property of b.properties ?? []) {
      const same = properties.find((existing) => existing.name === property.name);
      if (!same) properties.push(property);
      else {
        same.required ||= property.required;
        same.schema = mergeViews(same.schema, property.schema);
      }
    }
    merged.properties = properties;
  }
  if (a.constraints || b.constraints)
    merged.constraints = [.../* @__PURE__ */ new Set([...a.constraints ?? [], ...b.constraints ?? []])];
  for (const flag of ["deprecated", "readOnly", "writeOnly", "nullable"])
    if (a[flag] || b[flag]) merged[flag] = true;
  return merged;
}
function hasShape(view) {
  return view.type !== void 0 || view.properties !== void 0 || view.items !== void 0 || view.variants !== void 0 || view.additionalProperties !== void 0;
}
function hasSiblings(node) {
  return isObject2(node) && Object.keys(node).some((key) => key !== "$ref");
}
function isObject2(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

// src/site/api/build-endpoint.ts
var LOCATIONS = /* @__PURE__ */ new Set(["path", "query", "header", "cookie"]);
var IGNORED_HEADERS = /* @__PURE__ */ new Set(["accept", "content-type", "authorization"]);
var FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];
function buildEndpoint(spec, method, path5, api, under = "paths") {
  const root = specRoot(spec);
  const lower = method.toLowerCase();
  if (!root || !isObject3(root.node) || !HTTP_METHODS.has(lower)) return void 0;
  const item = field(spec, field(spec, root, under), path5);
  const operation = field(spec, item, lower);
  if (!item || !operation || !isObject3(operation.node)) return void 0;
  const at = {
    spec,
    root,
    item,
    operation,
    swagger: root.node.swagger === "2.0",
    views: new SchemaViews(spec)
  };
  const op = operation.node;
  const merged = parameterNodes(at);
  const body = at.swagger ? swaggerBody(at, merged) : requestBody(at);
  const auth = api.auth ?? specAuth(at);
  return {
    method: lower,
    path: path5,
    baseUrls: api.baseUrls.length ? [...api.baseUrls] : at.swagger ? swaggerBaseUrls(at) : serverUrls(at),
    ...typeof op.summary === "string" ? { summary: op.summary } : {},
    ...typeof op.description === "string" ? { description: op.description } : {},
    ...op.deprecated === true ? { deprecated: true } : {},
    ...typeof op.operationId === "string" ? { operationId: op.operationId } : {},
    parameters: merged.flatMap((parameter) => parameterOf(at, parameter) ?? []),
    ...body ? { body } : {},
    responses: responses(at),
    ...auth ? { auth } : {},
    codeSamples: codeSamples(at)
  };
}
function parameterNodes(at) {
  const merged = [];
  const index = /* @__PURE__ */ new Map();
  for (const [level, owner] of [
    ["path", at.item],
    ["operation", at.operation]
  ]) {
    const seen = /* @__PURE__ */ new Set();
    for (const parameter of list(at, owner, "parameters")) {
      const { name, in: location } = parameter.node;
      if (typeof name !== "string" || typeof location !== "string") continue;
      const key = `${location}
${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const existing = index.get(key);
      if (existing !== void 0 && level === "operation") merged[existing] = parameter;
      else if (existing === void 0) {
        index.set(key, merged.length);
        merged.push(parameter);
      }
    }
  }
  return merged;
}
function parameterOf(at, parameter) {
  const node = parameter.node;
  const location = node.in;
  if (!LOCATIONS.has(location)) return void 0;
  if (!at.swagger && location === "header" && IGNORED_HEADERS.has(node.name.toLowerCase()))
    return void 0;
  const schema = parameterSchema(at, parameter);
  const example = firstDefined(exampleOf(at, parameter), node["x-example"], schema.example);
  return {
    name: node.name,
    in: location,
    // A path parameter is always required, whatever the spec says (the linter reports it).
    required: location === "path" || node.required === true,
    ...node.deprecated === true ? { deprecated: true } : {},
    ...typeof node.description === "string" ? { description: node.description } : {},
    schema,
    ...example !== void 0 ? { example } : {}
  };
}
function parameterSchema(at, parameter) {
  const schema = childOf(parameter, "schema");
  if (schema) return at.views.view(schema);
  if (at.swagger) return swaggerParameterSchema(at, parameter, false);
  const content = media(at, field(at.spec, parameter, "content"));
  const contentSchema = content && childOf(content.at, "schema");
  return contentSchema ? at.views.view(contentSchema) : {};
}
function swaggerParameterSchema(at, parameter, described) {
  const { name: _name, in: _in, required: _required, description, ...keywords } = parameter.node;
  const view = at.views.view({
    ...parameter,
    node: described && description !== void 0 ? { ...keywords, description } : keywords
  });
  return view.type === "file" ? { ...view, type: "string", format: "binary" } : view;
}
function requestBody(at) {
  const body = field(at.spec, at.operation, "requestBody");
  if (!body || !isObject3(body.node)) return void 0;
  const content = media(at, field(at.spec, body, "content"));
  if (!content) return void 0;
  const schemaAt = childOf(content.at, "schema");
  const schema = schemaAt && isObject3(schemaAt.node) ? at.views.view(schemaAt) : void 0;
  const example = firstDefined(exampleOf(at, content.at), schema?.example);
  return {
    required: body.node.required === true,
    ...typeof body.node.description === "string" ? { description: body.node.description } : {},
    contentType: content.type,
    ...schema ? { schema } : {},
    ...example !== void 0 ? { example } : {}
  };
}
function swaggerBody(at, parameters) {
  const consumes = mediaTypes(at, "consumes");
  const bodyParameter = parameters.find((parameter) => parameter.node.in === "body");
  if (bodyParameter) {
    const schemaAt = childOf(bodyParameter, "schema");
    const schema = schemaAt && isObject3(schemaAt.node) ? at.views.view(schemaAt) : void 0;
    const example = firstDefined(bodyParameter.node["x-example"], schema?.example);
    return {
      required: bodyParameter.node.required === true,
      ...typeof bodyParameter.node.description === "string" ? { description: bodyParameter.node.description } : {},
      contentType: preferredType(consumes) ?? "application/json",
      ...schema ? { schema } : {},
      ...example !== void 0 ? { example } : {}
    };
  }
  const fields = parameters.filter((parameter) => parameter.node.in === "formData");
  if (!fields.length) return void 0;
  const properties = fields.map((parameter) => ({
    name: parameter.node.name,
    required: parameter.node.required === true,
    schema: swaggerParameterSchema(at, parameter, true)
  }));
  const hasFile = properties.some((property) => property.schema.format === "binary");
  return {
    required: properties.some((property) => property.required),
    contentType: consumes.find((type) => FORM_TYPES.includes(type)) ?? (hasFile ? FORM_TYPES[0] : FORM_TYPES[1]),
    schema: { type: "object", properties }
  };
}
function responses(at) {
  const map = field(at.spec, at.operation, "responses");
  if (!map || !isObject3(map.node)) return [];
  const found = [];
  for (const status of Object.keys(map.node)) {
    if (status.startsWith("x-")) continue;
    const response = field(at.spec, map, status);
    if (!response || !isObject3(response.node)) continue;
    const description = typeof response.node.description === "string" ? { description: response.node.description } : {};
    found.push({
      status,
      ...description,
      ...at.swagger ? swaggerResponse(at, response) : responseContent(at, response)
    });
  }
  return found;
}
function responseContent(at, response) {
  const content = media(at, field(at.spec, response, "content"));
  if (!content) return {};
  const schemaAt = childOf(content.at, "schema");
  const schema = schemaAt && isObject3(schemaAt.node) ? at.views.view(schemaAt) : void 0;
  const example = firstDefined(exampleOf(at, content.at), schema?.example);
  return { contentType: content.type, ...schema ? { schema } : {}, ...example !== void 0 ? { example } : {} };
}
function swaggerResponse(at, response) {
  const node = response.node;
  const schemaAt = childOf(response, "schema");
  const schema = schemaAt && isObject3(schemaAt.node) ? at.views.view(schemaAt) : void 0;
  const examples = isObject3(node.examples) ? node.examples : {};
  if (!schema && !Object.keys(examples).length) return {};
  const produces = mediaTypes(at, "produces");
  const contentType = preferredType([...produces, ...Object.keys(examples)]) ?? "application/json";
  const example = firstDefined(
    Object.hasOwn(examples, contentType) ? examples[contentType] : Object.values(examples)[0],
    schema?.example
  );
  return { contentType, ...schema ? { schema } : {}, ...example !== void 0 ? { example } : {} };
}
function media(at, content) {
  if (!content || !isObject3(content.node)) return void 0;
  const type = preferredType(Object.keys(content.node));
  const chosen = type === void 0 ? void 0 : field(at.spec, content, type);
  return chosen && type !== void 0 && isObject3(chosen.node) ? { type, at: chosen } : void 0;
}
function preferredType(types) {
  const essence = (type) => type.split(";")[0].trim().toLowerCase();
  return types.find((type) => essence(type) === "application/json") ?? types.find((type) => /[/+]json$/.test(essence(type))) ?? types[0];
}
function mediaTypes(at, key) {
  const own = at.operation.node[key];
  const types = Array.isArray(own) ? own : at.root.node[key];
  return Array.isArray(types) ? types.filter((type) => typeof type === "string") : [];
}
function exampleOf(at, owner) {
  const node = owner.node;
  if (node.example !== void 0) return node.example;
  const examples = childOf(owner, "examples");
  if (!examples || !isObject3(examples.node)) return void 0;
  const first = Object.keys(examples.node)[0];
  const example = first === void 0 ? void 0 : field(at.spec, examples, first);
  return example && isObject3(example.node) ? example.node.value : void 0;
}
function serverUrls(at) {
  for (const owner of [at.operation, at.item, at.root]) {
    const servers = list(at, owner, "servers");
    const urls = servers.flatMap(
      (server) => typeof server.node.url === "string" ? [withVariables(server.node.url, server.node.variables)] : []
    );
    if (urls.length) return urls;
  }
  return [];
}
function withVariables(url, variables) {
  if (!isObject3(variables)) return url;
  return url.replace(/\{([^{}]+)\}/g, (written, name) => {
    const variable = Object.hasOwn(variables, name) ? variables[name] : void 0;
    const value = isObject3(variable) ? variable.default : void 0;
    return typeof value === "string" || typeof value === "number" ? String(value) : written;
  });
}
function swaggerBaseUrls(at) {
  const { host, basePath } = at.root.node;
  const base = typeof basePath === "string" ? basePath : "";
  if (typeof host !== "string" || !host) return base ? [base] : [];
  const own = at.operation.node.schemes;
  const written = Array.isArray(own) ? own : at.root.node.schemes;
  const schemes = Array.isArray(written) ? written.filter((scheme) => typeof scheme === "string") : [];
  return (schemes.length ? schemes : ["https"]).map((scheme) => `${scheme}://${host}${base}`);
}
function specAuth(at) {
  const own = at.operation.node.security;
  const security = Array.isArray(own) ? own : at.root.node.security;
  if (!Array.isArray(security)) return void 0;
  const schemes = at.swagger ? field(at.spec, at.root, "securityDefinitions") : field(at.spec, field(at.spec, at.root, "components"), "securitySchemes");
  for (const requirement of security) {
    if (!isObject3(requirement)) continue;
    for (const name of Object.keys(requirement)) {
      const scheme = field(at.spec, schemes, name);
      const auth = scheme && isObject3(scheme.node) ? authOf(scheme.node) : void 0;
      if (auth) return auth;
    }
  }
  return void 0;
}
function authOf(scheme) {
  const type = scheme.type;
  const httpScheme = typeof scheme.scheme === "string" ? scheme.scheme.toLowerCase() : "";
  if (type === "http" && httpScheme === "bearer" || type === "oauth2" || type === "openIdConnect")
    return { method: "bearer" };
  if (type === "http" && httpScheme === "basic" || type === "basic")
    return { method: "basic", usernameName: "username", passwordName: "password" };
  if (type === "apiKey" && typeof scheme.name === "string" && (scheme.in === "header" || scheme.in === "query" || scheme.in === "cookie")) {
    return { method: "key", name: scheme.name, in: scheme.in };
  }
  return void 0;
}
function codeSamples(at) {
  const key = at.operation.node["x-codeSamples"] !== void 0 ? "x-codeSamples" : "x-code-samples";
  return list(at, at.operation, key).flatMap(({ node }) => {
    const { lang, label, source } = node;
    if (typeof lang !== "string" || typeof source !== "string") return [];
    return [{ lang, ...typeof label === "string" ? { label } : {}, source }];
  });
}
function list(at, owner, key) {
  const found = field(at.spec, owner, key);
  if (!found || !Array.isArray(found.node)) return [];
  return found.node.flatMap((_, i) => {
    const entry = field(at.spec, found, i);
    return entry && isObject3(entry.node) ? [entry] : [];
  });
}
function firstDefined(...values) {
  return values.find((value) => value !== void 0);
}
function isObject3(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

// src/site/api/field-order.ts
function orderFields(fields, maintainOrder) {
  if (maintainOrder) return [...fields];
  return [...fields].sort((a, b) => Number(b.required) - Number(a.required) || compareNames(a.name, b.name));
}
function compareNames(a, b) {
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), "en");
  return folded !== 0 ? folded : a < b ? -1 : a > b ? 1 : 0;
}

// src/site/api/markdown.ts
function markdownNodes(markdown) {
  const tree = fromMarkdown(markdown, {
    extensions: [gfmTable(), gfmStrikethrough()],
    mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()]
  });
  const hast = toHast(tree);
  dropUnsafeUrls(hast.children);
  return hast.children;
}
function dropUnsafeUrls(nodes) {
  for (const node of nodes) {
    if (node.type !== "element") continue;
    for (const key of ["href", "src"]) {
      const value = node.properties[key];
      if (typeof value === "string" && safeUrl(key === "src" ? "image" : "link", value) === void 0)
        delete node.properties[key];
    }
    dropUnsafeUrls(node.children);
  }
}

// src/site/api/playground-html.ts
var LOCATION_TITLES = { path: "Path parameters", query: "Query parameters", header: "Headers" };
function renderPlayground(endpoint, options) {
  if (options.mode === "hide") return "";
  const method = endpoint.method.toUpperCase();
  if (options.mode === "simple") {
    const base = endpoint.baseUrls[0];
    const url = base === void 0 ? endpoint.path : joinUrl(base, endpoint.path);
    return `<div class="playground playground-simple"><div class="playground-bar">${methodBadge(endpoint.method)}<code class="playground-url">${escapeHtml(url)}</code></div></div>`;
  }
  const id = `pg-${hash(`${endpoint.method} ${endpoint.path}`)}`;
  const sent = endpoint.parameters.filter(
    (parameter) => parameter.in !== "cookie" && !setByPlayground(endpoint, parameter)
  );
  const body = endpoint.body && method !== "GET" && method !== "HEAD" ? endpoint.body : void 0;
  const data = {
    method,
    path: endpoint.path,
    baseUrls: endpoint.baseUrls,
    parameters: sent.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      array: isArray(parameter.schema)
    })),
    ...body ? { body: { contentType: body.contentType, required: body.required } } : {},
    ...endpoint.auth ? { auth: endpoint.auth } : {}
  };
  const groups = [authGroup(endpoint.auth, id)];
  for (const location of ["path", "query", "header"]) {
    const fields = sent.flatMap(
      (parameter, index) => parameter.in === location ? [parameterField(parameter, index, id)] : []
    );
    if (fields.length > 0) groups.push(group(LOCATION_TITLES[location], fields.join("")));
  }
  groups.push(cookieGroup(endpoint.parameters.filter((parameter) => parameter.in === "cookie")));
  if (body)
    groups.push(bodyGroup(body.contentType, body.required, options.bodyExample ?? body.example, id, body.schema));
  return [
    `<section class="playground"${attributes({ "aria-label": `Try it: ${method} ${endpoint.path}`, "data-playground": true })}>`,
    // `<` escaped: no text from the spec can close the script element early.
    `<script type="application/json" class="playground-data">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`,
    '<form class="playground-form" novalidate>',
    `<div class="playground-bar">${methodBadge(endpoint.method)}${serverControl(endpoint.baseUrls, id)}<code class="playground-url">${fixedBase(endpoint.baseUrls)}<span class="playground-path">${pathHtml(endpoint.path)}</span></code><button type="submit" class="playground-send">Send</button></div>`,
    groups.join(""),
    '<div class="playground-message" role="alert" hidden></div>',
    "</form>",
    '<div class="playground-response" aria-live="polite" hidden>',
    '<div class="playground-response-head"><span class="playground-status"></span><span class="playground-time"></span></div>',
    '<details class="playground-headers"><summary>Response headers</summary><dl></dl>',
    '<p class="playground-note">Only the headers the server lets this site read (Access-Control-Expose-Headers) are listed.</p></details>',
    // Scrolls when the body is long: focusable, so that a keyboard scrolls it too.
    '<pre class="playground-body" tabindex="0" role="group" aria-label="Response body"><code class="hljs"></code></pre>',
    "</div>",
    "</section>"
  ].join("");
}
function methodBadge(method) {
  const lower = method.toLowerCase();
  return `<span class="method-badge${/^[a-z]+$/.test(lower) ? ` method-${lower}` : ""}">${escapeHtml(method.toUpperCase())}</span>`;
}
function joinUrl(base, path5) {
  return base.replace(/\/+$/, "") + (path5.startsWith("/") ? path5 : `/${path5}`);
}
function hash(text5) {
  let value = 2166136261;
  for (let i = 0; i < text5.length; i++) value = Math.imul(value ^ text5.charCodeAt(i), 16777619);
  return (value >>> 0).toString(36);
}
function setByPlayground(endpoint, parameter) {
  if (parameter.in !== "header") return false;
  const name = parameter.name.toLowerCase();
  const auth = endpoint.auth;
  if (name === "content-type") return endpoint.body !== void 0;
  if (name === "authorization") return auth?.method === "bearer" || auth?.method === "basic";
  return auth?.method === "key" && auth.in === "header" && auth.name.toLowerCase() === name;
}
function isArray(schema) {
  return schema.type?.split(" | ").includes("array") ?? false;
}
function serverControl(baseUrls, id) {
  if (baseUrls.length === 1) return "";
  if (baseUrls.length === 0)
    return `<input${attributes({ class: "playground-base", id: `${id}-base`, type: "url", "aria-label": "Server URL", placeholder: "https://api.example.com", required: true, spellcheck: "false" })}>`;
  const choices = baseUrls.map((url) => `<option${attributes({ value: url })}>${escapeHtml(url)}</option>`).join("");
  return `<select${attributes({ class: "playground-base", id: `${id}-base`, "aria-label": "Server" })}>${choices}</select>`;
}
function fixedBase(baseUrls) {
  return baseUrls.length === 1 ? `<span class="playground-base">${escapeHtml(baseUrls[0].replace(/\/+$/, ""))}</span>` : "";
}
function pathHtml(path5) {
  return path5.split(/(\{[^}]+\})/).map(
    (part, i) => i % 2 === 1 ? `<span class="playground-path-param">${escapeHtml(part)}</span>` : escapeHtml(part)
  ).join("");
}
function group(title, content) {
  return `<fieldset class="playground-group"><legend>${escapeHtml(title)}</legend>${content}</fieldset>`;
}
function field2(controlId, name, hint, required, control, deprecated = false) {
  const marks = [
    hint ? ` <span class="playground-type">${escapeHtml(hint)}</span>` : "",
    required ? ' <span class="playground-required">required</span>' : "",
    deprecated ? ' <span class="playground-deprecated">deprecated</span>' : ""
  ].join("");
  return `<div class="playground-field"><label for="${controlId}"><span class="playground-name">${escapeHtml(name)}</span>${marks}</label>${control}</div>`;
}
function authGroup(auth, id) {
  if (!auth) return "";
  const note = '<p class="playground-note">Kept in this browser tab only, and sent only to the API.</p>';
  const input = (index, type) => `<input${attributes({ id: `${id}-auth${index}`, type, "data-auth": index, autocomplete: "off", spellcheck: "false", value: index === 0 ? auth.inputPrefix : void 0 })}>`;
  switch (auth.method) {
    case "bearer":
      return group("Authorization", field2(`${id}-auth0`, "Bearer token", "", false, input(0, "text")) + note);
    case "basic":
      return group(
        "Authorization",
        field2(`${id}-auth0`, auth.usernameName, "", false, input(0, "text")) + field2(`${id}-auth1`, auth.passwordName, "", false, input(1, "password")) + note
      );
    case "key":
      if (auth.in === "cookie")
        return group(
          "Authorization",
          `<p class="playground-note">${cookieNote(`The API key goes in the cookie <code>${escapeHtml(auth.name)}</code>`)}</p>`
        );
      return group(
        "Authorization",
        field2(`${id}-auth0`, auth.name, auth.in === "header" ? "header" : "query parameter", false, input(0, "text")) + note
      );
  }
}
function cookieNote(subject) {
  return `${subject}: browsers do not let a page set cookies on its requests to an API, so the playground cannot send it. Use the cURL example to send it.`;
}
function parameterField(parameter, index, id) {
  const controlId = `${id}-p${index}`;
  const schema = parameter.schema;
  const value = prefill(parameter);
  const common = { id: controlId, "data-param": index, required: parameter.required };
  const hint = isArray(schema) ? `array of ${schema.items?.type ?? "values"}, comma-separated` : [schema.type, schema.format].filter(Boolean).join(" · ");
  let control;
  const choices = schema.enum ?? (schema.type?.split(" | ").includes("boolean") ? [true, false] : void 0);
  if (choices) {
    const options = (parameter.required ? [] : [""]).concat(choices.map(text3));
    control = `<select${attributes(common)}>${options.map((option) => `<option${attributes({ value: option, selected: option === value && option !== "" })}>${escapeHtml(option === "" ? "—" : option)}</option>`).join("")}</select>`;
  } else {
    const numeric = /^(integer|number)\b/.test(schema.type ?? "");
    control = `<input${attributes({ ...common, type: "text", value: value || void 0, inputmode: numeric ? "decimal" : void 0, spellcheck: "false", autocomplete: "off" })}>`;
  }
  return field2(controlId, parameter.name, hint, parameter.required, control, parameter.deprecated);
}
function prefill(parameter) {
  const schema = parameter.schema;
  const value = parameter.example ?? schema.example ?? schema.default ?? schema.enum?.[0];
  return value === void 0 ? "" : Array.isArray(value) && isArray(schema) ? value.map(text3).join(",") : text3(value);
}
function text3(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function cookieGroup(cookies) {
  if (cookies.length === 0) return "";
  const items = cookies.map(
    (cookie) => `<li><code>${escapeHtml(cookie.name)}</code>${cookie.schema.type ? ` <span class="playground-type">${escapeHtml(cookie.schema.type)}</span>` : ""}${cookie.required ? ' <span class="playground-required">required</span>' : ""}</li>`
  );
  return group(
    "Cookies",
    `<ul class="playground-cookies">${items.join("")}</ul><p class="playground-note">${cookieNote(cookies.length === 1 ? "This cookie" : "These cookies")}</p>`
  );
}
function bodyGroup(contentType, required, example, id, schema) {
  const json = /[/+]json\b/i.test(contentType);
  const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);
  const value = example === void 0 ? "" : typeof example === "string" && !json ? example : JSON.stringify(example, null, 2);
  const rows = Math.min(Math.max(value.split("\n").length + 1, 4), 18);
  const textarea = `<textarea${attributes({ id: `${id}-body`, "data-body": true, rows, spellcheck: "false", required })}>
${escapeHtml(value)}</textarea>`;
  const raw2 = field2(`${id}-body`, contentType, form ? "fields as a JSON object" : "", required, textarea);
  const properties = (json || form) && schema?.properties?.length ? schema.properties : void 0;
  if (!properties) return group("Body", raw2);
  const fields = bodyFields(properties, [], `${id}-b`);
  return group(
    "Body",
    `<label class="playground-raw-switch" hidden><input type="checkbox" data-body-raw> Raw JSON</label><div class="playground-body-fields" data-body-fields hidden>${fields}</div><div class="playground-body-raw">${raw2}</div>`
  );
}
function bodyFields(properties, path5, idPrefix) {
  return properties.map((property, index) => {
    const at = [...path5, property.name];
    const controlId = `${idPrefix}-${index}`;
    const schema = property.schema;
    if (schema.properties?.length && !schema.variants)
      return `<fieldset class="playground-body-object"><legend>${escapeHtml(property.name)}${property.required ? ' <span class="playground-required">required</span>' : ""}</legend>${bodyFields(schema.properties, at, controlId)}</fieldset>`;
    const types = schema.type?.split(" | ") ?? [];
    const kind = schema.enum !== void 0 ? "enum" : types.includes("boolean") ? "boolean" : /^(integer|number)$/.test(types[0] ?? "") ? "number" : types[0] === "string" ? "string" : "json";
    const common = {
      id: controlId,
      "data-body-field": JSON.stringify(at),
      "data-kind": kind,
      required: property.required
    };
    let control;
    if (kind === "enum" || kind === "boolean") {
      const choices = kind === "enum" ? schema.enum ?? [] : [true, false];
      control = `<select${attributes(common)}><option value="">—</option>${choices.map((choice) => `<option${attributes({ value: JSON.stringify(choice) })}>${escapeHtml(text3(choice))}</option>`).join("")}</select>`;
    } else if (kind === "json") {
      control = `<textarea${attributes({ ...common, rows: 2, spellcheck: "false" })}></textarea>`;
    } else {
      control = `<input${attributes({ ...common, type: "text", inputmode: kind === "number" ? "decimal" : void 0, spellcheck: "false", autocomplete: "off" })}>`;
    }
    const hint = kind === "json" ? `${schema.type ?? "value"} as JSON` : [schema.type, schema.format].filter(Boolean).join(" · ");
    return field2(controlId, property.name, hint, property.required, control, schema.deprecated === true);
  }).join("");
}

// src/site/api/schema-example.ts
var STRING_FORMATS = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "00:00:00Z",
  duration: "P1D",
  email: "user@example.com",
  "idn-email": "user@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  uri: "https://example.com",
  url: "https://example.com",
  iri: "https://example.com",
  "uri-reference": "https://example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  byte: "ZXhhbXBsZQ==",
  binary: "<binary>",
  password: "********"
};
function exampleFromSchema(schema, direction) {
  if (schema.circular !== void 0) return {};
  if (schema.example !== void 0) return schema.example;
  if (schema.default !== void 0) return schema.default;
  if (schema.constant !== void 0) return schema.constant;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.variants?.options[0];
  if (option) return exampleFromSchema(option, direction);
  const types = (schema.type ?? "").split("|").map((type2) => type2.trim()).filter(Boolean);
  const type = types.find((name) => name !== "null") ?? (schema.properties ? "object" : schema.items ? "array" : void 0);
  switch (type) {
    case "string":
      return STRING_FORMATS[schema.format ?? ""] ?? "string";
    case "integer":
    case "number":
      return 0;
    case "boolean":
      return true;
    case "array":
      return schema.items ? [exampleFromSchema(schema.items, direction)] : [];
    case "object":
      return objectExample(schema, direction);
    case void 0:
      return types.includes("null") || schema.nullable ? null : {};
    default:
      return {};
  }
}
function objectExample(schema, direction) {
  const value = {};
  const skipped = direction === "request" ? "readOnly" : "writeOnly";
  for (const property of schema.properties ?? []) {
    if (property.schema[skipped]) continue;
    Object.defineProperty(value, property.name, {
      value: exampleFromSchema(property.schema, direction),
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  if (!schema.properties?.length && typeof schema.additionalProperties === "object")
    value.key = exampleFromSchema(schema.additionalProperties, direction);
  return value;
}

// src/site/api/request-samples.ts
var API_KEY = "<API_KEY>";
var USERNAME = "<USERNAME>";
var PASSWORD = "<PASSWORD>";
var CREDENTIAL_NAME = /authorization|api[-_]?key|token|secret|password/i;
var PYTHON_FUNCTIONS = /* @__PURE__ */ new Set(["get", "post", "put", "patch", "delete", "head", "options"]);
function requestSamples(endpoint, options) {
  const request = sampleRequest(endpoint, options);
  return [
    { lang: "bash", label: "cURL", source: curl(request) },
    { lang: "javascript", label: "JavaScript", source: javascript(request) },
    { lang: "python", label: "Python", source: python(request) }
  ];
}
function responseSample(response) {
  if (response.example !== void 0) {
    if (typeof response.example !== "string") return JSON.stringify(response.example, null, 2);
    const parsed = parseJsonText(response.example);
    return parsed === void 0 ? response.example : JSON.stringify(parsed, null, 2);
  }
  if (!response.schema) return void 0;
  const value = exampleFromSchema(response.schema, "response");
  return typeof value === "string" && response.contentType !== void 0 && !isJson(response.contentType) ? value : JSON.stringify(value, null, 2);
}
function sampleRequest(endpoint, options) {
  const auth = endpoint.auth;
  const required = (location) => endpoint.parameters.filter(
    (parameter) => parameter.in === location && parameter.required && !(auth?.method === "key" && auth.in === location && sameName(auth.name, parameter.name))
  );
  const path5 = endpoint.path.replace(/\{([^{}]+)\}/g, (written, name) => {
    const example = endpoint.parameters.find(
      (parameter) => parameter.in === "path" && parameter.name === name
    )?.example;
    return isScalar(example) ? encodeComponent(String(example)) : written;
  });
  const query = required("query").flatMap((parameter) => {
    const value = valueOf(parameter);
    return (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeComponent(parameter.name)}=${item === API_KEY ? API_KEY : encodeComponent(text4(item))}`
    );
  });
  const headers = [];
  const cookies = required("cookie").map((parameter) => `${parameter.name}=${text4(valueOf(parameter))}`);
  if (auth?.method === "bearer") headers.push(["Authorization", `Bearer ${API_KEY}`]);
  if (auth?.method === "key" && auth.in === "header") headers.push([auth.name, API_KEY]);
  if (auth?.method === "key" && auth.in === "query") query.push(`${encodeComponent(auth.name)}=${API_KEY}`);
  if (auth?.method === "key" && auth.in === "cookie") cookies.push(`${auth.name}=${API_KEY}`);
  for (const parameter of required("header")) {
    if (!headers.some(([existing]) => sameName(existing, parameter.name)))
      headers.push([parameter.name, text4(valueOf(parameter))]);
  }
  if (cookies.length) headers.push(["Cookie", cookies.join("; ")]);
  const body = bodyOf(endpoint, options.body);
  if (body && body.kind !== "multipart") headers.push(["Content-Type", body.contentType]);
  const success = endpoint.responses.find((response) => response.status.startsWith("2")) ?? endpoint.responses[0];
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    method: endpoint.method.toUpperCase(),
    url: `${base}${path5}${query.length ? `${path5.includes("?") ? "&" : "?"}${query.join("&")}` : ""}`,
    headers: headers.map(([name, value]) => [oneLine(name), oneLine(value)]),
    basic: auth?.method === "basic",
    ...body ? { body } : {},
    jsonResponse: success?.contentType !== void 0 && isJson(success.contentType)
  };
}
function valueOf(parameter) {
  if (CREDENTIAL_NAME.test(parameter.name)) return API_KEY;
  return parameter.example !== void 0 ? parameter.example : exampleFromSchema(parameter.schema, "request");
}
function bodyOf(endpoint, given) {
  const declared = endpoint.body;
  const value = given !== void 0 ? given : declared ? declared.example ?? (declared.schema ? exampleFromSchema(declared.schema, "request") : void 0) : void 0;
  if (value === void 0) return void 0;
  const contentType = declared?.contentType ?? "application/json";
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (isJson(contentType)) {
    const parsed = typeof value === "string" ? parseJsonText(value) : void 0;
    return { kind: "json", contentType, text: JSON.stringify(parsed ?? value, null, 2) };
  }
  if ((type === "application/x-www-form-urlencoded" || type === "multipart/form-data") && isRecord(value)) {
    const fields = Object.entries(value).map(([name, field3]) => [name, text4(field3)]);
    return type === "multipart/form-data" ? { kind: "multipart", contentType, fields } : { kind: "form", contentType, fields };
  }
  return { kind: "raw", contentType, text: text4(value) };
}
function curl(request) {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.basic) lines.push(`--user ${shellQuote(`${USERNAME}:${PASSWORD}`)}`);
  const body = request.body;
  if (body?.kind === "form")
    for (const [name, value] of body.fields) lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
  else if (body?.kind === "multipart")
    for (const [name, value] of body.fields) lines.push(`--form ${shellQuote(`${name}=${value}`)}`);
  else if (body) lines.push(`--data ${shellQuote(body.text)}`);
  return lines.join(" \\\n  ");
}
function javascript(request) {
  const lines = [];
  const body = request.body;
  if (body?.kind === "multipart") {
    lines.push("const form = new FormData();");
    for (const [name, value] of body.fields) lines.push(`form.append(${js(name)}, ${js(value)});`);
    lines.push("");
  }
  lines.push(`const response = await fetch(${js(request.url)}, {`, `  method: ${js(request.method)},`);
  if (request.headers.length || request.basic) {
    lines.push("  headers: {");
    for (const [name, value] of request.headers) lines.push(`    ${js(name)}: ${js(value)},`);
    if (request.basic) lines.push(`    "Authorization": "Basic " + btoa(${js(`${USERNAME}:${PASSWORD}`)}),`);
    lines.push("  },");
  }
  if (body?.kind === "json") lines.push(`  body: JSON.stringify(${indent(body.text, "  ")}),`);
  else if (body?.kind === "form")
    lines.push(
      `  body: new URLSearchParams(${indent(JSON.stringify(Object.fromEntries(body.fields), null, 2), "  ")}),`
    );
  else if (body?.kind === "multipart") lines.push("  body: form,");
  else if (body) lines.push(`  body: ${js(body.text)},`);
  lines.push("});", "", `console.log(await response.${request.jsonResponse ? "json" : "text"}());`);
  return lines.join("\n");
}
function python(request) {
  const lines = ["import requests", "", `url = ${js(request.url)}`];
  const args = ["url"];
  if (request.headers.length) {
    lines.push(`headers = ${pythonLiteral(Object.fromEntries(request.headers), "")}`);
    args.push("headers=headers");
  }
  const body = request.body;
  if (body?.kind === "json") {
    lines.push(`payload = ${pythonLiteral(JSON.parse(body.text), "")}`);
    args.push("json=payload");
  } else if (body?.kind === "form") {
    lines.push(`payload = ${pythonLiteral(Object.fromEntries(body.fields), "")}`);
    args.push("data=payload");
  } else if (body?.kind === "multipart") {
    lines.push(
      `files = {${body.fields.map(([name, value]) => `
    ${js(name)}: (None, ${js(value)}),`).join("")}
}`
    );
    args.push("files=files");
  } else if (body) {
    lines.push(`payload = ${js(body.text)}`);
    args.push("data=payload");
  }
  if (request.basic) args.push(`auth=(${js(USERNAME)}, ${js(PASSWORD)})`);
  const method = request.method.toLowerCase();
  const call = PYTHON_FUNCTIONS.has(method) ? `requests.${method}(${args.join(", ")})` : `requests.request(${js(request.method)}, ${args.join(", ")})`;
  lines.push("", `response = ${call}`, `print(response.${request.jsonResponse ? "json()" : "text"})`);
  return lines.join("\n");
}
function pythonLiteral(value, indentation) {
  if (value === null || value === void 0 || typeof value === "number" && !Number.isFinite(value)) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  const inner = `${indentation}    `;
  if (Array.isArray(value)) {
    return value.length ? `[
${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(",\n")}
${indentation}]` : "[]";
  }
  if (typeof value === "object") {
    const entries2 = Object.entries(value);
    return entries2.length ? `{
${entries2.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`).join(",\n")}
${indentation}}` : "{}";
  }
  return JSON.stringify(String(value));
}
function shellQuote(value) {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
function js(value) {
  return JSON.stringify(value);
}
function indent(block, by) {
  return block.replace(/\n/g, `
${by}`);
}
function text4(value) {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}
function oneLine(value) {
  return value.replace(/[\r\n]+/g, " ");
}
function parseJsonText(value) {
  if (!/^\s*[[{]/.test(value)) return void 0;
  try {
    return JSON.parse(value);
  } catch {
    return void 0;
  }
}
function isJson(contentType) {
  return /[/+]json$/.test(contentType.split(";")[0].trim().toLowerCase());
}
function isScalar(value) {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function sameName(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}
function encodeComponent(value) {
  return encodeURIComponent(value.toWellFormed());
}

// src/site/api/endpoint-page.ts
var RAW = { allowDangerousHtml: true };
var LOCATIONS2 = [
  ["path", "Path parameters"],
  ["query", "Query parameters"],
  ["header", "Headers"],
  ["cookie", "Cookies"]
];
function endpointPage(page, endpoint, kind, settings) {
  const bodyExample = endpoint.body ? endpoint.body.example ?? (endpoint.body.schema ? exampleFromSchema(endpoint.body.schema, "request") : void 0) : void 0;
  const top = [];
  const playground = renderPlayground(endpoint, {
    mode: settings.playground,
    ...bodyExample !== void 0 ? { bodyExample } : {}
  });
  top.push(playground ? raw(playground) : header(endpoint));
  if (kind === "operation" && endpoint.description)
    top.push(el("div", { className: ["api-description"] }, markdownNodes(endpoint.description)));
  const bottom = kind === "operation" ? referenceSections(endpoint, settings.maintainOrder, !page.paramFields?.length, !page.responseFields) : [];
  const html = `<div class="api-endpoint">${toHtml(top, RAW)}</div>${page.html}${bottom.length ? toHtml(bottom, RAW) : ""}`;
  const aside = page.aside ?? examplesAside(endpoint, bodyExample);
  const words = [
    endpoint.summary,
    endpoint.description,
    ...endpoint.parameters.map((parameter) => parameter.name)
  ].filter((word) => Boolean(word));
  const title = page.untitled && endpoint.summary ? endpoint.summary : page.title;
  return {
    ...page,
    title,
    method: endpoint.method,
    // The endpoint's header, reference sections and playground: api.css and the playground script.
    extras: extraList(page.extras ?? [], ["api"]),
    ...page.description === void 0 && endpoint.summary && title !== endpoint.summary ? { description: endpoint.summary } : {},
    html,
    ...aside ? { aside } : {},
    text: [page.text, ...words].filter(Boolean).join(" "),
    // The endpoint's words go with the page itself (its text before any section), where search finds the page.
    ...page.textSections ? {
      textSections: [
        { id: "", text: [page.textSections.find((section2) => section2.id === "")?.text, ...words].join(" ").trim() },
        ...page.textSections.filter((section2) => section2.id !== "")
      ]
    } : {}
  };
}
function header(endpoint) {
  return el("div", { className: ["api-header"] }, [
    raw(methodBadge(endpoint.method)),
    el("code", { className: ["api-path"] }, pathParts(endpoint.path)),
    ...endpoint.deprecated ? [badge("field-deprecated", "deprecated")] : []
  ]);
}
function pathParts(path5) {
  return path5.split(/(\{[^{}]+\})/).filter(Boolean).map((part) => part.startsWith("{") ? el("span", { className: ["path-param"] }, [text(part)]) : text(part));
}
function referenceSections(endpoint, maintainOrder, withFields, withResponses) {
  const sections = [];
  if (endpoint.auth) sections.push(section("api-authorization", "Authorization", [authField(endpoint.auth)]));
  for (const [location, title] of withFields ? LOCATIONS2 : []) {
    const parameters = orderFields(
      endpoint.parameters.filter((parameter) => parameter.in === location),
      maintainOrder
    );
    if (parameters.length)
      sections.push(
        section(
          `api-${location}-parameters`,
          title,
          parameters.map((parameter) => parameterField2(parameter, maintainOrder))
        )
      );
  }
  const body = withFields ? endpoint.body : void 0;
  if (body) {
    const content = [];
    if (body.description) content.push(el("div", { className: ["api-description"] }, markdownNodes(body.description)));
    if (body.schema?.properties?.length) content.push(...propertyFields(body.schema, maintainOrder));
    else if (body.schema) content.push(schemaField("body", body.required, body.schema, maintainOrder));
    sections.push(section("api-body", "Body", content, body.contentType));
  }
  if (withResponses && endpoint.responses.length) {
    sections.push(
      section(
        "api-responses",
        "Responses",
        endpoint.responses.map((response) => {
          const content = [];
          if (response.description)
            content.push(el("div", { className: ["api-description"] }, markdownNodes(response.description)));
          if (response.schema?.properties?.length)
            content.push(...propertyFields(response.schema, maintainOrder, "response"));
          else if (response.schema)
            content.push(schemaField("response", false, response.schema, maintainOrder, "response"));
          return el("div", { className: ["api-response"] }, [
            el("div", { className: ["api-response-head"] }, [
              el("span", { className: ["status-pill", `status-${response.status[0]?.toLowerCase() ?? "d"}xx`] }, [
                text(response.status)
              ]),
              ...response.contentType ? [el("code", { className: ["content-type"] }, [text(response.contentType)])] : []
            ]),
            ...content
          ]);
        })
      )
    );
  }
  return sections;
}
function section(id, title, content, contentType) {
  return el("section", { className: ["api-section"], id }, [
    el("h2", {}, [
      text(title),
      ...contentType ? [el("code", { className: ["content-type"] }, [text(contentType)])] : []
    ]),
    ...content
  ]);
}
function authField(auth) {
  const [name, location, description] = auth.method === "bearer" ? [
    "Authorization",
    "header",
    "Bearer authentication header of the form `Bearer <token>`, where `<token>` is your auth token."
  ] : auth.method === "basic" ? [
    "Authorization",
    "header",
    `Basic authentication header of the form \`Basic <encoded-value>\`, where \`<encoded-value>\` is the base64-encoded string \`${auth.usernameName}:${auth.passwordName}\`.`
  ] : [
    auth.name,
    auth.in,
    `Your API key, sent as the \`${auth.name}\` ${auth.in === "header" ? "header" : auth.in === "query" ? "query parameter" : "cookie"}.`
  ];
  return fieldElement(
    name,
    [badge("field-location", location), badge("field-type", "string"), badge("field-required", "required")],
    markdownNodes(description)
  );
}
function parameterField2(parameter, maintainOrder) {
  return schemaField(
    parameter.name,
    parameter.required,
    parameter.schema,
    maintainOrder,
    "param",
    parameter.description,
    parameter.deprecated
  );
}
function propertyFields(schema, maintainOrder, kind = "param") {
  return orderFields(schema.properties ?? [], maintainOrder).map(
    (property) => schemaField(property.name, property.required, property.schema, maintainOrder, kind)
  );
}
function schemaField(name, required, schema, maintainOrder, kind = "param", description = schema.description, deprecated = schema.deprecated) {
  const badges = [];
  const type = typeLabel(schema);
  if (type) badges.push(badge("field-type", type));
  if (required) badges.push(badge("field-required", "required"));
  if (deprecated) badges.push(badge("field-deprecated", "deprecated"));
  if (schema.readOnly) badges.push(badge("field-pre", "read-only"));
  if (schema.writeOnly) badges.push(badge("field-pre", "write-only"));
  if (schema.default !== void 0)
    badges.push(
      el("span", { className: ["field-default"] }, [text("default: "), el("code", {}, [text(shown(schema.default))])])
    );
  const body = [];
  if (description) body.push(...markdownNodes(description));
  if (schema.enum?.length) body.push(valueList("Available options", schema.enum));
  if (schema.constant !== void 0) body.push(valueList("Always", [schema.constant]));
  if (schema.constraints?.length)
    body.push(el("p", { className: ["field-constraints"] }, [text(schema.constraints.join(", "))]));
  if (schema.example !== void 0)
    body.push(
      el("p", { className: ["field-example"] }, [text("Example: "), el("code", {}, [text(shown(schema.example))])])
    );
  if (schema.circular)
    body.push(el("p", { className: ["field-circular"] }, [text(`The same structure as ${schema.circular} above.`)]));
  const nested = schema.properties?.length ? schema : schema.items?.properties?.length ? schema.items : void 0;
  if (nested)
    body.push(
      expandable(
        schema.items === nested ? "Show item attributes" : "Show child attributes",
        propertyFields(nested, maintainOrder, kind)
      )
    );
  const variants = schema.variants ?? schema.items?.variants;
  if (variants) {
    body.push(
      el("div", { className: ["field-variants"] }, [
        el("p", {}, [text(variants.kind === "oneOf" ? "One of:" : "Any of:")]),
        ...variants.options.map(
          (option, i) => option.properties?.length ? expandable(option.name ?? `Option ${i + 1}`, propertyFields(option, maintainOrder, kind)) : el("p", {}, [
            el("code", {}, [text(option.name ?? typeLabel(option) ?? `Option ${i + 1}`)]),
            ...option.description ? [text(` ${option.description}`)] : []
          ])
        )
      ])
    );
  }
  return fieldElement(name, badges, body, kind);
}
function fieldElement(name, badges, body, kind = "param") {
  return el("div", { className: ["field", `${kind}-field`] }, [
    el("div", { className: ["field-head"] }, [el("code", { className: ["field-name"] }, [text(name)]), ...badges]),
    el("div", { className: ["field-body"] }, body)
  ]);
}
function expandable(summary, content) {
  return el("details", { className: ["expandable"] }, [
    el("summary", {}, [text(summary)]),
    el("div", { className: ["expandable-content"] }, content)
  ]);
}
function valueList(label, values) {
  const items = [text(`${label}: `)];
  values.forEach((value, i) => items.push(...i ? [text(", ")] : [], el("code", {}, [text(shown(value))])));
  return el("p", { className: ["field-values"] }, items);
}
function typeLabel(schema) {
  if (schema.circular && !schema.type) return schema.circular;
  const base = schema.type === "array" && schema.items ? `${typeLabel(schema.items) ?? "any"}[]` : schema.type;
  if (!base) return schema.variants ? schema.variants.kind : void 0;
  return `${base}${schema.format ? `<${schema.format}>` : ""}${schema.nullable && !base.includes("null") ? " | null" : ""}`;
}
function badge(className, label) {
  return el("span", { className: ["field-badge", className] }, [text(label)]);
}
function shown(value) {
  return typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
}
function examplesAside(endpoint, bodyExample) {
  let serial = 0;
  const nextId = () => `api-tab-${++serial}`;
  const samples = [
    ...endpoint.codeSamples,
    ...requestSamples(endpoint, {
      baseUrl: endpoint.baseUrls[0] ?? "",
      ...bodyExample !== void 0 ? { body: bodyExample } : {}
    })
  ];
  const requestItems = samples.map((sample) => ({
    label: [text(sample.label ?? sample.lang)],
    panel: [codeBlock({ type: "code", lang: sample.lang, value: sample.source }, false)]
  }));
  const responseItems = endpoint.responses.flatMap((response) => {
    const sample = responseSample(response);
    return sample === void 0 ? [] : [
      {
        label: [text(response.status)],
        panel: [
          codeBlock(
            {
              type: "code",
              lang: response.contentType && !/json/i.test(response.contentType) ? "plaintext" : "json",
              value: sample
            },
            false
          )
        ]
      }
    ];
  });
  const parts = [];
  if (requestItems.length)
    parts.push(tabs(requestItems, "request-example", 0, nextId, { dataComponent: "RequestExample" }));
  if (responseItems.length)
    parts.push(tabs(responseItems, "response-example", 0, nextId, { dataComponent: "ResponseExample" }));
  return parts.length ? toHtml(parts, RAW) : void 0;
}

// src/site/api/manual-endpoint.ts
function manualEndpoint(method, target, fields, settings) {
  const { baseUrls, path: path5 } = splitTarget(target, settings.baseUrls);
  const parameters = fields.flatMap(
    (field3) => field3.in === "body" ? [] : [
      {
        name: field3.name,
        in: field3.in,
        required: field3.required,
        schema: schemaOf(field3),
        ...field3.default !== void 0 ? { example: field3.default } : {}
      }
    ]
  );
  const bodyFields2 = fields.filter((field3) => field3.in === "body");
  return {
    method,
    path: path5,
    baseUrls,
    parameters,
    ...bodyFields2.length ? {
      body: {
        required: bodyFields2.some((field3) => field3.required),
        contentType: "application/json",
        schema: {
          type: "object",
          properties: bodyFields2.map((field3) => ({
            name: field3.name,
            required: field3.required,
            schema: schemaOf(field3)
          }))
        }
      }
    } : {},
    responses: [],
    ...settings.auth ? { auth: settings.auth } : {},
    codeSamples: []
  };
}
function splitTarget(target, configured) {
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return { baseUrls: [url.origin], path: decodeURI(url.pathname) + url.search };
    } catch {
      return { baseUrls: [], path: target };
    }
  }
  return { baseUrls: [...configured], path: target.startsWith("/") ? target : `/${target}` };
}
function schemaOf(field3) {
  const written = field3.type?.trim().toLowerCase();
  const fallback = field3.default === void 0 ? {} : { default: field3.default };
  if (!written) return fallback;
  if (written.endsWith("[]")) return { type: "array", items: { type: written.slice(0, -2) }, ...fallback };
  return { type: written, ...fallback };
}

// src/site/api/endpoint-pages.ts
function withEndpointPages(rendered, specs, endpoints, config) {
  if (endpoints.size === 0) return rendered;
  const settings = apiPageSettings(config);
  const specByKey = new Map(specs.map((spec) => [spec.file, spec]));
  const operations = /* @__PURE__ */ new Map();
  const pages = new Map(rendered);
  for (const [file, source] of endpoints) {
    const page = rendered.get(file);
    if (!page) continue;
    if (source.kind === "manual") {
      pages.set(
        file,
        endpointPage(
          page,
          manualEndpoint(source.method, source.target, page.paramFields ?? [], settings),
          "manual",
          settings
        )
      );
      continue;
    }
    const key = `${source.spec}\0${source.method}\0${source.webhook ? "webhook" : "path"}\0${source.path}`;
    if (!operations.has(key)) {
      const spec = specByKey.get(source.spec);
      operations.set(
        key,
        spec && buildEndpoint(
          spec,
          source.method,
          source.path,
          { baseUrls: settings.baseUrls, ...settings.auth ? { auth: settings.auth } : {} },
          source.webhook ? "webhooks" : "paths"
        )
      );
    }
    const endpoint = operations.get(key);
    if (endpoint)
      pages.set(
        file,
        endpointPage(page, endpoint, "operation", source.webhook ? { ...settings, playground: "hide" } : settings)
      );
  }
  return pages;
}

// src/site/api/generated-api-pages.ts
function generatedApiPages(pages, document) {
  const rendered = /* @__PURE__ */ new Map();
  for (const page of pages) {
    if (rendered.has(page.path)) continue;
    const { operation } = page;
    const slugTitle = titleOfSlug(page.path);
    const title = operation.webhook ? slugTitle : operation.summary ?? slugTitle;
    const node = page.listing.kind === "entry" ? page.listing.entry : page.listing.node;
    const origin = document?.rangeOf(node.path);
    rendered.set(page.path, {
      file: page.path,
      title,
      // A page the spec's `x-mint.href` names shows the name it chose in the sidebar.
      ...operation.href !== void 0 && title !== slugTitle ? { sidebarTitle: slugTitle } : {},
      html: "",
      toc: [],
      text: "",
      assets: [],
      links: [],
      generatedFrom: {
        spec: page.spec,
        ...origin ? { file: origin.file, line: origin.line, column: origin.column } : { file: node.place.file, line: 1, column: 1 }
      }
    });
  }
  return rendered;
}
function generatedEndpoints(pages) {
  const endpoints = /* @__PURE__ */ new Map();
  for (const { path: path5, spec, operation } of pages) {
    if (!endpoints.has(path5))
      endpoints.set(path5, {
        kind: "operation",
        spec,
        method: operation.method,
        path: operation.key,
        ...operation.webhook ? { webhook: true } : {}
      });
  }
  return endpoints;
}

// src/site/layout/section-tree.ts
var trees = /* @__PURE__ */ new WeakMap();
function treeOf(model) {
  let tree = trees.get(model);
  if (!tree) {
    const byId = new Map(model.sections.map((section2) => [section2.id, section2]));
    const children = /* @__PURE__ */ new Map();
    for (const section2 of model.sections) {
      const key = section2.parent ?? "";
      children.set(key, [...children.get(key) ?? [], section2]);
    }
    trees.set(model, tree = { byId, children });
  }
  return tree;
}
function sectionById(model, id) {
  return id === void 0 ? void 0 : treeOf(model).byId.get(id);
}
function sectionChain(model, id) {
  const chain = [];
  for (let section2 = sectionById(model, id); section2; section2 = sectionById(model, section2.parent))
    chain.unshift(section2);
  return chain;
}
function siblingsOf(model, section2) {
  return treeOf(model).children.get(section2.parent ?? "") ?? [];
}
function childrenOf(model, section2) {
  return treeOf(model).children.get(section2.id) ?? [];
}
function chainLevels(model, id) {
  return sectionChain(model, id).map((current) => ({ current, siblings: siblingsOf(model, current) }));
}
function levelOf(levels, kind) {
  return levels.find((level) => level.siblings.some((section2) => section2.kind === kind));
}
function globalLinks(model, levels, kind) {
  const owners = new Set(levels.map((level) => level.current.id));
  return model.global.filter((link) => link.kind === kind && (link.owner === void 0 || owners.has(link.owner)));
}
function isListed(section2, current) {
  return !section2.isDefaultHidden || section2 === current;
}
var drawn = /* @__PURE__ */ new WeakMap();
function memoBySection(model, key, draw) {
  let cache = drawn.get(model);
  if (!cache) drawn.set(model, cache = /* @__PURE__ */ new Map());
  let html = cache.get(key);
  if (html === void 0) cache.set(key, html = draw());
  return html;
}

// src/site/layout/ui-icons.ts
function uiIcon(name, style = "solid", className = "icon") {
  return iconSvg({ name, style }, className) ?? "";
}

// src/site/layout/top-bar.ts
function renderTopBar(model, withMenu, page) {
  const logo = model.logo ? `<a class="logo"${attributes({ href: model.logo.href })}>${logoImages(model)}</a>` : `<a class="logo logo-name"${attributes({ href: withBase(model.basePath, "/") })}>${escapeHtml(model.name)}</a>`;
  const links = topbarLinks(model);
  return [
    '<header class="topbar"><div class="topbar-inner">',
    withMenu ? `<button type="button" class="menu-button" aria-label="Open navigation" aria-controls="sidebar" aria-expanded="false">${uiIcon("bars")}</button>` : "",
    logo,
    // Named by its visible text (a label that differed from it would not be what a voice user says); the shortcut is
    // announced as aria-keyshortcuts rather than read out as text.
    `<button type="button" class="search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">${uiIcon("magnifying-glass")}<span class="search-placeholder">Search…</span><kbd class="search-shortcut" aria-hidden="true"><span class="key-mod">Ctrl</span> K</kbd></button>`,
    '<div class="topbar-end">',
    links ? `<nav class="topbar-links" aria-label="Links">${links}</nav>` : "",
    versionSelect(model),
    switchers(model, page?.section ?? model.home),
    callToAction(model),
    model.modeToggle.isHidden ? "" : `<button type="button" class="mode-toggle" aria-label="Toggle dark mode">${uiIcon("sun", "solid", "icon icon-sun")}${uiIcon("moon", "solid", "icon icon-moon")}</button>`,
    "</div></div></header>"
  ].join("");
}
function topbarLinks(model) {
  return model.topbarLinks.map(
    (link) => `<a class="topbar-link"${attributes({ href: link.href, ...external(link.href) })}>${link.icon ? iconSvg(link.icon, "icon") ?? "" : ""}${escapeHtml(link.name)}</a>`
  ).join("");
}
function drawerLinks(model) {
  const links = topbarLinks(model);
  const cta = callToAction(model);
  if (!links && !cta) return "";
  return `<nav class="drawer-links" aria-label="Links">${links}${cta}</nav>`;
}
function logoImages(model) {
  const { light, dark } = model.logo;
  const alt = escapeAttribute(model.name);
  if (light === dark) return `<img class="logo-image" src="${escapeAttribute(light)}" alt="${alt}">`;
  return `<img class="logo-image logo-light" src="${escapeAttribute(light)}" alt="${alt}"><img class="logo-image logo-dark" src="${escapeAttribute(dark)}" alt="${alt}">`;
}
function callToAction(model) {
  const cta = model.cta;
  if (!cta) return "";
  if (cta.kind === "link")
    return `<a class="cta-button"${attributes({ href: cta.href, ...external(cta.href) })}>${escapeHtml(cta.name)}${uiIcon("chevron-right", "solid", "icon icon-small")}</a>`;
  const stars = cta.stars === void 0 ? "" : `<span class="cta-stars" aria-label="${cta.stars} stars">${uiIcon("star", "solid", "icon icon-small")}${formatStars(cta.stars)}</span>`;
  return `<a class="cta-github"${attributes({ href: cta.href, ...external(cta.href) })}>${uiIcon("github", "brands")}<span class="cta-repository">${escapeHtml(cta.repository)}</span>${stars}</a>`;
}
function formatStars(stars) {
  if (stars < 1e3) return String(Math.max(0, Math.round(stars)));
  const thousands = stars / 1e3;
  return `${thousands >= 100 ? Math.round(thousands) : Math.round(thousands * 10) / 10}k`;
}
function switchers(model, section2) {
  return memoBySection(model, `topbar\0${section2}`, () => {
    const levels = chainLevels(model, section2);
    const parts = [];
    const version = levels.find((level) => level.current.kind === "version");
    if (version)
      parts.push(
        renderSwitcher({
          label: "Version",
          level: version,
          links: globalLinks(model, levels, "version"),
          className: "switcher-topbar",
          icon: "code-branch"
        })
      );
    const language = levels.find((level) => level.current.kind === "language");
    if (language)
      parts.push(
        renderSwitcher({
          label: "Language",
          level: language,
          links: globalLinks(model, levels, "language"),
          nameOf: (s) => s.language ? languageName(s.language) : s.name,
          className: "switcher-topbar",
          icon: "globe"
        })
      );
    return parts.join("");
  });
}
function versionSelect(model) {
  if (model.versions.length === 0) return "";
  const options = model.versions.map((version) => {
    const first = firstPageOf(model.pages, version);
    return `<option${attributes({ value: version, "data-href": first?.href })}>${escapeHtml(version)}</option>`;
  });
  return `<select class="version-select" aria-label="Version">${options.join("")}</select>`;
}
function firstPageOf(pages, version) {
  return pages.find((page) => page.listed && page.version === version) ?? pages.find((page) => page.listed && page.version === void 0);
}
function external(href) {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href) && !href.startsWith("mailto:") ? { rel: "noopener" } : {};
}

// src/site/layout/switchers.ts
function renderSwitcher(options) {
  const { level, links } = options;
  const nameOf = options.nameOf ?? ((section2) => section2.name);
  const current = level.current;
  const items = level.siblings.filter((section2) => isListed(section2, current)).map(
    (section2) => switcherItem(
      nameOf(section2),
      section2.href,
      section2.icon,
      section2 === current,
      section2.description,
      section2.tag,
      section2.kind === "language" ? section2.language : void 0
    )
  ).concat(links.map((link) => switcherItem(link.name, link.href, link.icon, false, void 0, void 0, void 0)));
  const icon2 = current.icon ? iconSvg(current.icon, "icon") ?? "" : options.icon ? uiIcon(options.icon) : "";
  const summary = `<summary class="switcher-button"${attributes({ "aria-label": `${options.label}: ${nameOf(current)}` })}>${icon2}<span class="switcher-current">${escapeHtml(nameOf(current))}</span>${uiIcon("chevron-down", "solid", "icon icon-small switcher-chevron")}</summary>`;
  return `<details class="switcher ${options.className}"${attributes({ "data-switcher": options.label.toLowerCase() })}>${summary}<ul class="switcher-menu">${items.join("")}</ul></details>`;
}
function switcherItem(name, href, icon2, active, description, tag2, language) {
  const svg = icon2 ? iconSvg(icon2, "icon") ?? "" : "";
  const text5 = `<span class="switcher-text"><span class="switcher-name">${escapeHtml(name)}${tag2 ? ` <span class="badge">${escapeHtml(tag2)}</span>` : ""}</span>${description ? `<span class="switcher-description">${escapeHtml(description)}</span>` : ""}</span>`;
  const check = active ? uiIcon("check", "solid", "icon icon-small switcher-check") : "";
  const lang = language ? htmlLanguage(language) : void 0;
  return `<li><a${attributes({ class: active ? "switcher-item is-active" : "switcher-item", href, "aria-current": active ? "true" : void 0, lang, hreflang: lang, ...href ? external(href) : {} })}>${svg}${text5}${check}</a></li>`;
}
function htmlLanguage(code) {
  return code === "cn" ? "zh" : code === "jp" ? "ja" : code;
}
var languageNames = /* @__PURE__ */ new Map();
function languageName(code) {
  let name = languageNames.get(code);
  if (name === void 0) {
    const tag2 = htmlLanguage(code);
    try {
      const found = new Intl.DisplayNames([tag2], { type: "language" }).of(tag2);
      name = found && found !== tag2 ? found.charAt(0).toLocaleUpperCase(tag2) + found.slice(1) : code;
    } catch {
      name = code;
    }
    languageNames.set(code, name);
  }
  return name;
}

// src/site/model/reader-config.ts
import { createHash } from "node:crypto";

// src/site/model/bounded-text.ts
var MAX_HEAD_DESCRIPTION = 500;
var MAX_META_CONTENT = 2048;
var MAX_BANNER = 1e3;
function boundedText(text5, max) {
  if (text5.length <= max) return text5;
  let end = max - 1;
  const last = text5.charCodeAt(end - 1);
  if (last >= 55296 && last <= 56319) end--;
  const cut2 = text5.slice(0, end);
  const space = cut2.search(/\s\S*$/);
  return `${(space > end * 0.8 ? cut2.slice(0, space) : cut2).trimEnd()}…`;
}

// src/site/model/reader-config.ts
function readerConfig(config, context) {
  const background = isObject(config.background) ? config.background : {};
  const decoration = background.decoration ?? background.style;
  const banner = siteBanner(config.banner, context);
  const fonts = siteFonts(config.fonts ?? config.font, context);
  const styling = isObject(config.styling) ? config.styling : {};
  const notFound = notFoundPage(config.errors);
  const codeBlock2 = isObject(config.codeBlock) ? config.codeBlock : {};
  return {
    ...banner ? { banner } : {},
    footerLinks: footerLinks(isObject(config.footer) ? config.footer.links : void 0, context),
    metatags: siteMetatags(config.seo ?? (isObject(config.metadata) ? { metatags: config.metadata } : void 0)),
    ...decoration === "gradient" || decoration === "grid" || decoration === "windows" ? { decoration } : {},
    ...fonts ? { fonts } : {},
    ...(styling.codeblocks ?? codeBlock2.mode) === "dark" ? { codeblocks: "dark" } : {},
    redirects: siteRedirects(config.redirects, context),
    ...notFound ? { notFound } : {}
  };
}
function siteBanner(value, context) {
  if (!isObject(value)) return void 0;
  const content = text2(value.content);
  if (!content) return void 0;
  const color = isObject(value.color) ? value.color : {};
  const light = hexColor(color.light);
  const dark = hexColor(color.dark);
  const type = value.type === "warning" || value.type === "critical" ? value.type : "info";
  return {
    html: inlineMarkdown(boundedText(content, MAX_BANNER), context),
    // A new text shows again to a reader who closed the previous one.
    id: createHash("sha256").update(content).digest("hex").slice(0, 12),
    dismissible: value.dismissible === true,
    type,
    ...light || dark ? { color: { ...light ? { light } : {}, ...dark ? { dark } : {} } } : {}
  };
}
var INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`([^`]+)`/g;
function inlineMarkdown(source, context) {
  let html = "";
  let at = 0;
  for (const match of source.matchAll(INLINE)) {
    html += escapeHtml(source.slice(at, match.index));
    at = match.index + match[0].length;
    const [, label, href, strong1, strong2, em1, em2, code] = match;
    if (label !== void 0) {
      const target = linkHref(href, context);
      const inner = inlineMarkdown(label, context);
      html += target ? `<a href="${escapeAttribute(target)}">${inner}</a>` : inner;
    } else if (strong1 !== void 0 || strong2 !== void 0)
      html += `<strong>${inlineMarkdown(strong1 ?? strong2, context)}</strong>`;
    else if (em1 !== void 0 || em2 !== void 0) html += `<em>${inlineMarkdown(em1 ?? em2, context)}</em>`;
    else html += `<code>${escapeHtml(code)}</code>`;
  }
  return html + escapeHtml(source.slice(at));
}
function footerLinks(value, context) {
  const columns = [];
  for (const column of Array.isArray(value) ? value.slice(0, 4) : []) {
    const written = isObject(column) ? column.items ?? column.links : void 0;
    if (!isObject(column) || !Array.isArray(written)) continue;
    const items = written.flatMap((item) => {
      if (!isObject(item)) return [];
      const label = text2(item.label);
      const href = linkHref(item.href ?? item.url, context);
      return label && href ? [{ label, href }] : [];
    });
    const header2 = text2(column.header) ?? text2(column.title);
    if (items.length > 0) columns.push({ ...header2 ? { header: header2 } : {}, items });
  }
  return columns;
}
function tagRecord(value) {
  return isObject(value) ? Object.entries(value).flatMap(
    ([name, content]) => name.trim() && typeof content === "string" && content.trim() ? [[name.trim(), content]] : []
  ) : [];
}
function siteMetatags(value) {
  const seo = isObject(value) ? value : {};
  const paths = (Array.isArray(seo.paths) ? seo.paths : []).flatMap((entry) => {
    const path5 = isObject(entry) ? text2(entry.path)?.replace(/^\/+|\/+$/g, "") : void 0;
    return path5 && isObject(entry) ? [{ path: path5, tags: tagRecord(entry.metatags) }] : [];
  });
  paths.sort((a, b) => b.path.length - a.path.length);
  return { all: tagRecord(seo.metatags), paths };
}
function pageMetatags(model, file, own = {}) {
  const tags = new Map(model.metatags.all);
  if (file !== void 0) {
    for (const entry of [...model.metatags.paths].reverse())
      if (file.startsWith(`${entry.path}/`)) for (const [name, content] of entry.tags) tags.set(name, content);
  }
  for (const [name, content] of Object.entries(own)) tags.set(name, content);
  return [...tags];
}
function siteFont(value, context) {
  if (!isObject(value)) return void 0;
  const family = text2(value.family);
  if (!family || /["\\<>;{}]/.test(family)) return void 0;
  const weight = typeof value.weight === "number" && Number.isFinite(value.weight) ? value.weight : void 0;
  const source = assetHref(value.source ?? value.url, context);
  const format = value.format === "woff" || value.format === "woff2" ? value.format : void 0;
  return {
    family,
    ...weight !== void 0 ? { weight } : {},
    ...source ? { source, ...format ? { format } : {} } : {}
  };
}
function siteFonts(value, context) {
  if (!isObject(value)) return void 0;
  if (value.family !== void 0) {
    const font = siteFont(value, context);
    return font ? { heading: font, body: font } : void 0;
  }
  const heading = siteFont(value.heading ?? value.headings, context);
  const body = siteFont(value.body, context);
  return heading || body ? { ...heading ? { heading } : {}, ...body ? { body } : {} } : void 0;
}
function siteRedirects(value, context) {
  const redirects = [];
  for (const entry of Array.isArray(value) ? value : []) {
    if (!isObject(entry)) continue;
    const source = text2(entry.source);
    if (typeof entry.destination === "string" && leavesSite(entry.destination)) continue;
    const href = linkHref(entry.destination, context) ?? externalOrPath(entry.destination, context);
    if (!source || !href || /[*:?#]/.test(source)) continue;
    const path5 = sourceFolder(source);
    if (path5 && !path5.split("/").some((part) => part === "." || part === "..")) redirects.push({ path: path5, href });
  }
  return redirects;
}
function externalOrPath(value, context) {
  const destination = text2(value);
  if (!destination?.startsWith("/") || destination.startsWith("//")) return void 0;
  return `${context.basePath}${encodeURI(destination)}`;
}
function notFoundPage(value) {
  const page = isObject(value) && isObject(value["404"]) ? value["404"] : void 0;
  if (!page) return void 0;
  const title = text2(page.title);
  const description = text2(page.description);
  return {
    redirect: page.redirect !== false,
    ...title ? { title } : {},
    ...description ? { description } : {}
  };
}

// src/site/layout/head.ts
var NO_FAVICON = "data:,";
function renderHead(model, options) {
  const title = options.title === model.name ? model.name : `${options.title} - ${model.name}`;
  const written = options.description ?? model.description;
  const description = written === void 0 ? void 0 : boundedText(written, MAX_HEAD_DESCRIPTION);
  const { primary, light, dark, background } = model.colors;
  const variables = [`--primary:${primary}`, `--primary-light:${light}`, `--primary-dark:${dark}`];
  if (background?.light) variables.push(`--background-light:${background.light}`);
  if (background?.dark) variables.push(`--background-dark:${background.dark}`);
  if (model.banner?.color?.light) variables.push(`--banner-light:${model.banner.color.light}`);
  if (model.banner?.color?.dark) variables.push(`--banner-dark:${model.banner.color.dark}`);
  const base = model.basePath;
  const extras = (options.extras ?? []).map(
    (extra) => PAGE_EXTRAS[extra]
  );
  return [
    '<meta charset="utf-8">',
    PAGE_POLICY_META,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeAttribute(description)}">` : "",
    options.noindex ? '<meta name="robots" content="noindex">' : "",
    options.redirectTo ? `<meta http-equiv="refresh" content="0; url=${escapeAttribute(options.redirectTo)}">` : "",
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
    description ? `<meta property="og:description" content="${escapeAttribute(description)}">` : "",
    `<meta property="og:site_name" content="${escapeAttribute(model.name)}">`,
    '<meta property="og:type" content="website">',
    '<meta name="generator" content="docsgate">',
    ...pageMetatags(model, options.file).map(
      ([name, content]) => `<meta ${/^(?:og|article|book|profile|fb):/i.test(name) ? "property" : "name"}="${escapeAttribute(name)}" content="${escapeAttribute(boundedText(content, MAX_META_CONTENT))}">`
    ),
    `<link rel="icon" href="${escapeAttribute(model.favicon ?? NO_FAVICON)}">`,
    `<link rel="stylesheet" href="${escapeAttribute(withBase(base, "/_docsgate/theme.css"))}">`,
    ...extras.flatMap(
      ({ stylesheet }) => stylesheet ? [`<link rel="stylesheet" href="${escapeAttribute(withBase(base, `/_docsgate/${stylesheet}`))}">`] : []
    ),
    `<style>${fontFaces(model)}:root{${[...variables, ...fontVariables(model)].join(";")}}</style>`,
    `<script>${EARLY_SCRIPT}</script>`,
    `<script src="${escapeAttribute(withBase(base, "/_docsgate/client.js"))}" defer></script>`,
    ...extras.flatMap(
      ({ script }) => script ? [`<script src="${escapeAttribute(withBase(base, `/_docsgate/${script}`))}" defer></script>`] : []
    ),
    ...extras.flatMap(
      ({ module }) => module ? [`<script type="module" src="${escapeAttribute(withBase(base, `/_docsgate/${module}`))}"></script>`] : []
    )
  ].filter(Boolean).join("\n");
}
function htmlAttributes(model, page) {
  const forced = model.modeToggle.isHidden ? model.modeToggle.default : void 0;
  const language = page?.language;
  const index = searchIndexPath(model, language);
  return {
    lang: language ? htmlLanguage(language) : "en",
    "data-theme": model.modeToggle.default ?? "light",
    "data-base": model.basePath,
    "data-theme-default": model.modeToggle.default,
    "data-theme-forced": forced,
    "data-versions": model.versions.length > 0 ? model.versions.join("\n") : void 0,
    "data-page-version": page?.version,
    "data-banner": model.banner?.dismissible ? model.banner.id : void 0,
    "data-decoration": model.decoration,
    "data-codeblocks": model.codeblocks,
    "data-search-index": index === SEARCH_INDEX_PATH ? void 0 : withBase(model.basePath, `/${index}`)
  };
}
function fontFaces(model) {
  const fonts = [model.fonts?.heading, model.fonts?.body].filter((font) => font?.source !== void 0);
  return [...new Map(fonts.map((font) => [`${font.family}\0${font.source}`, font])).values()].map(
    (font) => `@font-face{font-family:"${font.family}";src:${cssUrl(font.source.replace(/</g, "%3C"))}${font.format ? ` format("${font.format}")` : ""};font-display:swap${font.weight !== void 0 ? `;font-weight:${font.weight}` : ""}}`
  ).join("");
}
function fontVariables(model) {
  const { heading, body } = model.fonts ?? {};
  return [
    ...body ? [`--font-sans:"${body.family}",${SYSTEM_SANS}`] : [],
    ...body?.weight !== void 0 ? [`--font-body-weight:${body.weight}`] : [],
    ...heading ? [`--font-heading:"${heading.family}",${SYSTEM_SANS}`] : [],
    ...heading?.weight !== void 0 ? [`--font-heading-weight:${heading.weight}`] : []
  ];
}
var SYSTEM_SANS = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

// src/site/layout/page-parts.ts
function renderTabsBar(model, page) {
  const section2 = page?.section ?? model.home;
  return memoBySection(model, `tabs\0${section2}`, () => {
    const levels = chainLevels(model, section2);
    const level = levelOf(levels, "tab");
    const links = globalLinks(model, levels, "tab");
    if (!level && links.length === 0) return "";
    const siblings = level?.siblings ?? [];
    const currentTab = level?.current.kind === "tab" ? level.current : void 0;
    const top = siblings.find((s) => s.kind === "top");
    const items = [
      top ? tabLink(model.topAnchor.name, top.href, !currentTab, void 0, void 0) : "",
      ...siblings.filter((s) => s.kind === "tab").map((tab) => isListed(tab, currentTab) ? tabItem(model, tab, tab === currentTab, levels) : ""),
      ...links.map((link) => tabLink(link.name, link.href, false, void 0, link.icon))
    ];
    return `<nav class="tabs-bar" aria-label="Sections"><div class="tabs-bar-inner">${items.join("")}</div></nav>`;
  });
}
function tabLink(name, href, active, version, icon2) {
  const svg = icon2 ? iconSvg(icon2, "icon") ?? "" : "";
  return `<a${attributes({ class: active ? "tab-link is-active" : "tab-link", href, "data-version": version, ...href ? external(href) : {} })}>${svg}${escapeHtml(name)}</a>`;
}
function tabItem(model, tab, active, levels) {
  const items = childrenOf(model, tab).filter((child) => child.kind === "menu");
  if (items.length === 0) return tabLink(tab.name, tab.href, active, tab.version, tab.icon);
  const current = levels.find((level) => level.current.parent === tab.id)?.current;
  const svg = tab.icon ? iconSvg(tab.icon, "icon") ?? "" : "";
  const list2 = items.filter((item) => isListed(item, current)).map(
    (item) => switcherItem(item.name, item.href, item.icon, item === current, item.description, void 0, void 0)
  );
  return `<details class="tab-menu"><summary${attributes({ class: active ? "tab-link is-active" : "tab-link" })}>${svg}${escapeHtml(tab.name)}${uiIcon("chevron-down", "solid", "icon icon-small switcher-chevron")}</summary><ul class="switcher-menu tab-menu-list">${list2.join("")}</ul></details>`;
}
function renderToc(toc) {
  if (toc.length === 0) return "";
  let html = "";
  let open = false;
  for (const entry of toc) {
    const link = `<a href="#${escapeAttribute(entry.id)}">${escapeHtml(entry.text)}</a>`;
    if (entry.depth === 3 && html) {
      html += `${open ? "" : "<ul>"}<li class="toc-h3">${link}</li>`;
      open = true;
    } else {
      html += `${open ? "</ul>" : ""}${html ? "</li>" : ""}<li class="toc-h${entry.depth}">${link}`;
      open = false;
    }
  }
  html += `${open ? "</ul>" : ""}</li>`;
  return `<div class="toc"><nav aria-label="On this page"><p class="toc-title">On this page</p><ul>${html}</ul></nav></div>`;
}
function renderPrevNext(model, page) {
  if (!page.listed || page.hidden) return "";
  const { chain, at: positions } = readingChain(model, page);
  const at = positions.get(page) ?? -1;
  const previous = at > 0 ? chain[at - 1] : void 0;
  const next = at >= 0 ? chain[at + 1] : void 0;
  if (!previous && !next) return "";
  const link = (target, rel) => `<a class="pager-${rel}" rel="${rel}" href="${escapeAttribute(target.href)}"><span class="pager-label">${rel === "prev" ? `${uiIcon("chevron-left", "solid", "icon icon-small")}Previous` : `Next${uiIcon("chevron-right", "solid", "icon icon-small")}`}</span><span class="pager-title">${escapeHtml(target.title)}</span></a>`;
  return `<nav class="pager" aria-label="Previous and next pages">${previous ? link(previous, "prev") : "<span></span>"}${next ? link(next, "next") : ""}</nav>`;
}
var chains = /* @__PURE__ */ new WeakMap();
function readingChain(model, page) {
  let bySection = chains.get(model);
  if (!bySection) chains.set(model, bySection = /* @__PURE__ */ new Map());
  const key = `${page.section}\0${page.version ?? ""}`;
  let found = bySection.get(key);
  if (!found) {
    const chain = model.pages.filter(
      (p) => p.listed && !p.hidden && p.section === page.section && (p.version === void 0 || page.version === void 0 || p.version === page.version)
    );
    found = { chain, at: new Map(chain.map((p, i) => [p, i])) };
    bySection.set(key, found);
  }
  return found;
}
function renderFeedback(model, page) {
  return renderRating(model) + renderFeedbackLinks(model, page);
}
function renderRating(model) {
  if (!model.feedback.thumbsRating) return "";
  const button = (answer, icon2) => `<button type="button" class="rating-button" aria-pressed="false" data-answer="${answer}">${uiIcon(icon2, "regular")}${answer}</button>`;
  return `<div class="rating" role="group" aria-label="Page feedback"><span class="rating-question">Was this page helpful?</span>${button("Yes", "thumbs-up")}${button("No", "thumbs-down")}<span class="rating-thanks" role="status"></span></div>`;
}
function renderFeedbackLinks(model, page) {
  const { suggestEdit, raiseIssue, repository } = model.feedback;
  if (!repository || !suggestEdit && !raiseIssue) return "";
  const repo = `${repository.serverUrl.replace(/\/+$/, "")}/${repository.slug}`;
  const links = [];
  if (suggestEdit && !page.generated) {
    const file = [repository.docsPath.replace(/^\/+|\/+$/g, ""), page.file].filter(Boolean).join("/");
    const href = `${repo}/edit/${encodePath(repository.branch)}/${encodePath(file)}`;
    links.push(
      `<a class="feedback-link" href="${escapeAttribute(href)}" rel="noopener">${uiIcon("pen-to-square", "regular")}Suggest edits</a>`
    );
  }
  if (raiseIssue) {
    const route = pageRoute(page.file);
    const path5 = route === "/" ? route : route.slice(0, -1);
    const href = `${repo}/issues/new?title=${encodeURIComponent("Issue on docs")}&body=${encodeURIComponent(`Path: ${path5}`)}`;
    links.push(
      `<a class="feedback-link" href="${escapeAttribute(href)}" rel="noopener">${uiIcon("circle-exclamation")}Raise issue</a>`
    );
  }
  return `<div class="feedback">${links.join("")}</div>`;
}
function encodePath(value) {
  return value.split("/").map(encodeURIComponent).join("/");
}
var SOCIALS = {
  website: { label: "Website", icon: "globe", style: "solid" },
  facebook: { label: "Facebook", icon: "facebook", style: "brands" },
  x: { label: "X", icon: "x-twitter", style: "brands" },
  discord: { label: "Discord", icon: "discord", style: "brands" },
  slack: { label: "Slack", icon: "slack", style: "brands" },
  github: { label: "GitHub", icon: "github", style: "brands" },
  linkedin: { label: "LinkedIn", icon: "linkedin", style: "brands" },
  instagram: { label: "Instagram", icon: "instagram", style: "brands" },
  "hacker-news": { label: "Hacker News", icon: "hacker-news", style: "brands" },
  youtube: { label: "YouTube", icon: "youtube", style: "brands" },
  medium: { label: "Medium", icon: "medium", style: "brands" },
  telegram: { label: "Telegram", icon: "telegram", style: "brands" },
  twitter: { label: "Twitter", icon: "twitter", style: "brands" },
  "x-twitter": { label: "X", icon: "x-twitter", style: "brands" },
  "earth-americas": { label: "Website", icon: "earth-americas", style: "solid" },
  bluesky: { label: "Bluesky", icon: "bluesky", style: "brands" },
  threads: { label: "Threads", icon: "threads", style: "brands" },
  reddit: { label: "Reddit", icon: "reddit", style: "brands" },
  podcast: { label: "Podcast", icon: "podcast", style: "solid" }
};
function renderFooter(model) {
  const socials = model.footerSocials.map(({ platform, href }) => {
    const social = SOCIALS[platform];
    return `<a class="social-link"${attributes({ href, "aria-label": social.label, title: social.label, ...external(href) })}>${iconSvg({ name: social.icon, style: social.style }) ?? ""}</a>`;
  }).join("");
  const columns = model.footerLinks.map((column, index) => {
    const id = `footer-column-${index}`;
    const header2 = column.header ? `<p class="footer-column-header" id="${id}">${escapeHtml(column.header)}</p>` : "";
    const items = column.items.map(
      (item) => `<li><a${attributes({ href: item.href, ...external(item.href) })}>${escapeHtml(item.label)}</a></li>`
    ).join("");
    return `<div class="footer-column">${header2}<ul${column.header ? ` aria-labelledby="${id}"` : ""}>${items}</ul></div>`;
  }).join("");
  const links = columns ? `<nav class="footer-links" aria-label="Footer">${columns}</nav>` : "";
  return `<footer class="site-footer">${links}${socials ? `<div class="socials">${socials}</div>` : ""}<p class="powered">${escapeHtml(model.name)} · Built with docsgate</p></footer>`;
}

// src/site/layout/search-dialog.ts
function renderSearchDialog() {
  return [
    '<div class="search-backdrop" hidden>',
    '<div class="search-dialog" role="dialog" aria-modal="true" aria-label="Search documentation">',
    '<div class="search-field"><input type="search" aria-label="Search the docs" placeholder="Search the docs…" autocomplete="off" spellcheck="false"><kbd>Esc</kbd></div>',
    '<ul class="search-results" aria-label="Search results"></ul>',
    '<p class="search-status" role="status"></p>',
    "</div>",
    "</div>"
  ].join("");
}

// src/site/model/nav-items.ts
function navEntry(page, context) {
  const generated = page.operation ? context.generated?.entries.get(page) : void 0;
  if (generated !== void 0) return pageItem(generated, context);
  const target = page.target;
  if (target.kind === "url") {
    const href = linkHref(page.entry, context);
    return href ? {
      kind: "link",
      label: page.entry.trim().replace(/^[a-z]+:\/\/(?:www\.)?/i, "").replace(/\/$/, ""),
      href
    } : void 0;
  }
  const file = target.kind === "page" ? target.file : target.kind === "case-mismatch" ? target.actual : void 0;
  return file ? pageItem(file, context) : void 0;
}
function pageItem(file, context) {
  const page = context.pages.get(file);
  if (!page) return void 0;
  const icon2 = iconRef(page.icon, page.iconType, context);
  return {
    kind: "page",
    file,
    href: withBase(context.basePath, pageUrl(file)),
    label: page.sidebarTitle?.trim() || page.title,
    ...icon2 ? { icon: icon2 } : {},
    ...page.method ? { method: page.method } : {},
    ...page.tag ? { tag: page.tag } : {},
    ...page.hidden ? { hidden: true } : {}
  };
}
function navGroup(group3, context, version) {
  const ownVersion = text2(group3.value.version) ?? version;
  const items = [];
  for (const child of group3.children) {
    if (child.kind === "page") pushDefined(items, navEntry(child, context));
    else if (typeof child.value.group === "string") items.push(navGroup(child, context, ownVersion));
  }
  items.push(...generatedGroups(group3, context));
  const icon2 = iconRef(group3.icon, group3.value.iconType, context);
  const root = group3.root ? navEntry(group3.root, context) : void 0;
  const tag2 = text2(group3.tag);
  return {
    kind: "group",
    name: text2(group3.name) ?? "",
    ...icon2 ? { icon: icon2 } : {},
    ...ownVersion ? { version: ownVersion } : {},
    ...root?.kind === "page" ? { root } : {},
    ...tag2 ? { tag: tag2 } : {},
    ...group3.expanded === true ? { expanded: true } : {},
    ...group3.hidden ? { hidden: true } : {},
    items
  };
}
function looseGroup(pages, context) {
  const items = [];
  for (const page of pages) pushDefined(items, navEntry(page, context));
  return { kind: "group", name: "", items };
}
function generatedGroups(node, context) {
  return (context.generated?.groups.get(node) ?? []).map((group3) => {
    const items = [];
    for (const file of group3.pages) pushDefined(items, pageItem(file, context));
    return { kind: "group", name: group3.name, items };
  });
}
function pushDefined(list2, item) {
  if (item !== void 0) list2.push(item);
}
function firstPage(items, accepted = () => true) {
  for (const item of items) {
    if (item.kind === "page" && !item.hidden && accepted(item)) return item;
    if (item.kind === "group" && !item.hidden) {
      const found = item.root && accepted(item.root) ? item.root : firstPage(item.items, accepted);
      if (found) return found;
    }
  }
  return void 0;
}
function countEntries(items) {
  let count = 0;
  for (const item of items) count += 1 + (item.kind === "group" ? countEntries(item.items) : 0);
  return count;
}

// src/site/layout/sidebar-window.ts
var SIDEBAR_WINDOW = 15;
function windowAround(length, at) {
  const size = 2 * SIDEBAR_WINDOW + 1;
  const from = Math.max(0, Math.min(at - SIDEBAR_WINDOW, length - size));
  return { from, to: Math.min(length, from + size) };
}
var places = /* @__PURE__ */ new WeakMap();
function placeOf(section2, href) {
  let byHref = places.get(section2);
  if (!byHref) {
    const found = /* @__PURE__ */ new Map();
    const visit = (items, above) => {
      for (const item of items) {
        if (item.kind === "page") {
          if (!found.has(item.href)) found.set(item.href, [...above, item]);
        } else if (item.kind === "group") {
          const path5 = [...above, item];
          if (item.root && !found.has(item.root.href)) found.set(item.root.href, path5);
          visit(item.items, path5);
        }
      }
    };
    for (const group3 of section2.groups) {
      if (group3.root && !found.has(group3.root.href)) found.set(group3.root.href, [group3]);
      visit(group3.items, [group3]);
    }
    places.set(section2, byHref = found);
  }
  return byHref.get(href);
}

// src/site/layout/sidebar.ts
var SIDEBAR_INLINE_LIMIT = 200;
function sharedSidebarPath(section2) {
  return `_docsgate/nav/${section2.id}.html`;
}
var bigSections = /* @__PURE__ */ new WeakMap();
function isBigSection(section2) {
  let big = bigSections.get(section2);
  if (big === void 0) bigSections.set(section2, big = countEntries(section2.groups) > SIDEBAR_INLINE_LIMIT);
  return big;
}
function renderSidebar(model, page) {
  const id = page?.section ?? model.home;
  const section2 = sectionById(model, id) ?? sectionById(model, model.home) ?? model.sections[0];
  const current = page?.listed ? page.href : void 0;
  const groups = section2 ? sidebarGroups(model, section2, current) : "";
  const head = section2 ? memoBySection(model, `sidebar\0${section2.id}`, () => sidebarHead(model, section2)) : "";
  const links = memoBySection(model, "drawer-links", () => drawerLinks(model));
  return `<div class="sidebar" id="sidebar">${links}<nav aria-label="Sidebar">${head}${groups}</nav></div>`;
}
var drawnGroups = /* @__PURE__ */ new WeakMap();
var drawnCollapsedGroups = /* @__PURE__ */ new WeakMap();
var drawnCollapsedSubgroups = /* @__PURE__ */ new WeakMap();
function memo(cache, value, draw) {
  let html = cache.get(value);
  if (html === void 0) cache.set(value, html = draw(value));
  return html;
}
function sidebarGroups(model, section2, current) {
  const place = current === void 0 ? void 0 : placeOf(section2, current);
  const own = place?.[0];
  const shown2 = section2.groups.filter((g) => !g.hidden);
  if (!isBigSection(section2))
    return `<div class="nav-groups">${shown2.map((g) => g === own ? group2(g, current) : memo(drawnGroups, g, (v) => group2(v, void 0))).join("")}</div>`;
  const { from, to } = windowAround(shown2.length, Math.max(0, own ? shown2.indexOf(own) : 0));
  const body = shown2.slice(from, to).map((g) => g === own ? group2(g, current, place.slice(1)) : memo(drawnCollapsedGroups, g, collapsedGroup)).join("");
  const more = (count) => count > 0 ? `<p class="nav-elided">${moreText(count)}</p>` : "";
  return `<div class="nav-groups"${attributes({ "data-shared-nav": withBase(model.basePath, `/${sharedSidebarPath(section2)}`) })}>${more(from)}${body}${more(shown2.length - to)}</div>`;
}
function sharedSidebar(section2) {
  return section2.groups.filter((g) => !g.hidden).map((g) => group2(g, void 0)).join("");
}
function group2(value, current, below) {
  const label = `${icon(value.icon)}<span>${escapeHtml(value.name)}</span>${tag(value)}`;
  const title = value.root ? `<a class="nav-group-title"${attributes({ href: value.root.href, "aria-current": value.root.href === current ? "page" : void 0 })}>${label}</a>` : value.name ? `<p class="nav-group-title">${label}</p>` : "";
  return `<div class="nav-group"${attributes({ "data-version": value.version })}>${title}<ul>${entries(value.items, current, below)}</ul></div>`;
}
function entries(items, current, below) {
  if (!below) return items.map((item) => navItem(item, current)).join("");
  const drawn2 = items.filter((item) => item.kind === "link" || !item.hidden);
  const next = below[0];
  const { from, to } = windowAround(drawn2.length, Math.max(0, next ? drawn2.indexOf(next) : 0));
  const shown2 = drawn2.slice(from, to).map(
    (item) => item.kind !== "group" ? navItem(item, current) : item === next ? subgroup(item, current, true, entries(item.items, current, below.slice(1))) : memo(drawnCollapsedSubgroups, item, collapsedSubgroup)
  ).join("");
  const more = (count) => count > 0 ? `<li class="nav-elided">${moreText(count)}</li>` : "";
  return `${more(from)}${shown2}${more(drawn2.length - to)}`;
}
function moreText(count) {
  return `… ${count.toLocaleString("en-US")} more`;
}
function tag(value) {
  return value.tag ? `<span class="badge nav-tag">${escapeHtml(value.tag)}</span>` : "";
}
function collapsedGroup(value) {
  const first = value.root ?? firstPage(value.items);
  const title = `${icon(value.icon)}<span>${escapeHtml(value.name || first?.label || "")}</span>${tag(value)}`;
  return `<div class="nav-group nav-group-collapsed"${attributes({ "data-version": value.version })}>${first ? `<a class="nav-group-title" href="${escapeAttribute(first.href)}">${title}</a>` : `<p class="nav-group-title">${title}</p>`}</div>`;
}
function collapsedSubgroup(value) {
  const first = value.root ?? firstPage(value.items);
  const label = `${icon(value.icon)}<span>${escapeHtml(value.name)}</span>${tag(value)}`;
  return `<li class="nav-subgroup nav-subgroup-collapsed"${attributes({ "data-version": value.version })}>${first ? `<a class="nav-link" href="${escapeAttribute(first.href)}">${label}</a>` : `<span class="nav-link">${label}</span>`}</li>`;
}
function navItem(item, current) {
  if (item.kind === "page") {
    if (item.hidden) return "";
    return `<li><a class="nav-link"${attributes({ href: item.href, "aria-current": item.href === current ? "page" : void 0 })}>${icon(item.icon)}${item.method ? methodBadge(item.method) : ""}<span>${escapeHtml(item.label)}</span>${tag(item)}</a></li>`;
  }
  if (item.kind === "link") {
    return `<li><a class="nav-link nav-external"${attributes({ href: item.href, ...external(item.href) })}><span>${escapeHtml(item.label)}</span></a></li>`;
  }
  if (item.hidden) return "";
  const open = item.expanded === true || current !== void 0 && contains(item.items, current) || item.root !== void 0 && item.root.href === current;
  return subgroup(item, current, open, item.items.map((child) => navItem(child, current)).join(""));
}
function subgroup(item, current, open, inner) {
  const name = item.root ? `<a class="nav-group-root"${attributes({ href: item.root.href, "aria-current": item.root.href === current ? "page" : void 0 })}>${escapeHtml(item.name)}</a>` : `<span>${escapeHtml(item.name)}</span>`;
  return `<li class="nav-subgroup"${attributes({ "data-version": item.version })}><details${open ? " open" : ""}><summary>${icon(item.icon)}${name}${tag(item)}</summary><ul>${inner}</ul></details></li>`;
}
function contains(items, href) {
  return items.some(
    (item) => item.kind === "page" && item.href === href || item.kind === "group" && (item.root?.href === href || contains(item.items, href))
  );
}
function icon(ref) {
  return ref ? iconSvg(ref, "icon nav-icon") ?? "" : "";
}
function sidebarHead(model, section2) {
  const levels = chainLevels(model, section2.id);
  const switchers2 = [];
  const joined = /* @__PURE__ */ new Set(["tab"]);
  for (const level of levels) {
    const kind = level.current.kind;
    if (kind !== "product" && kind !== "dropdown") continue;
    joined.add(kind);
    const label = kind === "product" ? "Product" : "Section";
    switchers2.push(
      renderSwitcher({
        label,
        level,
        links: globalLinks(model, levels, kind),
        className: "switcher-sidebar",
        icon: kind === "product" ? "cubes" : "layer-group"
      })
    );
  }
  if (levelOf(levels, "language")) joined.add("language");
  if (levelOf(levels, "version")) joined.add("version");
  const links = model.global.filter(
    (link) => !joined.has(link.kind) && globalLinks(model, levels, link.kind).includes(link)
  );
  return `${switchers2.length > 0 ? `<div class="switchers">${switchers2.join("")}</div>` : ""}${anchorList(model, levels, links)}`;
}
function anchorList(model, levels, links) {
  const level = levelOf(levels, "anchor");
  const current = level?.current;
  const anchors = (level?.siblings ?? []).filter((s) => s.kind === "anchor" && isListed(s, current));
  if (anchors.length === 0 && links.length === 0) return "";
  const top = level?.siblings.find((s) => s.kind === "top");
  const items = [
    top ? anchorLink(
      model.topAnchor.name,
      top.href ?? withBase(model.basePath, "/"),
      iconSvg(model.topAnchor.icon, "icon") ?? "",
      void 0,
      current?.kind !== "anchor",
      void 0
    ) : "",
    ...anchors.map(
      (anchor) => anchorLink(
        anchor.name,
        anchor.href,
        anchor.icon ? iconSvg(anchor.icon, "icon") ?? "" : "",
        anchor.color,
        anchor === current,
        anchor.version
      )
    ),
    ...links.map(
      (link) => anchorLink(
        link.name,
        link.href,
        link.icon ? iconSvg(link.icon, "icon") ?? "" : "",
        void 0,
        false,
        void 0
      )
    )
  ];
  return `<ul class="anchors">${items.join("")}</ul>`;
}
function anchorLink(name, href, svg, color, active, version) {
  const background = color === void 0 ? void 0 : typeof color === "string" ? `background:${color}` : `background:linear-gradient(45deg,${color.from},${color.to})`;
  const square = `<span class="anchor-icon"${attributes({ style: background, "data-colored": background ? "true" : void 0 })}>${svg}</span>`;
  return `<li${attributes({ "data-version": version })}><a${attributes({ class: active ? "anchor-link is-active" : "anchor-link", href, "data-anchor": name, ...href ? external(href) : {} })}>${square}<span>${escapeHtml(name)}</span></a></li>`;
}

// src/site/layout/site-extras.ts
function siteExtras(model) {
  const extras = [];
  if (model.banner || model.decoration || model.fonts || model.codeblocks) extras.push("config-fields");
  if (model.mathEverywhere) extras.push("katex");
  return extraList(extras);
}
function pageExtras(model, page) {
  return extraList(siteExtras(model), page.extras ?? []);
}

// src/site/layout/render-page-document.ts
function renderPageDocument(model, page) {
  const href = withBase(model.basePath, pageUrl(page.file));
  const site = sitePageOf(model, page.file) ?? {
    file: page.file,
    href,
    title: page.title,
    section: model.home,
    listed: false
  };
  const mode = page.mode ?? "default";
  const main = mode === "custom" || mode === "frame" ? `<main class="custom-page" id="content">${page.html}</main>` : `<main class="content" id="content"><article class="page">${pageHeader(model, page, site)}${pageBody(page, mode)}${renderFeedback(model, site)}${renderPrevNext(model, site)}</article>${renderFooter(model)}</main>`;
  const sidebar = mode === "custom" || mode === "center" ? "" : renderSidebar(model, site);
  const toc = mode === "default" && !page.aside ? renderToc(page.toc) : "";
  return documentShell(
    model,
    {
      title: page.title,
      description: page.description,
      href,
      file: page.file,
      noindex: site.noindex === true,
      extras: pageExtras(model, page)
    },
    site,
    `<div class="layout layout-${mode}${toc ? "" : " no-toc"}${sidebar ? "" : " no-sidebar"}">${sidebar}${main}${toc}</div>`,
    mode !== "custom" && mode !== "center"
  );
}
var sitePages = /* @__PURE__ */ new WeakMap();
function sitePageOf(model, file) {
  let byFile = sitePages.get(model);
  if (!byFile) {
    byFile = /* @__PURE__ */ new Map();
    for (const page of model.pages) if (!byFile.has(page.file)) byFile.set(page.file, page);
    sitePages.set(model, byFile);
  }
  return byFile.get(file);
}
function renderNotFoundDocument(model) {
  const home = sectionById(model, model.home)?.href ?? withBase(model.basePath, "/");
  const title = model.notFound?.title ?? "Page not found";
  const description = model.notFound?.description ?? "There is no page at this address. It may have moved, or the link may be mistyped.";
  const main = `<main class="content" id="content"><article class="page not-found"><header class="page-header"><p class="eyebrow">404</p><h1>${escapeHtml(title)}</h1><p class="description">${escapeHtml(description)}</p></header><p><a class="button" href="${escapeAttribute(home)}">Go to the start page</a></p></article>${renderFooter(model)}</main>`;
  return documentShell(
    model,
    { title, extras: siteExtras(model), ...model.notFound?.redirect ? { redirectTo: home } : {} },
    void 0,
    `<div class="layout no-toc">${renderSidebar(model, void 0)}${main}</div>`,
    true
  );
}
function documentShell(model, head, page, body, withMenu) {
  const background = model.backgroundImage ? `<div class="background-image" aria-hidden="true"${attributes({ style: `background-image:${cssUrl(model.backgroundImage)}` })}></div>` : "";
  return [
    "<!doctype html>",
    `<html${attributes(htmlAttributes(model, page))}>`,
    "<head>",
    renderHead(model, head),
    "</head>",
    "<body>",
    '<a class="skip-link" href="#content">Skip to content</a>',
    background,
    renderBanner(model),
    renderTopBar(model, withMenu, page),
    renderTabsBar(model, page),
    body,
    renderSearchDialog(),
    "</body>",
    "</html>",
    ""
  ].filter((part) => part !== "").join("\n");
}
function renderBanner(model) {
  const banner = model.banner;
  if (!banner) return "";
  const close = banner.dismissible ? `<button type="button" class="banner-close" aria-label="Close banner">${uiIcon("xmark")}</button>` : "";
  return `<div class="site-banner banner-${banner.type}${banner.color ? " banner-colored" : ""}" role="region" aria-label="Announcement"><div class="banner-content">${banner.html}</div>${close}</div>`;
}
function pageHeader(model, page, site) {
  const eyebrow = site.group ? `<p class="eyebrow">${escapeHtml(site.group)}</p>` : "";
  const description = page.description ? `<p class="description">${escapeHtml(page.description)}</p>` : "";
  const tag2 = page.tag ? `<span class="badge page-tag">${escapeHtml(page.tag)}</span>` : "";
  const title = `<div class="page-title-row"><h1>${escapeHtml(page.title)}</h1>${tag2}${pageActions(withBase(model.basePath, markdownUrl(page.file)))}</div>`;
  return `<header class="page-header">${eyebrow}${title}${description}${viewSwitcher(page)}</header>`;
}
function pageActions(markdown) {
  return `<div class="page-actions"><button type="button" class="copy-page"${attributes({ "data-markdown": markdown })}>${uiIcon("copy", "regular", "icon icon-small")}<span class="copy-page-label">Copy page</span></button><details class="page-menu"><summary aria-label="More page actions">${uiIcon("chevron-down", "solid", "icon icon-small")}</summary><div class="page-menu-list"><a${attributes({ href: markdown, type: "text/markdown" })}>${uiIcon("file-lines", "regular", "icon icon-small")}View as Markdown</a></div></details></div>`;
}
function viewSwitcher(page) {
  if (!page.views) return "";
  const options = page.views.map((title) => `<option>${escapeHtml(title)}</option>`).join("");
  return `<label class="view-switcher"><span>View</span><select data-view-select>${options}</select></label>`;
}
function pageBody(page, mode) {
  if (!page.aside || mode !== "default") return `<div class="prose">${page.html}</div>`;
  return `<div class="api-columns"><div class="prose">${page.html}</div><aside class="api-examples" aria-label="Examples">${page.aside}</aside></div>`;
}

// src/site/layout/shared-site-files.ts
function sharedSiteFiles(model) {
  return model.sections.filter(isBigSection).map((section2) => ({ path: sharedSidebarPath(section2), content: sharedSidebar(section2) }));
}

// src/site/model/generated-listing.ts
function generatedListing(pages) {
  const entries2 = /* @__PURE__ */ new Map();
  const byNode = /* @__PURE__ */ new Map();
  for (const page of pages) {
    const listing = page.listing;
    if (listing.kind === "entry") {
      if (!entries2.has(listing.entry)) entries2.set(listing.entry, page.path);
    } else if (listing.group !== void 0) {
      let groups2 = byNode.get(listing.node);
      if (!groups2) byNode.set(listing.node, groups2 = /* @__PURE__ */ new Map());
      const group3 = groups2.get(listing.group);
      if (group3) group3.push(page.path);
      else groups2.set(listing.group, [page.path]);
    }
  }
  const groups = new Map(
    [...byNode].map(([node, named]) => [node, [...named].map(([name, paths]) => ({ name, pages: paths }))])
  );
  return { entries: entries2, groups };
}

// src/site/model/navigation-sections.ts
function navigationSections(navigation, context) {
  const walk = new Walk(context, navigation?.layout === "legacy");
  if (walk.isLegacy) walk.top();
  walk.visit(navigation?.children ?? [], void 0);
  walk.finish();
  const global = (navigation?.global ?? []).map((section2) => walk.globalLink(section2)).filter((link) => link !== void 0);
  const languages = [
    ...new Set(
      walk.sections.flatMap((section2) => section2.kind === "language" && section2.language ? [section2.language] : [])
    )
  ];
  return { sections: walk.sections, global, languages };
}
var Walk = class {
  constructor(context, isLegacy) {
    this.context = context;
    this.isLegacy = isLegacy;
  }
  context;
  isLegacy;
  sections = [];
  counts = /* @__PURE__ */ new Map();
  children = /* @__PURE__ */ new Map();
  /** Tree sections' paths, to find the owner of a `global` entry. */
  ids = /* @__PURE__ */ new Map();
  /** The legacy `url` of each tab and anchor (the folder it claims): where it leads when it claims no page. */
  urls = /* @__PURE__ */ new Map();
  topSection;
  top() {
    if (!this.topSection) {
      this.topSection = { id: "top", kind: "top", name: "", groups: [] };
      this.sections.unshift(this.topSection);
    }
    return this.topSection;
  }
  visit(nodes, parent) {
    let loose = [];
    const flush = () => {
      if (loose.length > 0) (parent ?? this.top()).groups.push(looseGroup(loose, this.context));
      loose = [];
    };
    const divisions = [];
    for (const node of nodes) {
      if (node.kind === "page") {
        loose.push(node);
        continue;
      }
      flush();
      if (node.kind === "group") (parent ?? this.top()).groups.push(navGroup(node, this.context));
      else divisions.push(node);
    }
    flush();
    for (const division of defaultFirst(divisions)) {
      const section2 = this.section(division, parent);
      this.visit(division.children, section2);
      section2.groups.push(...generatedGroups(division, this.context));
    }
  }
  section(tree, parent) {
    const count = this.counts.get(tree.kind) ?? 0;
    this.counts.set(tree.kind, count + 1);
    const value = tree.value;
    const icon2 = iconRef(
      tree.icon,
      value.iconType,
      this.context,
      this.isLegacy && tree.kind === "anchor" ? "duotone" : void 0
    );
    const color = tree.kind === "anchor" || tree.kind === "dropdown" || tree.kind === "product" ? anchorColor(value.color) : void 0;
    const href = tree.href === void 0 ? void 0 : linkHref(tree.href, this.context);
    const name = (tree.kind === "product" ? text2(value.name) : void 0) ?? text2(tree.name) ?? "";
    const description = tree.kind === "dropdown" || tree.kind === "product" || tree.kind === "menu" ? text2(value.description) : void 0;
    const tag2 = tree.kind === "version" ? text2(value.tag) : void 0;
    const version = tree.kind === "anchor" ? text2(value.version) : void 0;
    const section2 = {
      id: `${tree.kind}-${count}`,
      kind: tree.kind,
      name,
      ...href ? { href } : {},
      ...icon2 ? { icon: icon2 } : {},
      ...color ? { color } : {},
      ...description ? { description } : {},
      ...tag2 ? { tag: tag2 } : {},
      ...version ? { version } : {},
      ...tree.language ? { language: tree.language } : {},
      ...tree.isDefault ? { isDefault: true } : {},
      ...tree.hidden ? { isDefaultHidden: true } : {},
      ...parent ? { parent: parent.id } : {},
      groups: []
    };
    this.sections.push(section2);
    if (parent) this.children.set(parent, [...this.children.get(parent) ?? [], section2]);
    this.ids.set(tree.path.join("/"), section2.id);
    const url = text2(value.url)?.replace(/^\/+|\/+$/g, "");
    if (url) this.urls.set(section2, url);
    return section2;
  }
  /**
   * Each section without a link of its own leads to its first page, children (default first)
   * after its own groups. In the v2 layout, the first page whose chrome is its own comes first.
   *
   * Why: Mintlify serves a page listed in two versions (or any two divisions) at one URL and draws
   * the navigation of the version the reader picked last (the picked version is the reader's
   * state, not the URL's). A static page here has one chrome: the first section that lists it (the
   * default version's). A v1 whose first page is shared with the default version would lead the
   * switcher back to the default's chrome, and v1 could not be reached; so a division leads to the
   * first page only it (or a division inside it) draws, and to its first page when it has none.
   * Pages are not built once per version under a prefix: Mintlify gives them one URL.
   */
  finish() {
    const lead = (section2) => {
      if (section2.href !== void 0) return section2.href;
      const own = firstPage(section2.groups)?.href ?? firstLeading(this.children.get(section2) ?? [], lead);
      section2.href = own ?? linkHref(this.urls.get(section2), this.context);
      return section2.href;
    };
    if (!this.isLegacy) {
      const owners = chromeOwners(this.sections);
      const byId = new Map(this.sections.map((section2) => [section2.id, section2]));
      const isWithin = (id, ancestor) => {
        for (let section2 = id === void 0 ? void 0 : byId.get(id); section2; section2 = section2.parent === void 0 ? void 0 : byId.get(section2.parent))
          if (section2 === ancestor) return true;
        return false;
      };
      const ownLead = (section2) => firstPage(section2.groups, (page) => isWithin(owners.get(page.href), section2))?.href ?? (this.children.get(section2) ?? []).map(ownLead).find((href) => href !== void 0);
      for (const section2 of this.sections) if (section2.href === void 0) section2.href = ownLead(section2);
    }
    for (const section2 of this.sections) lead(section2);
  }
  globalLink(tree) {
    if (tree.kind === "menu") return void 0;
    const href = tree.href === void 0 ? void 0 : linkHref(tree.href, this.context);
    if (!href) return void 0;
    const icon2 = iconRef(tree.icon, tree.value.iconType, this.context);
    const owner = this.ids.get(tree.path.slice(0, -3).join("/"));
    return {
      kind: tree.kind,
      name: text2(tree.name) ?? "",
      href,
      ...icon2 ? { icon: icon2 } : {},
      ...owner ? { owner } : {}
    };
  }
};
function chromeOwners(sections) {
  const owners = /* @__PURE__ */ new Map();
  const visit = (items, section2) => {
    for (const item of items) {
      if (item.kind === "group") visit(item.root ? [item.root, ...item.items] : item.items, section2);
      else if (item.kind === "page" && !owners.has(item.href)) owners.set(item.href, section2.id);
    }
  };
  for (const section2 of sections) visit(section2.groups, section2);
  return owners;
}
function firstLeading(children, lead) {
  const hrefs = children.map(lead);
  return hrefs.find((href) => href !== void 0 && !EXTERNAL.test(href)) ?? hrefs.find((href) => href !== void 0);
}
var EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
function defaultFirst(divisions) {
  const chosen = divisions.find((d) => (d.kind === "language" || d.kind === "version") && d.isDefault);
  return chosen ? [chosen, ...divisions.filter((d) => d !== chosen)] : [...divisions];
}
function anchorColor(value) {
  const single = hexColor(value);
  if (single) return single;
  if (!isObject(value)) return void 0;
  const from = hexColor(value.from);
  const to = hexColor(value.to);
  if (from && to) return { from, to };
  return hexColor(value.light) ?? from ?? to;
}

// src/site/model/site-model.ts
var SOCIAL_PLATFORMS = [
  "website",
  "facebook",
  "x",
  "discord",
  "slack",
  "github",
  "linkedin",
  "instagram",
  "hacker-news",
  "youtube",
  "medium",
  "telegram",
  "twitter",
  "x-twitter",
  "earth-americas",
  "bluesky",
  "threads",
  "reddit",
  "podcast"
];

// src/site/model/build-site-model.ts
var DEFAULT_PRIMARY = "#16A34A";
function buildSiteModel(input) {
  const config = isObject(input.config) ? input.config : {};
  const assets = /* @__PURE__ */ new Set();
  const context = {
    files: input.files,
    basePath: input.basePath,
    assets,
    pages: input.pages,
    iconLibrary: configIconLibrary(config),
    generated: generatedListing(input.generated ?? [])
  };
  const { sections, global, languages } = navigationSections(input.navigation, context);
  const newer = (input.layout ?? input.navigation?.layout) === "v2";
  const { pages, home } = sitePages2(sections, input.pages, input.basePath);
  const topAnchor = isObject(config.topAnchor) ? config.topAnchor : {};
  const cta = callToAction2(newer ? navbarPrimary(config) : config.topbarCtaButton, context, input.githubStars);
  const favicon = assetHref(isObject(config.favicon) ? config.favicon.light : config.favicon, context);
  const background = isObject(config.background) ? config.background : {};
  const backgroundImage = assetHref(
    config.backgroundImage ?? (isObject(background.image) ? background.image.light : background.image),
    context
  );
  const logo = siteLogo(config.logo, context);
  const description = text2(config.description);
  return {
    name: text2(config.name) ?? "Documentation",
    ...description ? { description } : {},
    basePath: input.basePath,
    ...logo ? { logo } : {},
    ...favicon ? { favicon } : {},
    colors: siteColors(config),
    topbarLinks: topbarLinks2(
      newer ? isObject(config.navbar) ? config.navbar.links : void 0 : config.topbarLinks,
      context,
      newer
    ),
    ...cta ? { cta } : {},
    sections,
    home,
    global,
    topAnchor: {
      name: text2(topAnchor.name) ?? "Documentation",
      icon: iconRef(topAnchor.icon, topAnchor.iconType, context, "duotone") ?? { name: "book-open", style: "duotone" }
    },
    versions: newer ? [] : stringList(config.versions),
    languages,
    // Like Mintlify, `footer.socials` wins over the legacy layout's `footerSocials`.
    footerSocials: footerSocials(
      (isObject(config.footer) ? config.footer.socials : void 0) ?? (newer ? void 0 : config.footerSocials),
      context
    ),
    feedback: feedback(config.feedback, input.repository),
    modeToggle: modeToggle(config),
    ...configLatex(config) === true ? { mathEverywhere: true } : {},
    ...backgroundImage ? { backgroundImage } : {},
    ...readerConfig(config, context),
    pages,
    assets: [...assets].sort()
  };
}
function stringList(value) {
  return Array.isArray(value) ? [...new Set(value.filter((v) => typeof v === "string" && v.trim() !== "").map((v) => v.trim()))] : [];
}
function siteLogo(value, context) {
  const light = assetHref(isObject(value) ? value.light ?? value.dark : value, context);
  const dark = isObject(value) ? assetHref(value.dark, context) ?? light : light;
  if (!light || !dark) return void 0;
  const href = (isObject(value) ? linkHref(value.href, context) : void 0) ?? withBase(context.basePath, "/");
  return { light, dark, href };
}
function siteColors(config) {
  const colors = isObject(config.colors) ? config.colors : {};
  const primary = hexColor(colors.primary) ?? DEFAULT_PRIMARY;
  const legacyBackground = isObject(colors.background) ? colors.background : void 0;
  const newerBackground = isObject(config.background) && isObject(config.background.color) ? config.background.color : void 0;
  const source = legacyBackground ?? newerBackground;
  const light = hexColor(source?.light);
  const dark = hexColor(source?.dark);
  return {
    primary,
    light: hexColor(colors.light) ?? primary,
    dark: hexColor(colors.dark) ?? primary,
    ...light || dark ? { background: { ...light ? { light } : {}, ...dark ? { dark } : {} } } : {}
  };
}
function topbarLinks2(value, context, withIcons) {
  const links = [];
  for (const link of Array.isArray(value) ? value : []) {
    if (!isObject(link)) continue;
    const name = text2(link.name) ?? text2(link.label);
    const href = linkHref(link.url ?? link.href, context);
    const icon2 = withIcons ? iconRef(link.icon, void 0, context) : void 0;
    if (name && href) links.push({ name, href, ...icon2 ? { icon: icon2 } : {} });
  }
  return links;
}
function navbarPrimary(config) {
  const primary = isObject(config.navbar) ? config.navbar.primary : void 0;
  return isObject(primary) ? { type: primary.type === "github" ? "github" : "link", url: primary.href, name: primary.label } : void 0;
}
function callToAction2(value, context, stars) {
  if (!isObject(value)) return void 0;
  const href = linkHref(value.url, context);
  if (!href) return void 0;
  if (value.type === "github") {
    const repository = /^https?:\/\/[^/]+\/([^/?#]+\/[^/?#]+?)(?:\.git)?\/?(?:[?#].*)?$/i.exec(href)?.[1] ?? href.replace(/^https?:\/\//i, "");
    return { kind: "github", href, repository, ...stars !== void 0 && Number.isFinite(stars) ? { stars } : {} };
  }
  const name = text2(value.name);
  return name ? { kind: "link", name, href } : void 0;
}
function footerSocials(value, context) {
  const entries2 = Array.isArray(value) ? value.filter(isObject).map((item) => [item.type, item.url]) : isObject(value) ? Object.entries(value) : [];
  const hrefs = /* @__PURE__ */ new Map();
  for (const [platform, url] of entries2) {
    const href = linkHref(url, context);
    if (isSocialPlatform(platform) && href) hrefs.set(platform, href);
  }
  return [...hrefs].map(([platform, href]) => ({ platform, href }));
}
function isSocialPlatform(value) {
  return SOCIAL_PLATFORMS.includes(value);
}
function feedback(value, repository) {
  const settings = isObject(value) ? value : {};
  return {
    suggestEdit: settings.suggestEdit === true,
    raiseIssue: settings.raiseIssue === true,
    thumbsRating: settings.thumbsRating === true,
    ...repository ? { repository } : {}
  };
}
function modeToggle(config) {
  const legacy = isObject(config.modeToggle) ? config.modeToggle : void 0;
  const appearance = isObject(config.appearance) ? config.appearance : void 0;
  const mode = legacy?.default ?? appearance?.default;
  const isHidden = legacy ? legacy.isHidden === true : appearance?.strict === true;
  return { ...mode === "light" || mode === "dark" ? { default: mode } : {}, isHidden };
}
function sitePages2(sections, pages, basePath) {
  const result = [];
  const seen = /* @__PURE__ */ new Set();
  const visit = (items, section2, group3, version, hidden) => {
    for (const item of items) {
      if (item.kind === "group") {
        if (item.root)
          visit([item.root], section2, item.name || group3, item.version ?? version, hidden || item.hidden === true);
        visit(item.items, section2, item.name || group3, item.version ?? version, hidden || item.hidden === true);
      } else if (item.kind === "page" && !seen.has(item.file)) {
        seen.add(item.file);
        result.push({
          ...sitePage(item.file, pages.get(item.file), basePath, section2.id, true, version, group3),
          ...section2.language ? { language: section2.language } : {},
          ...hidden || item.hidden ? { hidden: true } : {}
        });
      }
    }
  };
  for (const section2 of sections)
    for (const group3 of section2.groups) visit([group3], section2, section2.name, group3.version ?? section2.version, false);
  const home = sections.some((section2) => section2.id === "top") ? "top" : result[0]?.section ?? "top";
  const rest = [...pages.keys()].filter((file) => !seen.has(file)).sort();
  for (const file of rest) result.push(sitePage(file, pages.get(file), basePath, home, false));
  return { pages: result, home };
}
function sitePage(file, page, basePath, section2, listed, version, group3) {
  return {
    file,
    href: withBase(basePath, pageUrl(file)),
    title: page.title,
    ...page.description ? { description: page.description } : {},
    section: section2,
    ...version ? { version } : {},
    ...group3 ? { group: group3 } : {},
    listed,
    ...page.generatedFrom ? { generated: true } : {},
    // A page hidden by its front matter is also kept from indexing, as Mintlify keeps it.
    ...page.noindex || page.hidden ? { noindex: true } : {}
  };
}

// src/site/output/llms-txt.ts
function llmsTxt(model, pages, siteUrl) {
  const lines = [`# ${oneLine2(model.name)}`, ""];
  if (model.description) lines.push(`> ${oneLine2(model.description)}`, "");
  const names = new Map(model.sections.map((section2) => [section2.id, section2.name]));
  const bySection = /* @__PURE__ */ new Map();
  for (const page of pages) {
    const list2 = bySection.get(page.section);
    if (list2) list2.push(page);
    else bySection.set(page.section, [page]);
  }
  for (const [section2, pages2] of bySection) {
    lines.push(`## ${oneLine2(names.get(section2) ?? model.topAnchor.name)}`, "");
    for (const page of pages2) {
      const link = `- [${escapeLinkText(oneLine2(page.title))}](${absoluteUrl(siteUrl, page.href).replace(/[()\s]/g, encodeURIComponent)})`;
      lines.push(page.description ? `${link}: ${oneLine2(page.description)}` : link);
    }
    lines.push("");
  }
  return lines.join("\n");
}
function oneLine2(text5) {
  return text5.replace(/\s+/g, " ").trim();
}
function escapeLinkText(text5) {
  return text5.replace(/[[\]\\]/g, (char) => `\\${char}`);
}

// src/site/output/markdown-twin.ts
function markdownTwin(page) {
  const head = ["---", `title: ${JSON.stringify(page.title)}`];
  if (page.description) head.push(`description: ${JSON.stringify(page.description)}`);
  head.push("---", "");
  return `${head.join("\n")}
${page.markdown ?? ""}`;
}
function llmsFullTxt(pages, rendered, siteUrl) {
  const parts = [];
  for (const site of pages) {
    const page = rendered.get(site.file);
    if (!page) continue;
    const lines = [`# ${page.title.replace(/\s+/g, " ").trim()}`, `Source: ${absoluteUrl(siteUrl, site.href)}`, ""];
    if (page.description) lines.push(`> ${page.description.replace(/\s+/g, " ").trim()}`, "");
    parts.push(`${lines.join("\n")}
${(page.markdown ?? "").trimEnd()}
`);
  }
  return parts.join("\n");
}

// src/site/output/redirect-document.ts
function redirectDocument(siteName, href, label) {
  const to = escapeAttribute(href);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${PAGE_POLICY_META}<title>${escapeHtml(siteName)}</title><link rel="canonical" href="${to}"><script>${REDIRECT_SCRIPT}</script><meta http-equiv="refresh" content="0; url=${to}"><link rel="icon" href="data:,"><meta name="robots" content="noindex"></head><body><p><a href="${to}">${escapeHtml(label)}</a></p></body></html>
`;
}

// src/site/output/root-redirect.ts
function rootRedirectDocument(siteName, pages) {
  const first = pages.find((page) => page.listed) ?? pages[0];
  return first ? redirectDocument(siteName, first.href, first.title) : void 0;
}

// src/site/output/folder-redirects.ts
function folderRedirects(siteName, navigationFiles, pages) {
  const built = new Map(pages.map((page) => [page.file, page]));
  const landing = folderLandingPages(navigationFiles.filter((file) => built.has(file)));
  return [...landing].map(([folder, file]) => {
    const page = built.get(file);
    return { path: outputFileOf(`/${folder}/`), text: redirectDocument(siteName, page.href, page.title) };
  });
}

// src/site/output/sitemap.ts
function sitemapXml(pages, siteUrl) {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, page.href))}</loc></url>
`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}</urlset>
`;
}
function escapeXml(text5) {
  return text5.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`
  );
}

// src/site/links/page-links.ts
var URL_ATTRIBUTES = /* @__PURE__ */ new Set(["href", "src", "poster", "action", "formaction", "data", "cite", "background"]);
var NOT_FETCHED_RELS = /^(?:preconnect|dns-prefetch|canonical|alternate|me|author|license)$/i;
function documentFacts(html) {
  const links = [];
  const ids = [];
  let refresh;
  const parser = new Parser(
    {
      onopentag(name, attributes2) {
        if (attributes2.id) ids.push(attributes2.id);
        if (name === "a" && attributes2.name) ids.push(attributes2.name);
        if (name === "link" && (attributes2.rel ?? "").split(/\s+/).every((rel) => NOT_FETCHED_RELS.test(rel))) return;
        for (const [attribute, value] of Object.entries(attributes2)) {
          if (URL_ATTRIBUTES.has(attribute) && value.trim() !== "")
            links.push({ value: value.trim(), element: name, attribute });
          else if (attribute === "srcset")
            for (const candidate of srcsetUrls(value)) links.push({ value: candidate, element: name, attribute });
        }
        if (name === "meta" && attributes2["http-equiv"]?.toLowerCase() === "refresh") {
          const target = /;\s*url\s*=\s*(.+)$/i.exec(attributes2.content ?? "")?.[1]?.trim().replace(/^(['"])(.*)\1$/, "$2");
          if (target) links.push({ value: target, element: name, attribute: "content" });
          refresh ??= target;
        }
      }
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }
  );
  parser.end(html);
  return { links, ids, ...refresh ? { refresh } : {} };
}
function srcsetUrls(srcset) {
  const urls = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at])) at++;
    const start = at;
    while (at < srcset.length && !/\s/.test(srcset[at])) at++;
    let url = srcset.slice(start, at);
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else while (at < srcset.length && srcset[at] !== ",") at++;
    if (url) urls.push(url);
  }
  return urls;
}

// src/site/links/crawl-document.ts
var CrawlTable = class {
  /** By element and attribute (`a href`), then by value; every key is a string of its own. */
  links = /* @__PURE__ */ new Map();
  ids = /* @__PURE__ */ new Map();
  link(link) {
    const kind = `${link.element} ${link.attribute}`;
    let byValue = this.links.get(kind);
    if (!byValue) {
      byValue = /* @__PURE__ */ new Map();
      this.links.set(ownCopy(kind), byValue);
    }
    let kept = byValue.get(link.value);
    if (!kept) {
      kept = { value: ownCopy(link.value), element: ownCopy(link.element), attribute: ownCopy(link.attribute) };
      byValue.set(kept.value, kept);
    }
    return kept;
  }
  id(id) {
    let kept = this.ids.get(id);
    if (kept === void 0) {
      kept = ownCopy(id);
      this.ids.set(kept, kept);
    }
    return kept;
  }
};
function crawlDocument(path5, html, table) {
  const facts = documentFacts(html);
  const seen = /* @__PURE__ */ new Set();
  const links = [];
  for (const link of facts.links) {
    if (seen.has(link.value)) continue;
    seen.add(link.value);
    links.push(table.link(link));
  }
  return {
    path: path5,
    links,
    ids: facts.ids.map((id) => table.id(id)),
    ...facts.refresh ? { refresh: ownCopy(facts.refresh) } : {}
  };
}
function ownCopy(text5) {
  return Buffer.from(text5, "utf8").toString("utf8");
}

// src/site/output/inert-copy.ts
import { readFileSync, realpathSync, statSync } from "node:fs";
import path2 from "node:path";
function inertCopy(root, file) {
  const kind = activeKind(file);
  if (!kind) throw new Error(`${file} is neither HTML nor SVG`);
  const full = path2.join(root, file);
  let text5;
  try {
    if (!realpathSync(full).startsWith(realpathSync(root) + path2.sep)) return void 0;
    if (kind !== "html" && statSync(full).size > MAX_SVG_BYTES) return void 0;
    text5 = readFileSync(full, "utf8");
  } catch {
    return void 0;
  }
  return kind === "html" ? inertHtml(text5) : inertSvg(text5);
}

// src/site/build-site.ts
var PREBUILT = ["client.js", "search.js", "theme.css", "icons-LICENSE.txt"];
function iconLicences(config) {
  const library = configIconLibrary(config);
  return library === "fontawesome" ? [] : [`icons-${library}-LICENSE.txt`];
}
async function buildSite(options) {
  const { project, basePath, siteUrl } = options;
  const clock = stopwatch();
  const config = project.document?.value ?? (project.config.status === "read" ? project.config.source.value : void 0);
  const generated = project.openApiPages?.pages ?? [];
  const withGenerated = new Map([...options.rendered, ...generatedApiPages(generated, project.document)]);
  const rendered = withEndpointPages(
    withGenerated,
    options.specs ?? [],
    new Map([...options.endpoints ?? [], ...generatedEndpoints(generated)]),
    config
  );
  const api = clock();
  const model = buildSiteModel({
    config,
    navigation: project.navigation,
    ...project.config.status === "read" ? { layout: project.config.layout } : {},
    files: project.files,
    pages: rendered,
    generated,
    basePath,
    repository: options.repository,
    githubStars: options.githubStars
  });
  const timings = { api, model: clock() };
  const files = /* @__PURE__ */ new Map();
  const claim = (to, file) => {
    if (!files.has(to)) files.set(to, file);
  };
  for (const index of searchIndexes(model))
    claim(index.path, { kind: "search", ...index.language !== void 0 ? { language: index.language } : {} });
  for (const name of [...PREBUILT, ...iconLicences(config)])
    claim(`_docsgate/${name}`, { kind: "copy", from: siteAsset(name) });
  for (const shared of sharedSiteFiles(model)) claim(shared.path, { kind: "text", text: shared.content });
  const built = builtPages(model, rendered);
  if (built.length === 0)
    return {
      pages: 0,
      files: [],
      documents: /* @__PURE__ */ new Map(),
      timings: { ...timings, pages: 0, crawl: 0, search: 0, write: 0 }
    };
  const extras = extraList(siteExtras(model), ...built.map((page) => page.extras ?? []));
  for (const name of extras.flatMap((extra) => PAGE_EXTRAS[extra].files.flatMap(assetFiles)))
    claim(`_docsgate/${name}`, { kind: "copy", from: siteAsset(name) });
  for (const page of built) claim(outputFileOf(pageRoute(page.file)), { kind: "page", page });
  for (const page of built)
    claim(markdownFileOf(pageRoute(page.file)), { kind: "later", make: () => markdownTwin(page) });
  const builtFiles = new Set(built.map((page) => page.file));
  const sitePages3 = model.pages.filter((page) => builtFiles.delete(page.file));
  claim("404.html", { kind: "text", text: renderNotFoundDocument(model) });
  const redirect = rootRedirectDocument(model.name, sitePages3);
  if (redirect) claim("index.html", { kind: "text", text: redirect });
  for (const folder of folderRedirects(model.name, navigationPageFiles(project), sitePages3))
    claim(folder.path, { kind: "text", text: folder.text });
  for (const { path: from, href } of model.redirects)
    claim(outputFileOf(`/${from}/`), { kind: "text", text: redirectDocument(model.name, href, `Go to ${href}`) });
  const indexed = sitePages3.filter((page) => !page.noindex);
  claim("sitemap.xml", { kind: "text", text: sitemapXml(indexed, siteUrl) });
  claim("llms.txt", { kind: "text", text: llmsTxt(model, indexed, siteUrl) });
  claim("llms-full.txt", { kind: "later", make: () => llmsFullTxt(indexed, rendered, siteUrl) });
  for (const asset of assetsToCopy(project, model, built))
    claim(
      asset,
      activeKind(asset) ? { kind: "later", make: () => inertCopy(project.root, asset) } : { kind: "copy", from: path3.join(project.root, asset), underRoot: project.root }
    );
  try {
    resetOutDir(options.outDir, /* @__PURE__ */ new Set([BUILD_MARKER, ...files.keys()]));
  } catch (error) {
    throw new SiteWriteError(`Could not write the site: ${error.message}`);
  }
  const writer = new SiteWriter(options.outDir);
  let pagesMs = 0;
  const documents = /* @__PURE__ */ new Map();
  const crawled = [];
  const table = new CrawlTable();
  let crawlMs = 0;
  const read = (to, html) => {
    const start = performance.now();
    crawled.push(crawlDocument(to, html, table));
    crawlMs += performance.now() - start;
  };
  for (const [to, file] of files) {
    if (file.kind === "search") {
      writer.searchIndex(to, searchDocuments(model, pagesOfIndex(model, indexed, file.language), rendered));
    } else if (file.kind === "page") {
      const start = performance.now();
      const document = renderPageDocument(model, file.page);
      pagesMs += performance.now() - start;
      writer.write(to, { kind: "text", text: document });
      documents.set(to, file.page);
      if (options.crawl) read(to, document);
    } else if (file.kind === "later") {
      const text5 = file.make();
      if (text5 !== void 0) writer.write(to, { kind: "text", text: text5 });
    } else {
      writer.write(to, file);
      if (options.crawl && file.kind === "text" && to.endsWith(".html")) read(to, file.text);
    }
  }
  const { written, searchMs } = writer.finish();
  const pages = Math.round(pagesMs);
  const crawl = Math.round(crawlMs);
  return {
    pages: built.length,
    files: [BUILD_MARKER, ...written].sort(),
    documents,
    ...options.crawl ? { crawled } : {},
    timings: { ...timings, pages, crawl, search: searchMs, write: clock() - pages - crawl - searchMs }
  };
}
function assetFiles(name) {
  if (!statSync2(siteAsset(name)).isDirectory()) return [name];
  const folder = name;
  return readdirSync(siteAsset(folder), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map(
    (entry) => path3.posix.join(
      folder,
      path3.relative(siteAsset(folder), path3.join(entry.parentPath, entry.name)).split(path3.sep).join("/")
    )
  ).sort();
}
function builtPages(model, rendered) {
  const routes = /* @__PURE__ */ new Set();
  const pages = [];
  for (const { file } of model.pages) {
    const page = rendered.get(file);
    const route = pageRoute(file);
    if (!page || routes.has(route)) continue;
    routes.add(route);
    pages.push(page);
  }
  return pages;
}
function assetsToCopy(project, model, pages) {
  const wanted = /* @__PURE__ */ new Set([...model.assets, ...pages.flatMap((page) => page.assets)]);
  return [...wanted].filter(
    (file) => project.files.has(file) && !project.files.passesLinkOutside(file) && !file.startsWith("_docsgate/") && !/\.mdx?$/i.test(file)
  ).sort();
}

// src/site/site-check.ts
async function buildAndCheckSite(options) {
  const site = options.result.site;
  if (!site) throw new Error("buildAndCheckSite needs a check run with render settings");
  if (options.outDir === void 0) {
    let outDir2;
    try {
      outDir2 = mkdtempSync(path4.join(options.tempRoot ?? os.tmpdir(), "docsgate-site-"));
    } catch (error) {
      throw new SiteWriteError(`Could not write the site: ${error.message}`);
    }
    try {
      return await buildAndCheckSite({ ...options, outDir: outDir2 });
    } finally {
      rmSync(outDir2, { recursive: true, force: true });
    }
  }
  const { outDir, basePath, siteUrl } = options;
  const built = await buildSite({
    ...site,
    // With openapi/secret on, the API reference shows placeholders for the secrets it finds in examples.
    specs: ruleSeverity(site.book, rule.meta.id) === "off" ? site.specs : site.specs.map(redactExampleSecrets),
    outDir,
    basePath,
    siteUrl,
    ...options.repositoryFacts,
    crawl: options.links
  });
  if (!options.links || built.pages === 0) return { result: options.result, built };
  const external2 = options.external && externalOptions(site.externalLinks, options.external);
  const links = await checkSiteLinks({
    site,
    built,
    outDir,
    basePath,
    ...siteUrl ? { siteUrl } : {},
    reported: options.result.diagnostics,
    ...external2 ? { external: external2 } : {}
  });
  return {
    result: {
      ...options.result,
      diagnostics: diagnose([...site.reports, ...links.reports], site.book, site.suppressions)
    },
    built,
    links
  };
}
function externalOptions(settings, { cacheFile, allowPrivateAddresses }) {
  const { cacheHours, ...rest } = settings;
  return {
    ...rest,
    ...cacheFile ? { cache: { file: cacheFile, maxAgeHours: cacheHours } } : {},
    ...allowPrivateAddresses ? { allowPrivateAddresses } : {}
  };
}

export {
  buildAndCheckSite
};
