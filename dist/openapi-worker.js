import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  cutDeepNesting
} from "./chunk-CUWJ6B3G.js";
import {
  ALLOW_PRIVATE_HINT,
  PRIVATE_ADDRESSES,
  RefusedAddress,
  guardedLookup,
  literalRefusal
} from "./chunk-Q4XEN6ZB.js";
import {
  MAX_SPEC_BYTES,
  buildSpecIndex,
  megabytes
} from "./chunk-DN6EFJKH.js";
import {
  BaseResolver,
  ResolveError,
  Source,
  SpecDocuments,
  SpecPositions,
  YamlParseError,
  child,
  createConfig,
  detectSpec,
  escapePointer,
  getLineColLocation,
  getTypes,
  isAbsoluteUrl,
  isRef,
  lintDocument,
  loadIgnoreConfig,
  logger,
  makeDocumentFromString,
  normalizeTypes,
  normalizeVisitors,
  redactUrl,
  redactUrls,
  resolveDocument,
  walkDocument
} from "./chunk-BPU2NOSW.js";
import "./chunk-2AY3GXWT.js";
import {
  INVALID_FILE_ID,
  REDOCLY_CONFIG_ID,
  REDOCLY_UNSUPPORTED_ID,
  REMOTE_SPEC_ID,
  SCHEMA_KEYWORD_ID,
  UNRESOLVED_REF_ID,
  locateRootFile,
  saveAsUtf8Hint,
  wideEncoding
} from "./chunk-3GTHPOSM.js";
import {
  JsonSource,
  MAX_ALIAS_NODES,
  MAX_JSON_DEPTH,
  aliasAddedNodes,
  aliasBombMessage,
  findAliasBomb,
  fromMarkdown,
  mayUseAliases,
  tooDeepJsonAt,
  unreadableYaml
} from "./chunk-FTXZLPLP.js";
import {
  LineIndex,
  withoutBom
} from "./chunk-W7KGNAZE.js";
import {
  errorText,
  post
} from "./chunk-UWRAYTU5.js";
import "./chunk-LOFROOWK.js";

// src/openapi/openapi-worker.ts
import { workerData } from "node:worker_threads";

// src/network/guarded-agent.ts
import dns from "node:dns";
async function guardedAgent(policy = PRIVATE_ADDRESSES, lookup = dns.lookup) {
  const { Agent, buildConnector } = (await import("./undici-RZ7EEBBZ.js")).default;
  const connect = buildConnector({ lookup: guardedLookup(policy, lookup) });
  return new Agent({
    connect: (options, callback) => {
      const refused = literalRefusal(options.hostname, policy);
      if (refused) callback(new RefusedAddress(refused), null);
      else connect(options, callback);
    }
  });
}

// src/openapi/fetch-remote.ts
var FETCH_TIMEOUT_MS = 1e4;
var RemoteFetcher = class {
  cache = /* @__PURE__ */ new Map();
  dispatcher;
  options;
  constructor(options) {
    this.options = { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_SPEC_BYTES, ...options };
  }
  fetch(url) {
    let fetched = this.cache.get(url);
    if (!fetched) {
      fetched = this.withRetry(url);
      this.cache.set(url, fetched);
    }
    return fetched;
  }
  async withRetry(url) {
    const first = await this.attempt(url);
    if (first.ok || !first.retry) return first.result;
    const second = await this.attempt(url);
    return second.ok || !second.retry ? second.result : { ok: false, reason: `${second.result.reason} (tried twice)`, why: `${second.result.why} (tried twice)` };
  }
  async attempt(url) {
    const fail = (retry, reason) => ({
      ok: false,
      retry,
      result: { ok: false, reason: `${redactUrl(url)} could not be fetched: ${reason}`, why: reason }
    });
    if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url))
      return fail(false, "its address holds a user name or password, and docsgate sends no credentials");
    const seconds = this.options.timeoutMs / 1e3;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response;
    try {
      response = await fetch(url, {
        signal,
        headers: { accept: "application/json, application/yaml, text/yaml, */*" },
        ...this.options.allowPrivateAddresses ? {} : { dispatcher: await (this.dispatcher ??= guardedAgent()) }
      });
    } catch (error) {
      const cause = error.cause;
      if (cause instanceof RefusedAddress) return fail(false, `${cause.message}; ${ALLOW_PRIVATE_HINT}`);
      return fail(true, signal.aborted ? `no answer within ${seconds} s` : networkReason(error));
    }
    if (!response.ok) {
      void response.body?.cancel();
      return fail(
        response.status >= 500 || response.status === 429,
        `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`
      );
    }
    const tooLarge = `it is larger than ${megabytes(this.options.maxBytes)} MB, the size docsgate reads`;
    const declared = Number(response.headers.get("content-length"));
    if (declared > this.options.maxBytes) {
      void response.body?.cancel();
      return fail(false, tooLarge);
    }
    const chunks = [];
    let size = 0;
    try {
      for await (const chunk of response.body ?? []) {
        size += chunk.byteLength;
        if (size > this.options.maxBytes) {
          void response.body?.cancel();
          return fail(false, tooLarge);
        }
        chunks.push(chunk);
      }
    } catch (error) {
      return fail(true, signal.aborted ? `the download did not finish within ${seconds} s` : networkReason(error));
    }
    const mimeType = response.headers.get("content-type") ?? void 0;
    return {
      ok: true,
      result: { ok: true, text: Buffer.concat(chunks).toString("utf8"), ...mimeType ? { mimeType } : {} }
    };
  }
};
function networkReason(error) {
  const cause = error.cause;
  return redactUrls(cause?.code ?? cause?.message ?? error.message);
}

// src/openapi/lint-spec.ts
import path4 from "node:path";

// src/openapi/read-spec.ts
import { isUtf8 } from "node:buffer";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
function readSpecFile(root, file) {
  const full = path.join(root, file);
  const fail = (message, at = { line: 1, column: 1 }) => ({
    ok: false,
    problem: invalid(message, { file, ...at })
  });
  let bytes;
  try {
    const size = statSync(full).size;
    if (size > MAX_SPEC_BYTES) {
      return fail(
        `${file} is ${megabytes(size)} MB; docsgate reads OpenAPI files up to ${megabytes(MAX_SPEC_BYTES)} MB and did not check it. Split it into files joined by \`$ref\`s, or leave generated specs out of the docs.`
      );
    }
    bytes = readFileSync(full);
  } catch (error) {
    return fail(`${file} cannot be read: ${error.message.split(root + path.sep).join("")}.`);
  }
  const wide = wideEncoding(bytes);
  if (wide)
    return fail(
      `${file} is saved as ${wide.family}, and OpenAPI files are read as UTF-8 only. ${saveAsUtf8Hint(wide, file)}`
    );
  if (bytes.includes(0)) return fail(`${file} is a binary file, not an OpenAPI document in YAML or JSON.`);
  if (!isUtf8(bytes)) return fail(`${file} is not valid UTF-8 text. Save it with UTF-8 encoding.`);
  return { ok: true, text: bytes.toString("utf8") };
}
function parseSpec(text, absoluteRef, shown, namedAt) {
  const place = (line, column) => namedAt ?? { file: shown, line, column };
  const where = (line, column) => namedAt ? ` (line ${line}, column ${column})` : "";
  const body = withoutBom(text).replace(/\r\n/g, "\n");
  const deep = tooDeepAt(body);
  if (deep)
    return {
      ok: false,
      problem: invalid(`${shown}${where(deep.line, deep.column)} ${tooDeepReason()}`, place(deep.line, deep.column))
    };
  let document = jsonDocument(body, absoluteRef);
  if (!document && /\.json$/i.test(isAbsoluteUrl(absoluteRef) ? new URL(absoluteRef).pathname : absoluteRef)) {
    const { syntaxError, lines } = new JsonSource(shown, body);
    if (syntaxError) {
      const { line, column } = lines.position(syntaxError.offset);
      return {
        ok: false,
        problem: invalid(
          `${shown} is not valid JSON${where(line, column)}: ${syntaxError.message}`,
          place(line, column)
        )
      };
    }
  }
  try {
    if (!document) {
      const source = new Source(absoluteRef, body);
      document = { source, parsed: SpecPositions.parseYaml(source) };
    }
  } catch (error) {
    if (!(error instanceof YamlParseError)) throw error;
    const [line, column] = [error.line || 1, error.col || 1];
    return {
      ok: false,
      problem: invalid(
        `${shown} is not valid YAML${where(line, column)}: ${parseErrorReason(error.message)}. Correct the syntax here.`,
        place(line, column)
      )
    };
  }
  if (mayUseAliases(body) && aliasAddedNodes(document.parsed) > MAX_ALIAS_NODES) {
    const at = findAliasBomb(body) ?? { line: 1, column: 1 };
    return {
      ok: false,
      problem: invalid(aliasBombMessage(`${shown}${where(at.line, at.column)}`), place(at.line, at.column))
    };
  }
  const value = document.parsed;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return {
      ok: false,
      notSpec: true,
      problem: invalid(
        `${shown} is not an OpenAPI document: it must be a mapping with \`openapi\` (or Swagger's \`swagger\`) at the top.`,
        place(1, 1)
      )
    };
  }
  const version = versionOf(value);
  if (version.ok) return { ok: true, document, version: version.version };
  const notSpec = value.openapi === void 0 && value.swagger === void 0;
  return { ok: false, ...notSpec ? { notSpec } : {}, problem: invalid(`${shown} ${version.reason}`, place(1, 1)) };
}
function versionOf(value) {
  const { openapi, swagger } = value;
  if (typeof openapi === "string" && /^3\.[0-2]\.\d/.test(openapi)) return { ok: true, version: openapi };
  if (swagger === "2.0") return { ok: true, version: "2.0" };
  if (openapi === void 0 && swagger === void 0) {
    return {
      ok: false,
      reason: 'is not an OpenAPI document: it has no top-level `openapi` field (such as `openapi: 3.1.0`), nor Swagger\'s `swagger: "2.0"`.'
    };
  }
  const [key, given] = openapi !== void 0 ? ["openapi", openapi] : ["swagger", swagger];
  if (typeof given === "number") {
    return {
      ok: false,
      reason: `gives \`${key}: ${given}\` as a number; write the version as a string with three parts, such as \`${key}: "${key === "openapi" ? "3.1.0" : "2.0"}"\`.`
    };
  }
  return {
    ok: false,
    reason: `gives \`${key}: ${JSON.stringify(given)}\`, which is not a version docsgate lints: OpenAPI 3.0.x, 3.1.x, 3.2.x or Swagger "2.0".`
  };
}
function jsonDocument(text, absoluteRef) {
  const body = withoutBom(text);
  if (!body.trimStart().startsWith("{")) return void 0;
  try {
    return { source: new Source(absoluteRef, body), parsed: JSON.parse(body) };
  } catch {
    return void 0;
  }
}
function tooDeepAt(body) {
  if (!inBracketSyntax(body)) return void 0;
  const offset = tooDeepJsonAt(body);
  return offset === void 0 ? void 0 : new LineIndex(body).position(offset);
}
function inBracketSyntax(body) {
  return /^\s*[{[]/.test(body.slice(0, 1e3));
}
function tooDeepReason() {
  return `nests its values more than ${MAX_JSON_DEPTH} levels deep here, deeper than any real spec, and was not linted. Flatten it.`;
}
function parseErrorReason(message) {
  return message.replace(/\s*in "[^"]*"/, "").replace(/\s*\(\d+:\d+\)\s*$/, "").trim();
}
function invalid(message, at) {
  return { ruleId: INVALID_FILE_ID, message, place: at };
}

// src/openapi/ref-cycles.ts
var CIRCULAR_REF_ERROR = "Self-referencing circular pointer";
function breakRefCycles(documents) {
  const problems = [];
  const finished = /* @__PURE__ */ new Set();
  for (const start of refNodes(documents)) {
    const chain = [];
    let current = start;
    while (current && isRef(current.node) && !finished.has(current.node)) {
      const node = current.node;
      const repeat = chain.findIndex((hop) => hop.node === node);
      if (repeat !== -1) {
        const circle = chain.slice(repeat);
        const first = circle[0];
        const path6 = [...circle, first].map((hop) => `\`${hop.node.$ref}\``).join(" -> ");
        problems.push({
          ruleId: UNRESOLVED_REF_ID,
          message: `This \`$ref\` is part of a circle of \`$ref\`s that never reaches a definition: ${path6}. Point one of them at the real ${circle.length === 1 ? "definition" : "definitions"}.`,
          place: documents.place(first.document.source, first.pointer)
        });
        delete circle.at(-1).node.$ref;
        break;
      }
      chain.push(current);
      current = documents.target(current.document, node.$ref);
    }
    for (const hop of chain) finished.add(hop.node);
  }
  return problems;
}
function refNodes(documents) {
  const found = [];
  for (const document of documents.documents.values()) {
    const walk = (node, pointer) => {
      if (isRef(node)) found.push({ document, pointer, node });
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, child(pointer, i)));
      else if (node !== null && typeof node === "object")
        for (const [key, value] of Object.entries(node)) walk(value, child(pointer, key));
    };
    walk(document.parsed, "#");
  }
  return found;
}

// src/openapi/redocly-problems.ts
import path2 from "node:path";

// src/openapi/unsafe-markdown.ts
var PATTERNS = /* @__PURE__ */ new Map([
  ["Markdown descriptions must not contain '<script>' tags.", /<script\b/i],
  ["Markdown descriptions must not contain HTML event handler attributes.", /<[a-z][^>]*\bon[a-z]+\s*=/i],
  [
    "Markdown descriptions must not contain 'javascript:' URLs.",
    /(?:\]\(\s*|\b(?:href|src)\s*=\s*["']?\s*)javascript:/i
  ]
]);
function unsafeOutsideCode(description, message) {
  const pattern = PATTERNS.get(message);
  if (!pattern) return true;
  return pattern.test(withoutCode(description));
}
function withoutCode(markdown) {
  const spans = [];
  const walk = (node) => {
    if (node.type === "code" || node.type === "inlineCode") {
      const { start, end } = node.position ?? {};
      if (start?.offset !== void 0 && end?.offset !== void 0) spans.push([start.offset, end.offset]);
      return;
    }
    if ("children" in node) for (const child2 of node.children) walk(child2);
  };
  walk(fromMarkdown(markdown));
  let text = markdown;
  for (const [start, end] of spans) text = text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
  return text;
}

// src/openapi/redocly-problems.ts
function toSpecProblems(problems, documents, resolver, root, fallback, context) {
  const converted = [];
  const seen = /* @__PURE__ */ new Set();
  const parseErrors = /* @__PURE__ */ new Set();
  const overlaps = /* @__PURE__ */ new Map();
  for (const problem of problems) {
    if (problem.ignored) continue;
    const location = problem.location[0];
    let place = fallback;
    if (location) {
      place = location.pointer === void 0 && location.start ? {
        file: documents.fileOf(location.source.absoluteRef),
        line: location.start.line,
        column: location.start.col
      } : documents.place(location.source, location.pointer ?? "#", location.reportOnKey);
    }
    let ruleId = `openapi/${problem.ruleId}`;
    let defaultSeverity = context.teamRules.has(problem.ruleId) ? problem.severity === "warn" ? "warning" : "error" : void 0;
    let message = problem.message + suggestion(problem.suggest);
    const unreached = defaultSeverity || !context.spec ? void 0 : unreachedBy(problem, context.spec);
    if (unreached) {
      defaultSeverity = "notice";
      message += ` ${unreached}`;
    }
    if (problem.ruleId === "no-unsafe-markdown" && location?.pointer !== void 0) {
      const description = stringAt(documents, location.source.absoluteRef, location.pointer);
      if (description !== void 0 && !unsafeOutsideCode(description, problem.message)) continue;
    }
    if (problem.ruleId === "no-enum-type-mismatch" && location?.pointer !== void 0 && hasUnknownType(documents, location.source.absoluteRef, location.pointer))
      continue;
    if (problem.message.startsWith("Example validation errored:")) {
      defaultSeverity ??= "notice";
    }
    if (problem.ruleId === "no-unresolved-refs") {
      const ref = location?.pointer === void 0 ? void 0 : refAt(documents, location.source.absoluteRef, location.pointer);
      const reading = unresolved(problem.message, ref, place, resolver, parseErrors);
      if (!reading) continue;
      ({ ruleId, message } = reading);
      defaultSeverity = reading.defaultSeverity;
    } else if (problem.ruleId === "struct" && location?.pointer !== void 0 && context.inSchema31?.(location.source.absoluteRef, location.pointer)) {
      ruleId = SCHEMA_KEYWORD_ID;
      defaultSeverity = void 0;
      if (problem.message.startsWith("Property `nullable` ")) {
        defaultSeverity = "notice";
        message += ' Mintlify shows the field as nullable either way; OpenAPI 3.1 adds `"null"` to `type` instead.';
      }
    }
    if (isAbsoluteUrl(place.file)) {
      message = `In ${place.file} at line ${place.line}, column ${place.column}: ${message}`;
      place = fallback;
    }
    message = message.split(root + path2.sep).join("");
    const key = `${ruleId} ${place.file}:${place.line}:${place.column} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (problem.ruleId === "no-illogical-composition-keywords" && message.startsWith(OVERLAP)) {
      const at = `${place.file}:${place.line}:${place.column}`;
      const first = overlaps.get(at);
      if (first) {
        first.more++;
        continue;
      }
      const overlap = { ruleId, message, place, ...defaultSeverity ? { defaultSeverity } : {} };
      overlaps.set(at, { problem: overlap, more: 0 });
      converted.push(overlap);
      continue;
    }
    converted.push({ ruleId, message, place, ...defaultSeverity ? { defaultSeverity } : {} });
  }
  for (const { problem, more } of overlaps.values())
    if (more > 0)
      problem.message += ` ${more} more pair${more === 1 ? "" : "s"} of schemas in this \`oneOf\` overlap too.`;
  return converted;
}
var OVERLAP = "Schemas in `oneOf` must be mutually exclusive.";
function unreachedBy(problem, spec) {
  if (problem.ruleId === "no-empty-servers" && spec.webhooksOnly)
    return "The file has only webhooks: the API sends them to the reader's own server, so there is no server URL to list.";
  if (problem.ruleId !== "security-defined" || !problem.message.startsWith("Every operation should have security"))
    return void 0;
  if (!spec.definesSecurity)
    return "The file defines no security scheme, so it documents a public API; Mintlify's playground shows no authentication either way.";
  const location = problem.location[0];
  const webhook = spec.webhooksOnly || location?.source.absoluteRef === spec.absoluteRef && location.pointer?.startsWith("#/webhooks/");
  return webhook ? "This is a webhook, which the API sends to the reader's server: Mintlify reads only the webhook's own `security`, never the root's." : void 0;
}
function unresolved(message, ref, place, resolver, parseErrors) {
  const shown = ref === void 0 ? "This `$ref`" : `The \`$ref\` \`${ref}\``;
  const parseFailure = /^Failed to parse: (.*)$/s.exec(message);
  if (parseFailure) {
    parseErrors.add(parseFailure[1]);
    return {
      ruleId: INVALID_FILE_ID,
      message: `${place.file} is not valid YAML or JSON: ${parseErrorReason(parseFailure[1])}. Correct the syntax here.`
    };
  }
  const reason = /^Can't resolve \$ref: (.*)$/s.exec(message)?.[1];
  if (reason === void 0) {
    return {
      ruleId: UNRESOLVED_REF_ID,
      message: `${shown} points at a part of the file that does not exist. Correct the JSON pointer after \`#\` (such as \`#/components/schemas/User\`) or add what it names.`
    };
  }
  if (parseErrors.has(reason)) return void 0;
  const refusal = resolver.refusals.get(reason);
  if (refusal)
    return {
      ruleId: refusal.ruleId,
      message: `${shown} is not followed: ${refusal.message}`,
      ...refusal.defaultSeverity ? { defaultSeverity: refusal.defaultSeverity } : {}
    };
  if (/^ENOENT\b/.test(reason)) {
    return {
      ruleId: UNRESOLVED_REF_ID,
      message: `${shown} names a file that does not exist. Correct the path (relative to the file the \`$ref\` is in) or add the file.`
    };
  }
  return { ruleId: UNRESOLVED_REF_ID, message: `${shown} cannot be followed: ${reason.replace(/\.$/, "")}.` };
}
var JSON_SCHEMA_TYPES = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);
function hasUnknownType(documents, absoluteRef, pointer) {
  const document = documents.documents.get(absoluteRef);
  const schemaPointer = pointer.replace(/\/(?:enum\/\d+|const)$/, "");
  const schema = document && schemaPointer !== pointer ? documents.target(document, schemaPointer)?.node : void 0;
  if (schema === null || typeof schema !== "object") return false;
  const type = schema.type;
  const types = Array.isArray(type) ? type : [type];
  return types.some((each) => typeof each !== "string" || !JSON_SCHEMA_TYPES.has(each));
}
function stringAt(documents, absoluteRef, pointer) {
  const document = documents.documents.get(absoluteRef);
  const node = document && documents.target(document, pointer)?.node;
  return typeof node === "string" ? node : void 0;
}
function refAt(documents, absoluteRef, pointer) {
  const document = documents.documents.get(absoluteRef);
  if (!document) return void 0;
  const located = documents.target(document, pointer);
  const node = located?.node;
  if (typeof node === "string") return node;
  if (node !== null && typeof node === "object" && typeof node.$ref === "string")
    return node.$ref;
  return void 0;
}
function suggestion(suggest) {
  return suggest.length ? ` Did you mean ${suggest.map((name) => `\`${name}\``).join(" or ")}?` : "";
}

// src/openapi/root-resolver.ts
import path3 from "node:path";
var RootResolver = class extends BaseResolver {
  constructor(root, fetcher) {
    super();
    this.root = root;
    this.fetcher = fetcher;
  }
  root;
  fetcher;
  refusals = /* @__PURE__ */ new Map();
  /** The root's files asked for (root-relative, POSIX), read or not: what the spec's lint depends on besides itself. */
  asked = /* @__PURE__ */ new Set();
  async loadExternalRef(absoluteRef) {
    if (isAbsoluteUrl(absoluteRef)) {
      if (!this.fetcher) {
        throw this.refuse(
          "openapi/remote-spec",
          `\`${redactUrl(absoluteRef)}\` is a remote file, which docsgate fetches only with --fetch-remote (action input \`fetch-remote: true\`); what it holds is not checked.`
        );
      }
      const fetched = await this.fetcher.fetch(absoluteRef);
      if (!fetched.ok) throw this.refuse("openapi/remote-spec", fetched.reason, "warning");
      return this.readable(new Source(absoluteRef, fetched.text.replace(/\r\n/g, "\n"), fetched.mimeType), absoluteRef);
    }
    const relative = path3.relative(this.root, absoluteRef);
    const shown = relative.split(path3.sep).join("/");
    if (relative === ".." || relative.startsWith(`..${path3.sep}`) || path3.isAbsolute(relative)) {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is outside the docs root, and docsgate never reads files there. Move the file into the docs folder and refer to it by a relative path.`
      );
    }
    this.asked.add(shown);
    const located = locateRootFile(this.root, relative, MAX_SPEC_BYTES);
    if (!located.ok && located.why === "outside") {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is a symbolic link that leads out of the docs root, and docsgate never reads files there. Put the real file in the docs folder.`
      );
    }
    if (!located.ok && located.why === "not-a-file") {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is a folder or a device, not a file. Point the reference at a YAML or JSON file.`
      );
    }
    if (!located.ok && located.why === "too-large") {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is ${megabytes(located.size ?? 0)} MB; docsgate reads OpenAPI files up to ${megabytes(MAX_SPEC_BYTES)} MB and skipped it. Split it into smaller files.`
      );
    }
    return this.readable(await super.loadExternalRef(absoluteRef), shown);
  }
  /**
   * A file nested past the limit is refused before redocly's recursive reader and walk overflow
   * the stack, and one whose aliases expand past the limit before redocly walks every copy.
   * A text in JSON's bracket syntax is held to the limit docs.json and a JSON spec have; block
   * YAML to the lower one of YAML's readers.
   */
  readable(source, shown) {
    const deep = tooDeepAt(source.body);
    if (deep)
      throw this.refuse(
        INVALID_FILE_ID,
        `\`${shown}\` (line ${deep.line}, column ${deep.column}) ${tooDeepReason()}`
      );
    const unreadable = unreadableYaml(source.body, inBracketSyntax(source.body) ? MAX_JSON_DEPTH : void 0);
    if (unreadable)
      throw this.refuse(
        INVALID_FILE_ID,
        unreadable.message(`\`${shown}\` (line ${unreadable.line}, column ${unreadable.column})`)
      );
    return source;
  }
  /** `$ref`-ed JSON files are read with JSON.parse too, as the spec itself is. */
  parseDocument(source, isRoot) {
    const json = /\.json$/i.test(source.absoluteRef) ? jsonDocument(source.body, source.absoluteRef) : void 0;
    return json ?? super.parseDocument(source, isRoot);
  }
  refuse(ruleId, message, defaultSeverity) {
    this.refusals.set(message, { ruleId, message, ...defaultSeverity ? { defaultSeverity } : {} });
    return new ResolveError(new Error(message));
  }
};

// src/openapi/schema-places.ts
async function schemaTest31(document, resolver, config) {
  const specVersion = detectSpec(document.parsed);
  if (specVersion !== "oas3_1" && specVersion !== "oas3_2") return void 0;
  const types = normalizeTypes(getTypes(specVersion));
  const resolvedRefMap = await resolveDocument({
    rootDocument: document,
    rootType: types.Root,
    externalRefResolver: resolver
  });
  const schemas = /* @__PURE__ */ new Set();
  const visitor = {
    Schema: { enter: (_node, { location }) => void schemas.add(`${location.source.absoluteRef}${location.pointer}`) }
  };
  walkDocument({
    document,
    rootType: types.Root,
    normalizedVisitors: normalizeVisitors([{ severity: "warn", ruleId: "schema-places", visitor }], types),
    resolvedRefMap,
    ctx: { problems: [], specVersion, config, visitorsData: {} }
  });
  return (absoluteRef, pointer) => {
    const segments = pointer.split("/");
    for (let end = segments.length - 1; end >= 1; end--) {
      if (schemas.has(`${absoluteRef}${segments.slice(0, end).join("/")}`)) return true;
    }
    return false;
  };
}

// src/openapi/spec-shape.ts
function specShape(index) {
  return {
    definesSecurity: index.securitySchemes.length > 0,
    webhooksOnly: index.webhooks.length > 0 && index.operations.length === 0
  };
}

// src/openapi/lint-spec.ts
async function lintSpec(request, context) {
  const { root } = context;
  const name = request.kind === "local" ? request.file : request.url;
  const namedAt = request.kind === "remote" ? request.namedAt : void 0;
  const text = await specText(request, context);
  if (!text.ok) return { problems: [text.problem], ...text.why !== void 0 ? { fetchFailure: text.why } : {} };
  const absoluteRef = request.kind === "local" ? path4.join(root, request.file) : request.url;
  const read = parseSpec(text.text, absoluteRef, name, namedAt);
  if (!read.ok)
    return request.kind === "local" && request.found && read.notSpec ? { problems: [], notSpec: true } : { problems: [read.problem] };
  const resolver = new RootResolver(root, context.fetcher);
  resolver.cache.set(absoluteRef, Promise.resolve(read.document));
  const config = await context.configFor(name);
  const problems = [];
  let found;
  try {
    found = await lintDocument({ document: read.document, config, externalRefResolver: resolver });
  } catch (error) {
    if (error.message !== CIRCULAR_REF_ERROR)
      return { problems: [stopped(name, namedAt, error)], ...asked(resolver) };
    problems.push(...breakRefCycles(await SpecDocuments.collect(root, resolver)));
    try {
      found = await lintDocument({ document: read.document, config, externalRefResolver: resolver });
    } catch (again) {
      return { problems: [...problems, stopped(name, namedAt, again)], ...asked(resolver) };
    }
  }
  const documents = await SpecDocuments.collect(root, resolver);
  const fallback = namedAt ?? { file: name, line: 1, column: 1 };
  const inSchema31 = found.some((problem) => problem.ruleId === "struct") ? await schemaTest31(read.document, resolver, config) : void 0;
  const index = buildSpecIndex(name, read.version, read.document, documents);
  problems.push(
    ...toSpecProblems(found, documents, resolver, root, fallback, {
      teamRules: context.teamRules(name),
      spec: { absoluteRef, ...specShape(index) },
      ...inSchema31 ? { inSchema31 } : {}
    })
  );
  return {
    index,
    problems,
    ...context.withData ? { data: specData(name, absoluteRef, root, documents) } : {},
    ...asked(resolver)
  };
}
function asked(resolver) {
  return resolver.asked.size ? { refFiles: [...resolver.asked] } : {};
}
function specData(name, specRef, root, documents) {
  const parsed = {};
  for (const [absoluteRef, document] of documents.documents) {
    const key = absoluteRef === specRef ? name : isAbsoluteUrl(absoluteRef) ? absoluteRef : path4.relative(root, absoluteRef).split(path4.sep).join("/");
    parsed[key] = cutDeepNesting(document.parsed);
  }
  return { file: name, documents: parsed };
}
function stopped(name, namedAt, error) {
  return {
    ruleId: INVALID_FILE_ID,
    message: `${name} could not be linted: redocly stopped with "${error.message}". Check the file's structure near its \`$ref\`s.`,
    place: namedAt ?? { file: name, line: 1, column: 1 }
  };
}
async function specText(request, context) {
  if (request.kind === "local") return readSpecFile(context.root, request.file);
  const fetched = await context.fetcher.fetch(request.url);
  if (fetched.ok) return fetched;
  return {
    ok: false,
    why: fetched.why,
    problem: {
      ruleId: REMOTE_SPEC_ID,
      defaultSeverity: "warning",
      message: `The OpenAPI file ${fetched.reason}.`,
      place: request.namedAt
    }
  };
}

// src/openapi/redocly-config.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path5 from "node:path";
import { fileURLToPath } from "node:url";
var PRESETS = /* @__PURE__ */ new Set(["recommended", "recommended-strict", "minimal", "all", "spec"]);
var RULE_KEYS = ["rules", "oas2Rules", "oas3_0Rules", "oas3_1Rules", "oas3_2Rules"];
var IGNORE_FILE = ".redocly.lint-ignore.yaml";
var OWN_CONFIG_PATH = path5.join(path5.dirname(fileURLToPath(import.meta.url)), "redocly.yaml");
var RedoclyConfigs = class _RedoclyConfigs {
  constructor(root, resolver, file) {
    this.root = root;
    this.resolver = resolver;
    this.file = file;
  }
  root;
  resolver;
  file;
  problems = [];
  configs = /* @__PURE__ */ new Map();
  raw = { extends: ["recommended"] };
  apis = [];
  static load(root, resolver, file) {
    const configs = new _RedoclyConfigs(root, resolver, file);
    if (file) configs.read(file);
    return configs;
  }
  /**
   * The redocly rules whose level the team's config sets for a spec (in `rules` or a per-version
   * rule map, at the top or in the spec's `apis` entry). Only these keep redocly's level; the
   * rulesets' levels give way to docsgate's defaults.
   */
  teamRules(spec) {
    const api = this.apis.find((entry) => entry.root === spec);
    const ids = /* @__PURE__ */ new Set();
    for (const raw of api ? [this.raw, api.raw] : [this.raw]) {
      for (const key of RULE_KEYS) {
        const rules = raw[key];
        if (rules !== null && typeof rules === "object" && !Array.isArray(rules))
          for (const id of Object.keys(rules)) ids.add(id);
      }
    }
    return ids;
  }
  /** The config for a spec, by its path relative to the docs root (or its URL). */
  forSpec(spec) {
    const api = this.apis.find((entry) => entry.root === spec);
    const key = api ? `api:${spec}` : "";
    let config = this.configs.get(key);
    if (!config) {
      config = this.create(api ? { ...this.raw, ...api.raw } : this.raw);
      this.configs.set(key, config);
    }
    return config;
  }
  async create(raw) {
    let config;
    try {
      config = await createConfig(withoutDuplicates(raw), {
        configPath: OWN_CONFIG_PATH,
        externalRefResolver: this.resolver
      });
    } catch (error) {
      this.problem(
        REDOCLY_CONFIG_ID,
        `${this.file} cannot be applied: ${error.message} docsgate uses redocly's recommended rules instead.`,
        { line: 1, column: 1 }
      );
      config = await createConfig(withoutDuplicates({ extends: ["recommended"] }), { configPath: OWN_CONFIG_PATH });
    }
    if (this.file && existsSync(path5.join(this.root, IGNORE_FILE))) {
      config.ignore = await loadIgnoreConfig(path5.join(this.root, this.file), this.resolver);
    }
    return config;
  }
  read(file) {
    let document;
    try {
      const text = readFileSync2(path5.join(this.root, file), "utf8");
      const unreadable = unreadableYaml(text);
      if (unreadable) {
        this.problem(
          REDOCLY_CONFIG_ID,
          `${unreadable.message(file)} docsgate uses redocly's recommended rules instead.`,
          { line: unreadable.line, column: unreadable.column }
        );
        return;
      }
      document = makeDocumentFromString(text, path5.join(this.root, file));
    } catch (error) {
      const at2 = error instanceof YamlParseError && error.line ? { line: error.line, column: error.col } : { line: 1, column: 1 };
      const reason = error instanceof YamlParseError ? `it is not valid YAML: ${error.message.replace(/\s*in "[^"]*"\s*\(\d+:\d+\)$/, "").replace(/\s*\(\d+:\d+\)$/, "")}` : error.message;
      this.problem(
        REDOCLY_CONFIG_ID,
        `${file} cannot be read, so docsgate uses redocly's recommended rules: ${reason}. Correct the file.`,
        at2
      );
      return;
    }
    const value = document.parsed;
    if (value === null || value === void 0) return;
    if (typeof value !== "object" || Array.isArray(value)) {
      this.problem(
        REDOCLY_CONFIG_ID,
        `${file} must be a YAML mapping (keys such as \`extends\` and \`rules\`); docsgate uses redocly's recommended rules instead.`,
        { line: 1, column: 1 }
      );
      return;
    }
    const config = value;
    const at = (pointer) => {
      const { start } = getLineColLocation({ source: document.source, pointer, reportOnKey: true });
      return { line: start.line, column: start.col };
    };
    this.raw = this.ruleParts(config, "#", at);
    if ("plugins" in config) {
      this.problem(
        REDOCLY_UNSUPPORTED_ID,
        `The plugins in ${file} are not run: docsgate never runs code from the repository, so rules and rulesets from plugins are not applied.`,
        at("#/plugins")
      );
    }
    const apis = config.apis;
    if (apis !== null && typeof apis === "object" && !Array.isArray(apis)) {
      for (const [name, api] of Object.entries(apis)) {
        if (api === null || typeof api !== "object" || typeof api.root !== "string") continue;
        const specRoot = path5.posix.normalize(api.root.replace(/^\.\//, ""));
        this.apis.push({ root: specRoot, raw: this.ruleParts(api, `#/apis/${escapePointer(name)}`, at) });
      }
    }
  }
  /** `extends` (redocly's rulesets only) and the rule settings of one level of the config. */
  ruleParts(config, pointer, at) {
    const parts = {};
    for (const key of RULE_KEYS) if (config[key] !== void 0) parts[key] = config[key];
    const extendsValue = config.extends;
    if (extendsValue === void 0) {
      if (pointer === "#") parts.extends = ["recommended"];
      return parts;
    }
    const names = Array.isArray(extendsValue) ? extendsValue : [extendsValue];
    parts.extends = names.filter((name, i) => {
      if (typeof name === "string" && PRESETS.has(name)) return true;
      this.problem(
        REDOCLY_UNSUPPORTED_ID,
        `\`extends\` entry ${JSON.stringify(name)} in ${this.file} is not applied: docsgate applies redocly's own rulesets (${[...PRESETS].join(", ")}), not other config files or plugins.`,
        at(Array.isArray(extendsValue) ? `${pointer}/extends/${i}` : `${pointer}/extends`)
      );
      return false;
    });
    return parts;
  }
  problem(ruleId, message, at) {
    this.problems.push({ ruleId, message, place: { file: this.file, ...at } });
  }
};
var COVERED_BY_DOCSGATE = { "operation-2xx-response": "off", "operation-4xx-response": "off" };
function withoutDuplicates(raw) {
  const rules = raw.rules !== null && typeof raw.rules === "object" && !Array.isArray(raw.rules) ? raw.rules : {};
  return { ...raw, rules: { ...COVERED_BY_DOCSGATE, ...rules } };
}

// src/openapi/openapi-worker.ts
var data = workerData;
var send = (message) => post(message);
for (const method of ["info", "warn", "error", "output"]) logger[method] = () => true;
process.on("unhandledRejection", () => {
});
process.on("uncaughtException", (error) => send({ kind: "failed", error: errorText(error) }));
async function lintAll() {
  const fetcher = data.fetchRemote ? new RemoteFetcher({ allowPrivateAddresses: data.allowPrivateAddresses ?? false }) : void 0;
  const configs = RedoclyConfigs.load(data.root, new RootResolver(data.root, void 0), data.redoclyConfig);
  for (let index = data.from; index < data.specs.length; index++) {
    const request = data.specs[index];
    send({ kind: "start", index, at: Date.now() });
    let linted;
    try {
      linted = await lintSpec(request, {
        root: data.root,
        ...fetcher ? { fetcher } : {},
        configFor: (spec) => configs.forSpec(spec),
        teamRules: (spec) => configs.teamRules(spec),
        withData: data.withData ?? false
      });
    } catch (error) {
      linted = { problems: [crashed(request, error)] };
    }
    send({ kind: "spec", index, linted, config: configs.problems.splice(0) });
  }
  send({ kind: "done", config: configs.problems.splice(0) });
}
function crashed(request, error) {
  const name = request.kind === "local" ? request.file : request.url;
  return {
    ruleId: INVALID_FILE_ID,
    message: `${name} could not be linted: docsgate failed with "${error.message ?? String(error)}". Please report this at https://github.com/docsgate/docsgate/issues with the file.`,
    place: request.kind === "remote" ? request.namedAt : { file: name, line: 1, column: 1 }
  };
}
try {
  await lintAll();
} catch (error) {
  send({ kind: "failed", error: errorText(error) });
}
