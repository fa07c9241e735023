import type { Project } from "../../project/project.js";
import { withoutTrailingSlash } from "../cross-checks/catalog.js";
import { specKey } from "../cross-checks/site-config.js";
import { specNames } from "../spec-names.js";
import type { SpecIndex, SpecLintResult } from "../types.js";
import type {
  GeneratedPage,
  GeneratedPages,
  MissingRemoteSpec,
  OperationNaming,
} from "../../project/generated-pages.js";
import type { NavPage } from "../../project/navigation/navigation.js";
import { PageNamer } from "./page-names.js";
import { DEFAULT_DIRECTORY, pageSources, type PageSource } from "./page-sources.js";

/**
 * The pages of every operation of each spec the config names for generated pages, in the
 * folder it gives; and of every local spec in `api-reference/`, where the site also makes
 * them. Only OpenAPI 3 specs generate pages; Swagger 2.0 files do not.
 */
export function generatedPages(project: Project, lint: SpecLintResult): GeneratedPages {
  const specs = new Map(
    lint.specs
      .filter((spec) => spec.version.startsWith("3."))
      .flatMap((spec) => specNames(spec).map((name) => [specKey(name), spec] as const)),
  );
  const paths = new Set<string>();
  const unknownFolders = new Set<string>();
  // Pages listed one by one share their names' run: OpenAPI 3.2 names are unique across it.
  const oneByOne = new Set<string>();
  const pages: GeneratedPage[] = [];
  const add = (name: string | undefined) => name !== undefined && paths.add(name);
  for (const source of pageSources(project)) {
    const spec = specs.get(specKey(source.spec));
    if (!spec) {
      // A spec that was not read (remote, or broken) may hold any page; a Swagger 2.0 file was read, and makes none.
      if (!lint.specs.some((read) => specNames(read).some((name) => specKey(name) === specKey(source.spec))))
        unknownFolders.add(folder(source.directory));
      const missing = lint.missingRemote?.find((remote) => specKey(remote.url) === specKey(source.spec));
      if (missing && source.kind === "one" && source.entry) pages.push(missingPage(source, source.entry, missing));
      continue;
    }
    if (source.kind === "all") {
      const namer = new PageNamer({ ...spec.pageNaming, version: spec.version }, new Set());
      for (const operation of spec.pageNaming.operations) {
        const name = namer.name(operation, source.directory);
        add(name);
        if (name !== undefined && source.node)
          pages.push({
            path: name,
            spec: spec.file,
            operation,
            listing: {
              kind: "all",
              node: source.node,
              ...(operation.hidden ? {} : { group: namer.groupOf(operation) }),
            },
          });
      }
    } else {
      const namer = new PageNamer({ ...spec.pageNaming, version: spec.version }, oneByOne);
      for (const operation of listed(spec, source)) {
        const name = namer.name(operation, source.directory);
        add(name);
        if (name !== undefined && source.entry)
          pages.push({ path: name, spec: spec.file, operation, listing: { kind: "entry", entry: source.entry } });
      }
    }
  }
  for (const spec of specs.values()) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(spec.file)) allPages(spec, DEFAULT_DIRECTORY).forEach(add);
  }
  return { paths, unknownFolders: [...unknownFolders], pages };
}

/** Whether the site generates a page at `page` (a path from the docs root, as a link gives it). */
function allPages(spec: SpecIndex, directory: string): (string | undefined)[] {
  const namer = new PageNamer({ ...spec.pageNaming, version: spec.version }, new Set());
  return spec.pageNaming.operations.map((operation) => namer.name(operation, directory));
}

/** The operation a navigation entry names (found as catalog.ts finds a page's), or every operation of the webhook. */
function listed(spec: SpecIndex, source: Exclude<PageSource, { kind: "all" }>): OperationNaming[] {
  const operations = spec.pageNaming.operations;
  if (source.kind === "webhook")
    return operations.filter((operation) => operation.webhook && operation.key === source.name);
  const paths = operations.filter((operation) => !operation.webhook);
  const written = paths.some((operation) => operation.key === source.path);
  const path = written ? source.path : withoutTrailingSlash(source.path);
  const found = paths.find(
    (operation) =>
      operation.method === source.method && (written ? operation.key : withoutTrailingSlash(operation.key)) === path,
  );
  return found ? [found] : [];
}

/**
 * The page of an entry naming one operation of a remote spec that was not read, at `<folder>/<method>-<path>` (the
 * name Mintlify gives an operation without a summary) and titled by its method and path.
 */
function missingPage(
  source: Extract<PageSource, { kind: "one" }>,
  entry: NavPage,
  missing: MissingRemoteSpec,
): GeneratedPage {
  const method = source.method.toLowerCase();
  const operation: OperationNaming = {
    method,
    key: source.path,
    summary: `${source.method.toUpperCase()} ${source.path}`,
    tags: [],
  };
  const slug = `${method}-${source.path
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()}`;
  return {
    path: [folder(source.directory), slug].filter(Boolean).join("/"),
    spec: source.spec,
    operation,
    listing: { kind: "entry", entry },
    missing,
  };
}

function folder(directory: string): string {
  return directory.replace(/^\/+|\/+$/g, "").toLowerCase();
}
