import path from "node:path";
import { isAbsoluteUrl, lintDocument, type Config, type NormalizedProblem } from "@redocly/openapi-core";
import type { RemoteFetcher } from "./fetch-remote.js";
import { parseSpec, readSpecFile } from "./read-spec.js";
import { breakRefCycles, CIRCULAR_REF_ERROR } from "./ref-cycles.js";
import { toSpecProblems } from "./redocly-problems.js";
import { INVALID_FILE_ID, REMOTE_SPEC_ID } from "./rule-ids.js";
import { RootResolver } from "./root-resolver.js";
import { schemaTest31 } from "./schema-places.js";
import { SpecDocuments } from "./spec-documents.js";
import { specShape } from "./spec-shape.js";
import { buildSpecIndex } from "./spec-index.js";
import type { SpecRequest } from "./spec-request.js";
import { cutDeepNesting, type SpecData } from "./spec-data.js";
import type { SpecIndex, SpecPlace, SpecProblem } from "./types.js";

export interface SpecLintContext {
  root: string;
  /** Set with --fetch-remote. */
  fetcher?: RemoteFetcher;
  configFor(spec: string): Promise<Config>;
  /** The redocly rules whose level the team's redocly.yaml sets for the spec. */
  teamRules(spec: string): ReadonlySet<string>;
  /** Building the site: hand back the parsed files too, for the endpoint pages. */
  withData?: boolean;
}

export interface LintedSpec {
  index?: SpecIndex;
  problems: SpecProblem[];
  /** A remote spec that could not be fetched: why (its endpoint pages say so). */
  fetchFailure?: string;
  /** A file found by its content that turned out to be no spec: neither linted nor reported. */
  notSpec?: true;
  /** With `withData`: the spec's parsed files. */
  data?: SpecData;
  /** The other files of the root its `$ref`s asked for (root-relative), whether they could be read or not. */
  refFiles?: string[];
}

/**
 * Reads, lints and indexes one spec. Whatever is wrong with it becomes a located problem: a spec
 * that cannot be read gets no index, one that can is linted and indexed even with broken `$ref`s.
 */
export async function lintSpec(request: SpecRequest, context: SpecLintContext): Promise<LintedSpec> {
  const { root } = context;
  const name = request.kind === "local" ? request.file : request.url;
  const namedAt = request.kind === "remote" ? request.namedAt : undefined;
  const text = await specText(request, context);
  if (!text.ok) return { problems: [text.problem], ...(text.why !== undefined ? { fetchFailure: text.why } : {}) };

  const absoluteRef = request.kind === "local" ? path.join(root, request.file) : request.url;
  const read = parseSpec(text.text, absoluteRef, name, namedAt);
  if (!read.ok)
    return request.kind === "local" && request.found && read.notSpec
      ? { problems: [], notSpec: true }
      : { problems: [read.problem] };

  const resolver = new RootResolver(root, context.fetcher);
  // The spec itself is already read: `$ref`s back into it reuse this copy.
  resolver.cache.set(absoluteRef, Promise.resolve(read.document));
  const config = await context.configFor(name);
  const problems: SpecProblem[] = [];
  let found: NormalizedProblem[];
  try {
    found = await lintDocument({ document: read.document, config, externalRefResolver: resolver });
  } catch (error) {
    if ((error as Error).message !== CIRCULAR_REF_ERROR)
      return { problems: [stopped(name, namedAt, error)], ...asked(resolver) };
    problems.push(...breakRefCycles(await SpecDocuments.collect(root, resolver)));
    try {
      found = await lintDocument({ document: read.document, config, externalRefResolver: resolver });
    } catch (again) {
      return { problems: [...problems, stopped(name, namedAt, again)], ...asked(resolver) };
    }
  }
  const documents = await SpecDocuments.collect(root, resolver);
  const fallback: SpecPlace = namedAt ?? { file: name, line: 1, column: 1 };
  // Only a `struct` problem needs to know where the Schema Objects are: the walk is spared otherwise.
  const inSchema31 = found.some((problem) => problem.ruleId === "struct")
    ? await schemaTest31(read.document, resolver, config)
    : undefined;
  const index = buildSpecIndex(name, read.version, read.document, documents);
  problems.push(
    ...toSpecProblems(found, documents, resolver, root, fallback, {
      teamRules: context.teamRules(name),
      spec: { absoluteRef, ...specShape(index) },
      ...(inSchema31 ? { inSchema31 } : {}),
    }),
  );
  return {
    index,
    problems,
    ...(context.withData ? { data: specData(name, absoluteRef, root, documents) } : {}),
    ...asked(resolver),
  };
}

function asked(resolver: RootResolver): Pick<LintedSpec, "refFiles"> {
  return resolver.asked.size ? { refFiles: [...resolver.asked] } : {};
}

/** The parsed files by the keys `$ref`s are resolved against: root-relative paths, or URLs. */
function specData(name: string, specRef: string, root: string, documents: SpecDocuments): SpecData {
  const parsed: Record<string, unknown> = {};
  for (const [absoluteRef, document] of documents.documents) {
    const key =
      absoluteRef === specRef
        ? name
        : isAbsoluteUrl(absoluteRef)
          ? absoluteRef
          : path.relative(root, absoluteRef).split(path.sep).join("/");
    parsed[key] = cutDeepNesting(document.parsed);
  }
  return { file: name, documents: parsed };
}

/**
 * redocly gave up on the spec (a circle of `$ref`s it could not get past, or a shape it does
 * not expect): one problem, so the run and the other specs go on.
 */
function stopped(name: string, namedAt: SpecPlace | undefined, error: unknown): SpecProblem {
  return {
    ruleId: INVALID_FILE_ID,
    message: `${name} could not be linted: redocly stopped with "${(error as Error).message}". Check the file's structure near its \`$ref\`s.`,
    place: namedAt ?? { file: name, line: 1, column: 1 },
  };
}

async function specText(
  request: SpecRequest,
  context: SpecLintContext,
): Promise<{ ok: true; text: string } | { ok: false; problem: SpecProblem; why?: string }> {
  if (request.kind === "local") return readSpecFile(context.root, request.file);
  const fetched = await context.fetcher!.fetch(request.url);
  if (fetched.ok) return fetched;
  // Asked to fetch it, a file that cannot be fetched is a warning, not the rule's notice: its endpoint pages lack it.
  return {
    ok: false,
    why: fetched.why,
    problem: {
      ruleId: REMOTE_SPEC_ID,
      defaultSeverity: "warning",
      message: `The OpenAPI file ${fetched.reason}.`,
      place: request.namedAt,
    },
  };
}
