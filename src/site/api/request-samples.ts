import type { CodeSample, Endpoint, EndpointParameter, EndpointResponse } from "./endpoint.js";
import { exampleFromSchema } from "./schema-example.js";

/**
 * Placeholders stand for every credential: samples show where a key goes, never a value from
 * the spec, docs.json or the reader (a bearer header is `Bearer <API_KEY>`, as the spec rule says).
 */
const API_KEY = "<API_KEY>";
const USERNAME = "<USERNAME>";
const PASSWORD = "<PASSWORD>";

/** Parameters whose names say they carry a credential: their examples are never shown either. */
const CREDENTIAL_NAME = /authorization|api[-_]?key|token|secret|password/i;

/** requests' functions by method; others go through `requests.request`. */
const PYTHON_FUNCTIONS = new Set(["get", "post", "put", "patch", "delete", "head", "options"]);

type Body =
  | { kind: "json" | "raw"; contentType: string; text: string }
  | { kind: "form"; contentType: string; fields: [string, string][] }
  | { kind: "multipart"; contentType: string; fields: [string, string][] };

/** One request, language-neutral: what every sample sends. */
interface SampleRequest {
  method: string;
  url: string;
  headers: [string, string][];
  basic: boolean;
  body?: Body;
  /** Whether the response is read as JSON. */
  jsonResponse: boolean;
}

/**
 * cURL, JavaScript (fetch) and Python (requests) samples of a call to the endpoint: path
 * parameters filled from their examples, required query, header and cookie parameters with
 * example values, the body (`options.body`, else the endpoint's example, else one made from its
 * schema) and placeholders for the credentials.
 */
export function requestSamples(endpoint: Endpoint, options: { baseUrl: string; body?: unknown }): CodeSample[] {
  const request = sampleRequest(endpoint, options);
  return [
    { lang: "bash", label: "cURL", source: curl(request) },
    { lang: "javascript", label: "JavaScript", source: javascript(request) },
    { lang: "python", label: "Python", source: python(request) },
  ];
}

/**
 * The response's sample: the spec's example, else one made from its schema (without write-only
 * properties); JSON pretty-printed, a string that is not JSON text as it is; undefined without either.
 */
export function responseSample(response: EndpointResponse): string | undefined {
  if (response.example !== undefined) {
    if (typeof response.example !== "string") return JSON.stringify(response.example, null, 2);
    const parsed = parseJsonText(response.example);
    return parsed === undefined ? response.example : JSON.stringify(parsed, null, 2);
  }
  if (!response.schema) return undefined;
  const value = exampleFromSchema(response.schema, "response");
  return typeof value === "string" && response.contentType !== undefined && !isJson(response.contentType)
    ? value
    : JSON.stringify(value, null, 2);
}

function sampleRequest(endpoint: Endpoint, options: { baseUrl: string; body?: unknown }): SampleRequest {
  const auth = endpoint.auth;
  const required = (location: EndpointParameter["in"]) =>
    endpoint.parameters.filter(
      (parameter) =>
        parameter.in === location &&
        parameter.required &&
        !(auth?.method === "key" && auth.in === location && sameName(auth.name, parameter.name)),
    );
  const path = endpoint.path.replace(/\{([^{}]+)\}/g, (written, name: string) => {
    const example = endpoint.parameters.find(
      (parameter) => parameter.in === "path" && parameter.name === name,
    )?.example;
    return isScalar(example) ? encodeComponent(String(example)) : written;
  });
  const query = required("query").flatMap((parameter) => {
    const value = valueOf(parameter);
    return (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeComponent(parameter.name)}=${item === API_KEY ? API_KEY : encodeComponent(text(item))}`,
    );
  });
  const headers: [string, string][] = [];
  const cookies = required("cookie").map((parameter) => `${parameter.name}=${text(valueOf(parameter))}`);
  if (auth?.method === "bearer") headers.push(["Authorization", `Bearer ${API_KEY}`]);
  if (auth?.method === "key" && auth.in === "header") headers.push([auth.name, API_KEY]);
  // Placeholders stay readable in URLs: `<API_KEY>`, not `%3CAPI_KEY%3E`.
  if (auth?.method === "key" && auth.in === "query") query.push(`${encodeComponent(auth.name)}=${API_KEY}`);
  if (auth?.method === "key" && auth.in === "cookie") cookies.push(`${auth.name}=${API_KEY}`);
  for (const parameter of required("header")) {
    if (!headers.some(([existing]) => sameName(existing, parameter.name)))
      headers.push([parameter.name, text(valueOf(parameter))]);
  }
  if (cookies.length) headers.push(["Cookie", cookies.join("; ")]);
  const body = bodyOf(endpoint, options.body);
  if (body && body.kind !== "multipart") headers.push(["Content-Type", body.contentType]);
  const success = endpoint.responses.find((response) => response.status.startsWith("2")) ?? endpoint.responses[0];
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    method: endpoint.method.toUpperCase(),
    url: `${base}${path}${query.length ? `${path.includes("?") ? "&" : "?"}${query.join("&")}` : ""}`,
    headers: headers.map(([name, value]) => [oneLine(name), oneLine(value)]),
    basic: auth?.method === "basic",
    ...(body ? { body } : {}),
    jsonResponse: success?.contentType !== undefined && isJson(success.contentType),
  };
}

/**
 * The parameter's example, else one made from its schema; a placeholder for a credential (such
 * as the Authorization header parameters Swagger 2.0 specs declare), never its example.
 */
function valueOf(parameter: EndpointParameter): unknown {
  if (CREDENTIAL_NAME.test(parameter.name)) return API_KEY;
  return parameter.example !== undefined ? parameter.example : exampleFromSchema(parameter.schema, "request");
}

function bodyOf(endpoint: Endpoint, given: unknown): Body | undefined {
  const declared = endpoint.body;
  const value =
    given !== undefined
      ? given
      : declared
        ? (declared.example ?? (declared.schema ? exampleFromSchema(declared.schema, "request") : undefined))
        : undefined;
  if (value === undefined) return undefined;
  const contentType = declared?.contentType ?? "application/json";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (isJson(contentType)) {
    const parsed = typeof value === "string" ? parseJsonText(value) : undefined;
    return { kind: "json", contentType, text: JSON.stringify(parsed ?? value, null, 2) };
  }
  if ((type === "application/x-www-form-urlencoded" || type === "multipart/form-data") && isRecord(value)) {
    const fields = Object.entries(value).map(([name, field]): [string, string] => [name, text(field)]);
    return type === "multipart/form-data"
      ? { kind: "multipart", contentType, fields }
      : { kind: "form", contentType, fields };
  }
  return { kind: "raw", contentType, text: text(value) };
}

function curl(request: SampleRequest): string {
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

function javascript(request: SampleRequest): string {
  const lines: string[] = [];
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
      `  body: new URLSearchParams(${indent(JSON.stringify(Object.fromEntries(body.fields), null, 2), "  ")}),`,
    );
  else if (body?.kind === "multipart") lines.push("  body: form,");
  else if (body) lines.push(`  body: ${js(body.text)},`);
  lines.push("});", "", `console.log(await response.${request.jsonResponse ? "json" : "text"}());`);
  return lines.join("\n");
}

function python(request: SampleRequest): string {
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
    // (None, value): a plain form field, not a file upload.
    lines.push(
      `files = {${body.fields.map(([name, value]) => `\n    ${js(name)}: (None, ${js(value)}),`).join("")}\n}`,
    );
    args.push("files=files");
  } else if (body) {
    lines.push(`payload = ${js(body.text)}`);
    args.push("data=payload");
  }
  if (request.basic) args.push(`auth=(${js(USERNAME)}, ${js(PASSWORD)})`);
  const method = request.method.toLowerCase();
  const call = PYTHON_FUNCTIONS.has(method)
    ? `requests.${method}(${args.join(", ")})`
    : `requests.request(${js(request.method)}, ${args.join(", ")})`;
  lines.push("", `response = ${call}`, `print(response.${request.jsonResponse ? "json()" : "text"})`);
  return lines.join("\n");
}

/** A JSON value as a Python literal, 4-space indented; JSON's string escapes are Python's too. */
function pythonLiteral(value: unknown, indentation: string): string {
  if (value === null || value === undefined || (typeof value === "number" && !Number.isFinite(value))) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  const inner = `${indentation}    `;
  if (Array.isArray(value)) {
    return value.length
      ? `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(",\n")}\n${indentation}]`
      : "[]";
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length
      ? `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`).join(",\n")}\n${indentation}}`
      : "{}";
  }
  return JSON.stringify(String(value));
}

/** Single quotes, with each `'` closed, escaped and reopened: nothing in them is expanded by the shell. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A JavaScript (and Python) string literal. */
function js(value: string): string {
  return JSON.stringify(value);
}

function indent(block: string, by: string): string {
  return block.replace(/\n/g, `\n${by}`);
}

/** Values sent as text: strings as they are, others as JSON. */
function text(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** Header names and values cannot span lines. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ");
}

/** A string holding a JSON object or array, parsed; undefined for any other string. */
function parseJsonText(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function isJson(contentType: string): boolean {
  return /[/+]json$/.test(contentType.split(";")[0]!.trim().toLowerCase());
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** HTTP header (and key) names compare without case. */
function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * encodeURIComponent for a spec's text, where a lone surrogate (JSON's `"\ud800"`) becomes U+FFFD instead of a
 * URIError.
 */
function encodeComponent(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}
