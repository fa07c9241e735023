/**
 * The API playground's HTML, written at build time: a form for one endpoint's request and an
 * empty panel for its response. src/site/client/playground.ts makes it work in the reader's
 * browser. Credentials are never part of it: the reader types them, and they stay in the tab.
 */
import { attributes, escapeHtml } from "../../html/escape.js";
import type {
  Endpoint,
  EndpointAuth,
  EndpointParameter,
  PlaygroundMode,
  PropertyView,
  SchemaView,
} from "./endpoint.js";

/** One parameter the client sends; `index` is the `data-param` of its control. */
export interface PlaygroundParameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  /** An array: the field holds comma-separated values, sent as repeated query parameters. */
  array: boolean;
}

/** What the client reads from the page's `script.playground-data`: the request's shape, never a value. */
export interface PlaygroundData {
  /** Upper case. */
  method: string;
  path: string;
  /** Used when the form has no server control (exactly one base URL). */
  baseUrls: string[];
  parameters: PlaygroundParameter[];
  body?: { contentType: string; required: boolean };
  auth?: EndpointAuth;
}

export interface PlaygroundOptions {
  mode: PlaygroundMode;
  /** The body prefill (the caller's example); the endpoint's own example when absent. */
  bodyExample?: unknown;
}

const LOCATION_TITLES = { path: "Path parameters", query: "Query parameters", header: "Headers" } as const;

export function renderPlayground(endpoint: Endpoint, options: PlaygroundOptions): string {
  if (options.mode === "hide") return "";
  const method = endpoint.method.toUpperCase();
  if (options.mode === "simple") {
    const base = endpoint.baseUrls[0];
    const url = base === undefined ? endpoint.path : joinUrl(base, endpoint.path);
    return `<div class="playground playground-simple"><div class="playground-bar">${methodBadge(endpoint.method)}<code class="playground-url">${escapeHtml(url)}</code></div></div>`;
  }

  const id = `pg-${hash(`${endpoint.method} ${endpoint.path}`)}`;
  const sent = endpoint.parameters.filter(
    (parameter): parameter is EndpointParameter & { in: PlaygroundParameter["in"] } =>
      parameter.in !== "cookie" && !setByPlayground(endpoint, parameter),
  );
  // A body on GET or HEAD is not allowed by fetch (and has no defined meaning in HTTP).
  const body = endpoint.body && method !== "GET" && method !== "HEAD" ? endpoint.body : undefined;
  const data: PlaygroundData = {
    method,
    path: endpoint.path,
    baseUrls: endpoint.baseUrls,
    parameters: sent.map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required,
      array: isArray(parameter.schema),
    })),
    ...(body ? { body: { contentType: body.contentType, required: body.required } } : {}),
    ...(endpoint.auth ? { auth: endpoint.auth } : {}),
  };

  const groups = [authGroup(endpoint.auth, id)];
  for (const location of ["path", "query", "header"] as const) {
    const fields = sent.flatMap((parameter, index) =>
      parameter.in === location ? [parameterField(parameter, index, id)] : [],
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
    "</section>",
  ].join("");
}

/** A badge coloured per method (`method-get`, `method-post`, ...), for the playground and endpoint headers alike. */
export function methodBadge(method: string): string {
  const lower = method.toLowerCase();
  return `<span class="method-badge${/^[a-z]+$/.test(lower) ? ` method-${lower}` : ""}">${escapeHtml(method.toUpperCase())}</span>`;
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, "") + (path.startsWith("/") ? path : `/${path}`);
}

/** A short stable id part, so two builds write the same page and two playgrounds on one page differ. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return (value >>> 0).toString(36);
}

/**
 * Header parameters the playground writes itself: the body's Content-Type and the auth header.
 * (OpenAPI says such definitions are ignored; a second field for them would only conflict.)
 */
function setByPlayground(endpoint: Endpoint, parameter: EndpointParameter): boolean {
  if (parameter.in !== "header") return false;
  const name = parameter.name.toLowerCase();
  const auth = endpoint.auth;
  if (name === "content-type") return endpoint.body !== undefined;
  if (name === "authorization") return auth?.method === "bearer" || auth?.method === "basic";
  return auth?.method === "key" && auth.in === "header" && auth.name.toLowerCase() === name;
}

function isArray(schema: SchemaView): boolean {
  return schema.type?.split(" | ").includes("array") ?? false;
}

/** The server: a select among several, or a field when the spec names none (one is written before the path). */
function serverControl(baseUrls: string[], id: string): string {
  if (baseUrls.length === 1) return "";
  if (baseUrls.length === 0)
    return `<input${attributes({ class: "playground-base", id: `${id}-base`, type: "url", "aria-label": "Server URL", placeholder: "https://api.example.com", required: true, spellcheck: "false" })}>`;
  const choices = baseUrls.map((url) => `<option${attributes({ value: url })}>${escapeHtml(url)}</option>`).join("");
  return `<select${attributes({ class: "playground-base", id: `${id}-base`, "aria-label": "Server" })}>${choices}</select>`;
}

function fixedBase(baseUrls: string[]): string {
  return baseUrls.length === 1
    ? `<span class="playground-base">${escapeHtml(baseUrls[0]!.replace(/\/+$/, ""))}</span>`
    : "";
}

/** The path with its `{parameters}` marked, so the reader sees where the path fields go. */
function pathHtml(path: string): string {
  return path
    .split(/(\{[^}]+\})/)
    .map((part, i) =>
      i % 2 === 1 ? `<span class="playground-path-param">${escapeHtml(part)}</span>` : escapeHtml(part),
    )
    .join("");
}

function group(title: string, content: string): string {
  return `<fieldset class="playground-group"><legend>${escapeHtml(title)}</legend>${content}</fieldset>`;
}

/** A label (name, type, required mark) beside its control. */
function field(
  controlId: string,
  name: string,
  hint: string,
  required: boolean,
  control: string,
  deprecated = false,
): string {
  // Spaces between the parts: the label's text (and its accessible name) reads "id integer required".
  const marks = [
    hint ? ` <span class="playground-type">${escapeHtml(hint)}</span>` : "",
    required ? ' <span class="playground-required">required</span>' : "",
    deprecated ? ' <span class="playground-deprecated">deprecated</span>' : "",
  ].join("");
  return `<div class="playground-field"><label for="${controlId}"><span class="playground-name">${escapeHtml(name)}</span>${marks}</label>${control}</div>`;
}

function authGroup(auth: EndpointAuth | undefined, id: string): string {
  if (!auth) return "";
  const note = '<p class="playground-note">Kept in this browser tab only, and sent only to the API.</p>';
  const input = (index: number, type: "text" | "password") =>
    `<input${attributes({ id: `${id}-auth${index}`, type, "data-auth": index, autocomplete: "off", spellcheck: "false", value: index === 0 ? auth.inputPrefix : undefined })}>`;
  switch (auth.method) {
    case "bearer":
      return group("Authorization", field(`${id}-auth0`, "Bearer token", "", false, input(0, "text")) + note);
    case "basic":
      return group(
        "Authorization",
        field(`${id}-auth0`, auth.usernameName, "", false, input(0, "text")) +
          field(`${id}-auth1`, auth.passwordName, "", false, input(1, "password")) +
          note,
      );
    case "key":
      if (auth.in === "cookie")
        return group(
          "Authorization",
          `<p class="playground-note">${cookieNote(`The API key goes in the cookie <code>${escapeHtml(auth.name)}</code>`)}</p>`,
        );
      return group(
        "Authorization",
        field(`${id}-auth0`, auth.name, auth.in === "header" ? "header" : "query parameter", false, input(0, "text")) +
          note,
      );
  }
}

/**
 * Cookies are listed, never sent: fetch may not write a Cookie header, and document.cookie would
 * set them on the docs site's own domain, where a cross-origin API never sees them and a
 * same-origin one would get a credential that outlives the tab and rides on every page request.
 */
function cookieNote(subject: string): string {
  return `${subject}: browsers do not let a page set cookies on its requests to an API, so the playground cannot send it. Use the cURL example to send it.`;
}

function parameterField(parameter: EndpointParameter, index: number, id: string): string {
  const controlId = `${id}-p${index}`;
  const schema = parameter.schema;
  const value = prefill(parameter);
  const common = { id: controlId, "data-param": index, required: parameter.required };
  const hint = isArray(schema)
    ? `array of ${schema.items?.type ?? "values"}, comma-separated`
    : [schema.type, schema.format].filter(Boolean).join(" · ");
  let control: string;
  const choices = schema.enum ?? (schema.type?.split(" | ").includes("boolean") ? [true, false] : undefined);
  if (choices) {
    // An empty choice unless required: an optional parameter can be left out.
    const options = (parameter.required ? [] : [""]).concat(choices.map(text));
    control = `<select${attributes(common)}>${options.map((option) => `<option${attributes({ value: option, selected: option === value && option !== "" })}>${escapeHtml(option === "" ? "—" : option)}</option>`).join("")}</select>`;
  } else {
    const numeric = /^(integer|number)\b/.test(schema.type ?? "");
    control = `<input${attributes({ ...common, type: "text", value: value || undefined, inputmode: numeric ? "decimal" : undefined, spellcheck: "false", autocomplete: "off" })}>`;
  }
  return field(controlId, parameter.name, hint, parameter.required, control, parameter.deprecated);
}

/** The parameter's example, else its schema's example, default or first enum value, else nothing. */
function prefill(parameter: EndpointParameter): string {
  const schema = parameter.schema;
  const value = parameter.example ?? schema.example ?? schema.default ?? schema.enum?.[0];
  return value === undefined ? "" : Array.isArray(value) && isArray(schema) ? value.map(text).join(",") : text(value);
}

function text(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function cookieGroup(cookies: EndpointParameter[]): string {
  if (cookies.length === 0) return "";
  const items = cookies.map(
    (cookie) =>
      `<li><code>${escapeHtml(cookie.name)}</code>${cookie.schema.type ? ` <span class="playground-type">${escapeHtml(cookie.schema.type)}</span>` : ""}${cookie.required ? ' <span class="playground-required">required</span>' : ""}</li>`,
  );
  return group(
    "Cookies",
    `<ul class="playground-cookies">${items.join("")}</ul><p class="playground-note">${cookieNote(cookies.length === 1 ? "This cookie" : "These cookies")}</p>`,
  );
}

function bodyGroup(contentType: string, required: boolean, example: unknown, id: string, schema?: SchemaView): string {
  const json = /[/+]json\b/i.test(contentType);
  const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);
  const value =
    example === undefined ? "" : typeof example === "string" && !json ? example : JSON.stringify(example, null, 2);
  const rows = Math.min(Math.max(value.split("\n").length + 1, 4), 18);
  // The newline after <textarea> is dropped by the parser, so a body starting with one keeps it.
  const textarea = `<textarea${attributes({ id: `${id}-body`, "data-body": true, rows, spellcheck: "false", required })}>\n${escapeHtml(value)}</textarea>`;
  const raw = field(`${id}-body`, contentType, form ? "fields as a JSON object" : "", required, textarea);
  const properties = (json || form) && schema?.properties?.length ? schema.properties : undefined;
  if (!properties) return group("Body", raw);
  // One input per field, kept in sync with the JSON the request sends; the client shows them (and the Raw JSON
  // switch) once it runs, so without script the JSON stays as the one control.
  const fields = bodyFields(properties, [], `${id}-b`);
  return group(
    "Body",
    `<label class="playground-raw-switch" hidden><input type="checkbox" data-body-raw> Raw JSON</label>` +
      `<div class="playground-body-fields" data-body-fields hidden>${fields}</div>` +
      `<div class="playground-body-raw">${raw}</div>`,
  );
}

/**
 * A control per property: a select for an enum or a boolean, a text input for a string or a number, a fieldset for an
 * object with properties, and a small JSON textarea for anything else (arrays, free-form objects, variants).
 */
function bodyFields(properties: readonly PropertyView[], path: readonly string[], idPrefix: string): string {
  return properties
    .map((property, index) => {
      const at = [...path, property.name];
      const controlId = `${idPrefix}-${index}`;
      const schema = property.schema;
      if (schema.properties?.length && !schema.variants)
        return `<fieldset class="playground-body-object"><legend>${escapeHtml(property.name)}${property.required ? ' <span class="playground-required">required</span>' : ""}</legend>${bodyFields(schema.properties, at, controlId)}</fieldset>`;
      const types = schema.type?.split(" | ") ?? [];
      const kind =
        schema.enum !== undefined
          ? "enum"
          : types.includes("boolean")
            ? "boolean"
            : /^(integer|number)$/.test(types[0] ?? "")
              ? "number"
              : types[0] === "string"
                ? "string"
                : "json";
      const common = {
        id: controlId,
        "data-body-field": JSON.stringify(at),
        "data-kind": kind,
        required: property.required,
      };
      let control: string;
      if (kind === "enum" || kind === "boolean") {
        const choices = kind === "enum" ? (schema.enum ?? []) : [true, false];
        control = `<select${attributes(common)}><option value="">—</option>${choices.map((choice) => `<option${attributes({ value: JSON.stringify(choice) })}>${escapeHtml(text(choice))}</option>`).join("")}</select>`;
      } else if (kind === "json") {
        control = `<textarea${attributes({ ...common, rows: 2, spellcheck: "false" })}></textarea>`;
      } else {
        control = `<input${attributes({ ...common, type: "text", inputmode: kind === "number" ? "decimal" : undefined, spellcheck: "false", autocomplete: "off" })}>`;
      }
      const hint =
        kind === "json"
          ? `${schema.type ?? "value"} as JSON`
          : [schema.type, schema.format].filter(Boolean).join(" · ");
      return field(controlId, property.name, hint, property.required, control, schema.deprecated === true);
    })
    .join("");
}
