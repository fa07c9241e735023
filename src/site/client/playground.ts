// The API playground: sends the request an endpoint page's form describes, from the reader's
// browser straight to the API, and shows the answer. The form comes from
// src/site/api/playground-html.ts; nothing here writes markup from strings.
import type { PlaygroundData } from "../api/playground-html.js";
import { emptyRequiredBodyFields, setupBodyFields } from "./body-fields.js";
import { openedFromDisk, siteRoot } from "./site-root.js";

const TIMEOUT_MS = 30_000;
/**
 * sessionStorage, never localStorage: credentials live as long as the tab, and only in it. One entry per site (base
 * path).
 */
const AUTH_KEY = `docsgate-playground-auth:${siteRoot().pathname.replace(/\/$/, "")}`;
/** What Send says on a page opened from disk, whose requests carry no origin an API would let in. */
const SEND_NEEDS_SERVED_SITE =
  "Sending a request needs the site served: a page opened from a file cannot send one to the API.";
/** Beyond this, a response body is shown as plain text: thousands of spans would freeze the tab. */
const HIGHLIGHT_LIMIT = 200_000;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function setupPlaygrounds(): void {
  for (const section of document.querySelectorAll<HTMLElement>("[data-playground]")) {
    const script = section.querySelector("script.playground-data");
    const form = section.querySelector("form");
    if (script && form) setupPlayground(section, form, JSON.parse(script.textContent ?? "") as PlaygroundData);
  }
}

function setupPlayground(section: HTMLElement, form: HTMLFormElement, data: PlaygroundData): void {
  const authInputs = [...form.querySelectorAll<HTMLInputElement>("[data-auth]")];
  const authId = data.auth
    ? data.auth.method === "key"
      ? `key:${data.auth.in}:${data.auth.name}`
      : data.auth.method
    : "";
  const remembered = readAuth()[authId];
  if (remembered) authInputs.forEach((input, i) => (input.value = remembered[i] ?? ""));
  for (const input of authInputs) {
    input.addEventListener("input", () => {
      const all = readAuth();
      all[authId] = authInputs.map((each) => each.value);
      try {
        sessionStorage.setItem(AUTH_KEY, JSON.stringify(all));
      } catch {
        // Storage is off: the credentials last for this page only.
      }
    });
  }
  setupBodyFields(form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void send(section, form, data, authInputs);
  });
}

function readAuth(): Record<string, string[]> {
  try {
    return JSON.parse(sessionStorage.getItem(AUTH_KEY) ?? "{}") as Record<string, string[]>;
  } catch {
    return {};
  }
}

/** A problem found before sending: said in words, with the fields to fix marked. */
class FormProblem extends Error {
  constructor(
    message: string,
    readonly fields: Control[] = [],
  ) {
    super(message);
  }
}

async function send(
  section: HTMLElement,
  form: HTMLFormElement,
  data: PlaygroundData,
  authInputs: HTMLInputElement[],
): Promise<void> {
  const message = form.querySelector<HTMLElement>(".playground-message")!;
  const button = form.querySelector<HTMLButtonElement>(".playground-send")!;
  const panel = section.querySelector<HTMLElement>(".playground-response")!;
  for (const marked of form.querySelectorAll("[aria-invalid]")) marked.removeAttribute("aria-invalid");
  message.hidden = true;
  panel.hidden = true;
  if (openedFromDisk()) return say(message, SEND_NEEDS_SERVED_SITE);
  let request: { url: URL; init: RequestInit };
  try {
    request = buildRequest(form, data, authInputs);
  } catch (error) {
    const problem =
      error instanceof FormProblem
        ? error
        : new FormProblem(`The request cannot be built: ${(error as Error).message}`);
    for (const field of problem.fields) field.setAttribute("aria-invalid", "true");
    problem.fields[0]?.focus();
    return say(message, problem.message);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  button.disabled = true;
  section.setAttribute("aria-busy", "true");
  const started = performance.now();
  try {
    const response = await fetch(request.url, { ...request.init, signal: controller.signal });
    const blob = await response.blob();
    showResponse(
      panel,
      response,
      blob.size === 0 ? undefined : await bodyText(response, blob),
      performance.now() - started,
    );
  } catch (error) {
    say(
      message,
      controller.signal.aborted
        ? `The server at ${request.url.origin} did not answer within ${TIMEOUT_MS / 1000} seconds, so the request was cancelled.`
        : failureText(request.url, error),
    );
  } finally {
    clearTimeout(timer);
    button.disabled = false;
    section.removeAttribute("aria-busy");
  }
}

function say(element: HTMLElement, text: string): void {
  element.textContent = text;
  element.hidden = false;
}

function buildRequest(
  form: HTMLFormElement,
  data: PlaygroundData,
  authInputs: HTMLInputElement[],
): { url: URL; init: RequestInit } {
  const missing: Control[] = [];
  const valueOf = (control: Control | null, required: boolean): string => {
    if (control && required && control.value.trim() === "") missing.push(control);
    return control?.value ?? "";
  };
  const baseControl = form.querySelector<HTMLInputElement | HTMLSelectElement>(".playground-base:is(input, select)");
  const base = baseControl ? valueOf(baseControl, true).trim() : (data.baseUrls[0] ?? "");
  const values = data.parameters.map((parameter, i) =>
    valueOf(form.querySelector<Control>(`[data-param="${i}"]`), parameter.required),
  );
  const bodyControl = form.querySelector<HTMLTextAreaElement>("[data-body]");
  const bodySource = valueOf(bodyControl, data.body?.required ?? false);
  missing.push(...emptyRequiredBodyFields(form));
  if (missing.length > 0) {
    const names = missing.map(
      (control) => form.querySelector(`label[for="${control.id}"] .playground-name`)?.textContent ?? "Server URL",
    );
    throw new FormProblem(
      `Fill in the required field${names.length > 1 ? "s" : ""} first: ${names.join(", ")}.`,
      missing,
    );
  }

  const path = data.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const i = data.parameters.findIndex((parameter) => parameter.in === "path" && parameter.name === name);
    return i < 0 ? whole : encodeURIComponent(values[i]!);
  });
  let url: URL | undefined;
  try {
    // Relative base URLs from the spec are relative to the site; one the reader types must be complete.
    if (!(baseControl instanceof HTMLInputElement) || /^https?:\/\//i.test(base))
      url = new URL(base.replace(/\/+$/, "") + path, location.href);
  } catch {
    // Not a URL at all: said just below.
  }
  if (!url)
    throw new FormProblem(
      `“${base}” is not a server address: write it as https://api.example.com.`,
      baseControl ? [baseControl] : [],
    );
  const query: [string, string][] = [];
  const headers = new Headers();
  data.parameters.forEach((parameter, i) => {
    const value = values[i]!;
    if (value === "") return;
    if (parameter.in === "query")
      for (const item of parameter.array ? value.split(",") : [value]) query.push([parameter.name, item.trim()]);
    else if (parameter.in === "header") headers.set(parameter.name, value);
  });
  addAuth(data, authInputs, headers, query);
  // Encoded by hand: URLSearchParams would write spaces as `+`, which not every API reads as a space.
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
  if (search) url.search = url.search ? `${url.search.slice(1)}&${search}` : search;

  const init: RequestInit = { method: data.method, headers };
  if (data.body && bodySource.trim() !== "")
    init.body = encodeBody(data.body.contentType, bodySource, bodyControl!, headers);
  return { url, init };
}

/** A value typed over the prefilled prefix counts; the bare prefix (or nothing) sends no credential. */
function typed(input: HTMLInputElement | undefined, prefix = ""): string {
  const value = input?.value.trim() ?? "";
  return value === prefix.trim() ? "" : value;
}

function addAuth(data: PlaygroundData, inputs: HTMLInputElement[], headers: Headers, query: [string, string][]): void {
  const auth = data.auth;
  if (!auth) return;
  const first = typed(inputs[0], auth.inputPrefix);
  if (auth.method === "bearer") {
    // The prefix setting often is "Bearer " itself: never write the word twice.
    if (first) headers.set("Authorization", /^bearer\s/i.test(first) ? first : `Bearer ${first}`);
  } else if (auth.method === "basic") {
    const password = inputs[1]?.value ?? "";
    if (first || password) headers.set("Authorization", `Basic ${base64(`${first}:${password}`)}`);
  } else if (first && auth.in === "header") {
    headers.set(auth.name, first);
  } else if (first && auth.in === "query") {
    query.push([auth.name, first]);
  }
}

/** btoa takes Latin-1 only: the UTF-8 bytes go through it one by one. */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function encodeBody(contentType: string, source: string, control: HTMLTextAreaElement, headers: Headers): BodyInit {
  const json = /[/+]json\b/i.test(contentType);
  const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.exec(contentType)?.[1]?.toLowerCase();
  if (!json && !form) {
    headers.set("Content-Type", contentType);
    return source;
  }
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new FormProblem(`The body is not valid JSON, so it was not sent: ${(error as Error).message}`, [control]);
  }
  if (json) {
    headers.set("Content-Type", contentType);
    return source;
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new FormProblem('Write the form\'s fields as one JSON object: { "name": "value" }.', [control]);
  const fields = Object.entries(value).map(([name, item]): [string, string] => [
    name,
    typeof item === "string" ? item : JSON.stringify(item),
  ]);
  if (form === "application/x-www-form-urlencoded") return new URLSearchParams(fields);
  // FormData: fetch writes multipart's Content-Type itself, with the boundary it chose.
  const multipart = new FormData();
  for (const [name, item] of fields) multipart.append(name, item);
  return multipart;
}

/** fetch says only "TypeError" for a refused connection and a CORS refusal alike: both are explained. */
function failureText(url: URL, error: unknown): string {
  if (location.protocol === "https:" && url.protocol === "http:")
    return `This page is served over HTTPS and the server address ${url.origin} is plain HTTP: browsers block such requests. Use an https:// address.`;
  if (!(error instanceof TypeError)) return `The request failed: ${String(error)}`;
  return (
    `No answer from ${url.origin} that this page may read. Either the server could not be reached (it is down, the address is wrong, or a network or firewall blocks it), ` +
    `or it answered but does not allow requests from this site: its answers, preflight OPTIONS requests included, must carry Access-Control-Allow-Origin for ${location.origin}. ` +
    "The browser's developer tools (Console and Network tabs) say which; the cURL example sends the same request without the browser's checks."
  );
}

async function bodyText(response: Response, blob: Blob): Promise<{ text: string; json: boolean }> {
  const type = response.headers.get("content-type") ?? "";
  if (type && !/^text\/|[/+](json|xml)\b|javascript|x-www-form-urlencoded/i.test(type))
    return { text: `(${blob.size} bytes of ${type}, not shown)`, json: false };
  const text = await blob.text();
  if (type && !/[/+]json\b/i.test(type)) return { text, json: false };
  try {
    JSON.parse(text);
  } catch {
    return { text, json: false };
  }
  return { text: prettyJson(text), json: true };
}

const JSON_PART = /"(?:[^"\\]|\\.)*"|[{}[\],:]|[^\s{}[\],:"]+/g;

/**
 * Valid JSON re-indented as JSON.stringify(value, null, 2) would, but from its own text: numbers
 * beyond double precision (64-bit ids) and escapes stay exactly as the server wrote them.
 */
function prettyJson(text: string): string {
  const parts = text.match(JSON_PART) ?? [];
  let out = "";
  let depth = 0;
  const line = () => `\n${"  ".repeat(depth)}`;
  parts.forEach((part, i) => {
    const empty = (part === "{" || part === "[") && (parts[i + 1] === "}" || parts[i + 1] === "]");
    const closesEmpty = (part === "}" || part === "]") && (parts[i - 1] === "{" || parts[i - 1] === "[");
    if (empty || closesEmpty) {
      out += part;
    } else if (part === "{" || part === "[") {
      depth++;
      out += part + line();
    } else if (part === "}" || part === "]") {
      depth--;
      out += line() + part;
    } else {
      out += part === "," ? `,${line()}` : part === ":" ? ": " : part;
    }
  });
  return out;
}

function showResponse(
  panel: HTMLElement,
  response: Response,
  body: { text: string; json: boolean } | undefined,
  elapsed: number,
): void {
  const status = panel.querySelector<HTMLElement>(".playground-status")!;
  status.textContent = `${response.status} ${response.statusText}`.trim();
  status.dataset.class = `${Math.floor(response.status / 100)}xx`;
  panel.querySelector(".playground-time")!.textContent = `${Math.round(elapsed)} ms`;
  const list = panel.querySelector("dl")!;
  const rows: HTMLElement[] = [];
  response.headers.forEach((value, name) => {
    const term = document.createElement("dt");
    term.textContent = name;
    const description = document.createElement("dd");
    description.textContent = value;
    rows.push(term, description);
  });
  list.replaceChildren(...rows);
  const code = panel.querySelector<HTMLElement>(".playground-body code")!;
  if (!body) code.textContent = "(no body)";
  else if (body.json && body.text.length <= HIGHLIGHT_LIMIT) code.replaceChildren(highlightJson(body.text));
  else code.textContent = body.text;
  panel.hidden = false;
}

const JSON_TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** Pretty JSON as text nodes and spans of the site's highlight classes. */
function highlightJson(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  let at = 0;
  for (const match of text.matchAll(JSON_TOKEN)) {
    fragment.append(text.slice(at, match.index));
    const token = document.createElement("span");
    token.className = match[2]
      ? "hljs-attr"
      : match[1]
        ? "hljs-string"
        : /\d/.test(match[0])
          ? "hljs-number"
          : "hljs-literal";
    token.textContent = match[1] ?? match[0];
    fragment.append(token, match[2] ?? "");
    at = match.index + match[0].length;
  }
  fragment.append(text.slice(at));
  return fragment;
}

setupPlaygrounds();
