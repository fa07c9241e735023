import type { PageFacts } from "../parse/page-facts.js";
import type { Project } from "../project/project.js";
import { SpecCache } from "../cache/spec-cache.js";
import type { CacheFolder } from "../cache/cache-folder.js";
import { findSpecs, specsNamedByPages } from "./find-specs.js";
import type { SpecRequest } from "./spec-request.js";
import { SpecWorkers, type SpecLintOptions, type SpecWorkersResult } from "./spec-workers.js";
import type { MissingRemoteSpec, SpecLintResult, SpecProblem } from "./types.js";
import { lowerUnseenProblems, unseenSpecs } from "./unseen-specs.js";
import { lowerRejectedSpecAdvice, rejectedSpecs } from "./rejected-specs.js";

export interface SpecLint {
  /**
   * Blocks until the specs are linted. `pages`: the spec files their front matter names are
   * linted too, when finding the specs did not ask for them.
   */
  join(pages?: ReadonlyMap<string, PageFacts>): SpecLintResult;
}

/**
 * Starts linting the project's OpenAPI files with redocly on a worker thread, so that loading
 * redocly and linting run while the calling thread parses the pages; `join` hands the result
 * over synchronously, like the page workers do. No spec, no worker.
 */
export function startSpecLint(
  project: Project,
  options: SpecLintOptions & {
    /** The check's cache folder: specs linted before, with nothing they read changed, are not linted again. */
    cache?: CacheFolder;
  },
): SpecLint {
  const found = findSpecs(project, options.fetchRemote);
  // Remote specs may change without the project changing, and a site build needs the parsed specs: neither is cached.
  const remote = found.specs.some((spec) => spec.kind === "remote");
  const cache =
    options.cache !== undefined && !options.withData && !remote && found.specs.length > 0
      ? SpecCache.open(options.cache, project, found.specs, isWorkersResult)
      : undefined;
  const cached = cache?.get();
  const first = found.specs.length === 0 || cached ? undefined : new SpecWorkers(project, found.specs, options);
  const requested = new Set(
    found.specs.flatMap((spec) => (spec.kind === "local" ? [spec.file, ...(found.aliases.get(spec.file) ?? [])] : [])),
  );
  return {
    join(pages) {
      const result: Required<Omit<SpecLintResult, "data" | "fromCache" | "missingRemote">> &
        Pick<SpecLintResult, "data" | "fromCache"> = {
        specs: [],
        problems: [...found.problems],
        unread: [...found.unread],
      };
      const missingRemote: MissingRemoteSpec[] = found.unread.map((url) => ({ url }));
      const config = new Map<string, SpecProblem>();
      const add = (specs: readonly SpecRequest[], { linted, config: configProblems }: SpecWorkersResult) => {
        specs.forEach((request, i) => {
          const spec = linted[i]!;
          const aliases = request.kind === "local" ? found.aliases.get(request.file) : undefined;
          if (spec.index) result.specs.push(aliases ? { ...spec.index, aliases } : spec.index);
          if (spec.data) (result.data ??= []).push(spec.data);
          else if (!spec.notSpec) result.unread.push(request.kind === "local" ? request.file : request.url);
          if (request.kind === "remote" && spec.fetchFailure !== undefined)
            missingRemote.push({ url: request.url, failure: spec.fetchFailure });
          result.problems.push(...spec.problems);
        });
        // A worker started again after one was stopped reads redocly.yaml again: its problems are reported once.
        for (const problem of configProblems)
          config.set(`${problem.ruleId} ${problem.place.line}:${problem.place.column} ${problem.message}`, problem);
      };
      if (cached) {
        add(found.specs, cached);
        result.fromCache = true;
      } else if (first) {
        const linted = first.collect();
        // The specs are files read too: one named with another extension is not in the key.
        if (!linted.stopped)
          cache?.set(linted, [...requested, ...linted.linted.flatMap((spec) => spec.refFiles ?? [])]);
        add(found.specs, linted);
      }
      const named: SpecRequest[] = (pages ? specsNamedByPages(project, pages, requested) : []).map((file) => ({
        kind: "local",
        file,
        found: true,
      }));
      if (named.length > 0) add(named, new SpecWorkers(project, named, options).collect());
      result.problems.push(...config.values());
      const rejected = rejectedSpecs(result.problems);
      if (rejected.size > 0) {
        result.problems = lowerRejectedSpecAdvice(result.problems, rejected);
        result.specs = result.specs.map((spec) => (rejected.has(spec.file) ? { ...spec, rejected: true } : spec));
      }
      if (pages) {
        const foundByContent = found.specs.flatMap((spec) => (spec.kind === "local" && spec.found ? [spec.file] : []));
        const unseen = unseenSpecs(foundByContent, found.aliases, result.specs, pages, project.files);
        if (unseen.size > 0) {
          result.problems = lowerUnseenProblems(result.problems, unseen);
          result.specs = result.specs.map((spec) => (unseen.has(spec.file) ? { ...spec, unseen: true } : spec));
        }
      }
      if (options.withData) result.data ??= [];
      return missingRemote.length > 0 ? { ...result, missingRemote } : result;
    },
  };
}

function isWorkersResult(value: unknown): value is SpecWorkersResult {
  return value !== null && typeof value === "object" && Array.isArray((value as SpecWorkersResult).linted);
}
