import { distance } from "fastest-levenshtein";
import type { PageOperationFact } from "../../parse/page-operation.js";
import type { SpecIndex, SpecOperation, SpecWebhook } from "../types.js";
import { describeOperation, type SpecCatalog, type Suggestion } from "./catalog.js";
import { openApiFacts, type OpenApiContext, type OpenApiFacts } from "./context.js";
import {
  operationLabel,
  parseEndpointReference,
  parseOperationReference,
  type OperationReference,
} from "../../project/navigation/operation-reference.js";
import { specKey } from "./site-config.js";
import { writtenSpecName } from "../spec-file-name.js";
import { endpointParts, pathUnder, urlParts } from "./urls.js";

/** What a page's `openapi` (or `api`) front matter resolves to. */
export interface PageResolution {
  file: string;
  fact: PageOperationFact;
  /** The operations and webhooks the page documents (several when the reference is ambiguous). */
  documents: (SpecOperation | SpecWebhook)[];
  /** Why the reference is wrong, as the message to show; undefined when it is right or cannot be judged. */
  problem?: string;
}

const cache = new WeakMap<OpenApiContext, PageResolution[]>();

/** Every page's reference, resolved once for the rules that need them. */
export function resolvePages(context: OpenApiContext): PageResolution[] {
  let resolutions = cache.get(context);
  if (!resolutions) {
    const facts = openApiFacts(context);
    resolutions = [];
    for (const [file, page] of context.pages) {
      if (!page.operation) continue;
      const resolve = page.operation.key === "openapi" ? resolveOperation : resolveEndpoint;
      resolutions.push({ file, fact: page.operation, ...resolve(page.operation.value, facts, context) });
    }
    cache.set(context, resolutions);
  }
  return resolutions;
}

export type Outcome = { documents: (SpecOperation | SpecWebhook)[]; problem?: string };

const UNCHECKED: Outcome = { documents: [] };
const FORMS =
  "Write the method and path as in the OpenAPI file (`GET /users`), with the file first when the repository has several (`openapi.yaml GET /users`), or `webhook NAME` for a webhook.";

/** What a reference that finds nothing costs, in the words of the place that writes it. */
export interface Consequence {
  /** Ends "The site matches the method and path as written under `paths` (parameter names included), ...". */
  mismatch: string;
  /** The sentence after an operation that is in no spec. */
  noOperation: string;
  /** Ends "The name must match a key under `webhooks` exactly, ...". */
  noWebhook: string;
}

const ON_A_PAGE: Consequence = {
  mismatch: "so this page stays empty",
  noOperation:
    "The site builds this page from the operation it names, so the page stays empty until the method and path match one under `paths` exactly.",
  noWebhook: "or the page stays empty",
};

function resolveOperation(value: string, facts: OpenApiFacts, context: OpenApiContext): Outcome {
  const reference = parseOperationReference(value);
  if (reference.kind === "malformed")
    return { documents: [], problem: `\`openapi: ${value.trim()}\` does not name an operation. ${FORMS}` };
  const matched = reference.kind === "operation" ? matchingSpecOperation(reference, facts) : undefined;
  if (matched) return { documents: [matched] };
  return resolveReference(reference, facts, context, ON_A_PAGE);
}

/**
 * The operation a page's `openapi` names, found as the site finds it (@mintlify/common,
 * dist/openapi/getMatchingOpenApiFile.js, `getMatchingOpenApiFile`): among every OpenAPI file
 * that has the method and path, the file named (its path resolved from the root, so a leading
 * `../` is dropped), else one whose path contains the name, else the first. The file name only
 * chooses between files that have the operation, so `../api.json GET /x` beside a page whose
 * folder has no api.json still finds `GET /x` in another folder's api.json.
 */
function matchingSpecOperation(
  reference: Extract<OperationReference, { kind: "operation" }>,
  facts: OpenApiFacts,
): SpecOperation | undefined {
  if (reference.spec === undefined) return undefined;
  const found = facts.specs.flatMap((spec) => {
    const operation = facts.catalog.operation(spec, reference.method, reference.path);
    return operation ? [{ spec, operation }] : [];
  });
  if (found.length === 0) return undefined;
  const name = writtenSpecName(reference.spec);
  const chosen = found.find((f) => f.spec.file === name) ?? found.find((f) => f.spec.file.includes(name)) ?? found[0]!;
  return chosen.operation;
}

/**
 * Looks an operation or webhook up in the spec it names, or in every spec read when it names
 * none, as the site does; a problem says what it costs in `consequence`'s words.
 */
export function resolveReference(
  reference: Exclude<OperationReference, { kind: "malformed" }>,
  facts: OpenApiFacts,
  context: OpenApiContext,
  consequence: Consequence,
): Outcome {
  const value =
    reference.kind === "webhook" ? `webhook ${reference.name}` : operationLabel(reference.method, reference.path);
  const { catalog } = facts;
  let specs: readonly SpecIndex[];
  if (reference.spec !== undefined) {
    const key = specKey(reference.spec);
    const spec = catalog.specs.get(key);
    if (!spec) return missingSpec(reference.spec, key, facts, context);
    specs = [spec];
  } else {
    specs = facts.specs;
    if (specs.length === 0) {
      if (facts.unread.size > 0) return UNCHECKED;
      return {
        documents: [],
        problem: `This page names \`${value.trim()}\`, but the repository has no OpenAPI file and docs.json lists none, so the site has nothing to build the page from. Add the OpenAPI file and list it under \`openapi\` in docs.json.`,
      };
    }
  }
  const named = reference.spec !== undefined;
  // Several specs without a file named: the operation may be in one that was not read.
  const incomplete = !named && facts.unread.size > 0;

  if (reference.kind === "webhook") {
    const found = specs.flatMap((spec) => {
      const webhook = catalog.webhook(spec, reference.name);
      return webhook ? [{ spec, webhook }] : [];
    });
    if (found.length === 1) return { documents: [found[0]!.webhook] };
    if (found.length > 1)
      return {
        documents: found.map((f) => f.webhook),
        problem: ambiguous(
          `webhook ${reference.name}`,
          found.map((f) => f.spec),
        ),
      };
    if (incomplete) return UNCHECKED;
    return { documents: [], problem: unknownWebhook(reference.name, specs, catalog, named, consequence) };
  }

  const { method, path } = reference;
  const found = specs.flatMap((spec) => {
    const operation = catalog.operation(spec, method, path);
    return operation ? [{ spec, operation }] : [];
  });
  if (found.length === 1) return { documents: [found[0]!.operation] };
  if (found.length > 1)
    return {
      documents: found.map((f) => f.operation),
      problem: ambiguous(
        operationLabel(method, path),
        found.map((f) => f.spec),
      ),
    };
  if (incomplete) return UNCHECKED;
  return { documents: [], problem: unknownOperation(method, path, specs, catalog, named, consequence) };
}

function missingSpec(written: string, key: string, facts: OpenApiFacts, context: OpenApiContext): Outcome {
  // Not read (and reported as such by the spec stage), or left out of the checks by the docsgate
  // config's `ignore`: the operation may well be there.
  if (facts.unread.has(key) || context.project.isIgnored(key)) return UNCHECKED;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(key)) {
    return {
      documents: [],
      problem: `\`${written}\` is not listed under \`openapi\` in docs.json, so the site has no OpenAPI file at that address. List it there, or name a file of the repository.`,
    };
  }
  if (context.project.files.has(key)) {
    return {
      documents: [],
      problem: `\`${written}\` is not an OpenAPI file (it has no \`openapi\` or \`swagger\` version at its top), so the site cannot build this page from it. Name the OpenAPI file that holds the operation.`,
    };
  }
  const local = [...facts.catalog.specs.keys()].filter((name) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(name));
  const nearest = local.sort((a, b) => distance(key, a) - distance(key, b))[0];
  const guess = nearest ? ` Did you mean \`${nearest}\`?` : "";
  return {
    documents: [],
    problem: `There is no file \`${written}\` in the docs, so the site has no OpenAPI file to build this page from.${guess} Paths start at the docs root (the folder of docs.json).`,
  };
}

function ambiguous(label: string, specs: SpecIndex[]): string {
  const files = specs.map((spec) => `\`${spec.file}\``).join(", ");
  return `\`${label}\` is in several OpenAPI files (${files}), and the page does not say which: the site takes the first by file name, which may not be the one meant. Name the file first, such as \`openapi: "${specs[0]!.file} ${label}"\`.`;
}

function unknownOperation(
  method: string,
  path: string,
  specs: readonly SpecIndex[],
  catalog: SpecCatalog,
  named: boolean,
  consequence: Consequence,
): string {
  const several = !named && specs.length > 1;
  const where = several
    ? `No OpenAPI file has the operation \`${operationLabel(method, path)}\` (${specs.length} files searched)`
    : `\`${specs[0]!.file}\` has no operation \`${operationLabel(method, path)}\``;
  const suggestion = catalog.suggestOperation(specs, method, path);
  if (suggestion?.kind === "written") {
    const exact = `\`${operationLabel(suggestion.at.item.method, suggestion.at.item.path)}\``;
    return `${where}: ${several ? `\`${suggestion.at.spec.file}\`` : "it"} writes it ${exact}. The site matches the method and path as written under \`paths\` (parameter names included), ${consequence.mismatch}. Write ${exact}.`;
  }
  return `${where}.${hint(suggestion, several)} ${consequence.noOperation}`;
}

/** ` Did you mean ...?`, or what methods the path has, or nothing. */
function hint(suggestion: Suggestion | undefined, withSpec: boolean): string {
  if (!suggestion) return "";
  if (suggestion.kind === "methods") {
    const methods = suggestion.methods.map((method) => `\`${method.toUpperCase()}\``);
    const listed = methods.length === 1 ? methods[0] : `${methods.slice(0, -1).join(", ")} and ${methods.at(-1)}`;
    return ` ${withSpec ? `\`${suggestion.spec.file}\` has` : "It has"} \`${suggestion.path}\` only with ${listed}.`;
  }
  return ` Did you mean ${describeOperation(suggestion.at, withSpec)}?`;
}

function unknownWebhook(
  name: string,
  specs: readonly SpecIndex[],
  catalog: SpecCatalog,
  named: boolean,
  consequence: Consequence,
): string {
  const one = named || specs.length === 1;
  const withWebhooks = specs.filter((spec) => spec.webhooks.length > 0);
  if (withWebhooks.length === 0) {
    const none = one
      ? `\`${specs[0]!.file}\` defines no webhooks`
      : `None of the ${specs.length} OpenAPI files defines webhooks`;
    return `${none}, so there is no webhook \`${name}\` to build this page from. Webhooks are listed under \`webhooks\` in an OpenAPI 3.1 file; add it there, or name the operation as \`METHOD /path\`.`;
  }
  const where = one
    ? `\`${specs[0]!.file}\` has no webhook \`${name}\``
    : `No OpenAPI file has the webhook \`${name}\``;
  const suggestion = withWebhooks
    .map((spec) => catalog.suggestWebhook(spec, name))
    .find((webhook) => webhook !== undefined);
  const guess = suggestion ? ` Did you mean \`webhook ${suggestion.name}\`?` : "";
  return `${where}.${guess} The name must match a key under \`webhooks\` exactly, ${consequence.noWebhook}.`;
}

/**
 * The legacy `api: "POST https://api.acme.dev/users"`: the page describes the endpoint itself, from its own front
 * matter and `<ParamField>`s. Mintlify never looks it up in an OpenAPI file, and a full URL is called as written
 * whatever `api.baseUrl` says (`@mintlify/common`, `openapi/parseApiString.js`, `parseApiString`: an absolute URL's
 * origin becomes the endpoint's only server); a path is put under `api.baseUrl`. So only a value Mintlify cannot
 * parse, or a path with no base to go under, is a problem. The operation of the OpenAPI files with the same shape,
 * when there is one, is what the page documents (for `openapi/undocumented-operation`).
 */
function resolveEndpoint(value: string, facts: OpenApiFacts): Outcome {
  const reference = parseEndpointReference(value);
  const malformed = `\`api: ${value.trim()}\` does not name an endpoint. Write the method and the URL, such as \`POST https://api.acme.dev/users\`, or a path under \`api.baseUrl\` such as \`POST /users\`.`;
  if (reference.kind === "malformed") return { documents: [], problem: malformed };
  const { method, target } = reference;
  const bases = (facts.config?.baseUrls ?? []).flatMap((base) => {
    const parts = urlParts(base.value);
    return parts ? [{ written: base.value, parts }] : [];
  });
  // What follows the base URL is the operation's path; when the spec's servers carry part of
  // the base's path (`/v1`), the path under them is.
  let fullPath: string;
  let rest: string | undefined;
  const absolute = endpointParts(target);
  if (absolute) {
    rest = bases.map((base) => pathUnder(absolute, base.parts)).find((under) => under !== undefined);
    fullPath = absolute.fullPath;
  } else if (target.startsWith("/")) {
    const servers = facts.specs.some((spec) => spec.servers.length > 0);
    if (bases.length === 0 && !servers) {
      return {
        documents: [],
        problem: `\`${target}\` is a path, but docs.json sets no \`api.baseUrl\` to put it under, so the playground has no URL to call. Set \`api.baseUrl\`, or write the full URL.`,
      };
    }
    rest = target;
    fullPath = `${bases[0]?.parts.path ?? ""}${target}`;
  } else {
    return { documents: [], problem: malformed };
  }
  if (facts.specs.length === 0 || facts.unread.size > 0) return UNCHECKED;

  const candidates = new Set(rest === undefined ? [] : [rest]);
  candidates.add(fullPath);
  for (const spec of facts.specs) {
    for (const server of spec.servers) {
      const base = serverPath(server.url);
      if (base && fullPath.startsWith(`${base}/`)) candidates.add(fullPath.slice(base.length));
    }
  }
  for (const candidate of candidates) {
    for (const spec of facts.specs) {
      const operation = facts.catalog.sameShape(spec, method, candidate);
      if (operation) return { documents: [operation] };
    }
  }
  return UNCHECKED;
}

/** The path part of a server URL (`/v1` of `https://api.acme.dev/v1`, or of a relative `/v1`). */
function serverPath(url: string): string | undefined {
  const parts = urlParts(url);
  const path = parts ? parts.path : url.startsWith("/") ? url.replace(/\/+$/, "") : undefined;
  return path || undefined;
}
