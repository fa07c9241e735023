import { readFileSync } from "node:fs";
import path from "node:path";
import { getLineColLocation, Source } from "@redocly/openapi-core";
import type { SiteInput } from "../../contracts/check-result.js";
import { escapePointer } from "../../openapi/spec-documents.js";
import { linkHref, type ModelContext } from "../model/config-values.js";
import type { RenderedPage } from "../../render/types.js";
import { outputFileOf } from "../../html/page-url.js";
import { readRedirects, sourceFolder, type Redirect } from "../../project/redirects.js";
import type { WrittenString } from "../../project/docs-config.js";

/** The place in the sources that made a link of the built site. */
export interface LinkOrigin {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** What wrote it: a page (or a snippet it includes), docs.json, an OpenAPI description, or docsgate's own layout. */
  made: "page" | "config" | "spec" | "layout";
  /** The URL as the source writes it, when that differs from the built page's. */
  written?: string;
}

/**
 * Finds where each link of the built site comes from: the renderer's record of the links a page's
 * body holds; for an endpoint page, the description in its OpenAPI file that holds the URL; for
 * the navigation, top bar and footer, the docs.json value that becomes that href. A link none of
 * these made was made by docsgate's layout itself.
 */
export class LinkOrigins {
  private configLinks?: Map<string, WrittenString>;
  private redirectPages?: Map<string, Redirect>;
  private readonly specStrings = new Map<string, { document: string; pointer: string[]; text: string }[]>();

  constructor(
    private readonly site: SiteInput,
    /** The page each built document was made from (BuiltSite.documents). */
    private readonly documents: ReadonlyMap<string, RenderedPage>,
    private readonly basePath: string,
  ) {}

  /** Every place that wrote `value` into `document` (one link can be written twice on a page). */
  of(document: string, value: string): LinkOrigin[] {
    const page = this.documents.get(document);
    const written = page?.links.filter((link) => link.url === value) ?? [];
    if (written.length) return written.map(({ url: _url, ...place }) => ({ ...place, made: "page" }));
    const spec = page ? this.specOrigin(page, value) : undefined;
    if (spec) return [spec];
    const config = this.configOrigin(value);
    if (config) return [config];
    const redirect = this.redirectOrigin(document);
    if (redirect) return [redirect];
    return [{ ...this.fallbackPlace(page), made: "layout" }];
  }

  /** A page the build wrote for one of docs.json's `redirects`: its link is that redirect's destination. */
  private redirectOrigin(document: string): LinkOrigin | undefined {
    const config = this.site.project.docs;
    if (!config) return undefined;
    this.redirectPages ??= new Map(
      readRedirects(this.site.project)
        .filter((redirect) => redirect.exact)
        .map((redirect) => [outputFileOf(`/${sourceFolder(redirect.source)}/`), redirect] as const),
    );
    const redirect = this.redirectPages.get(document);
    if (!redirect || redirect.destination === undefined) return undefined;
    return { ...config.rangeOf([...redirect.path, "destination"]), made: "config", written: redirect.destination };
  }

  private configOrigin(value: string): LinkOrigin | undefined {
    const { docs } = this.site.project;
    if (!docs) return undefined;
    this.configLinks ??= configHrefs(docs.writtenStrings(), {
      files: this.site.project.files,
      basePath: this.basePath,
      assets: new Set(),
    });
    const string = this.configLinks.get(value);
    return string
      ? { ...string.range, made: "config", ...(string.text === value ? {} : { written: string.text }) }
      : undefined;
  }

  /** The OpenAPI string (a description) that holds the URL, on the page's endpoint's spec. */
  private specOrigin(page: RenderedPage, value: string): LinkOrigin | undefined {
    const source = this.site.endpoints.get(page.file);
    const key = page.generatedFrom?.spec ?? (source?.kind === "operation" ? source.spec : undefined);
    const spec = key === undefined ? undefined : this.site.specs.find((candidate) => candidate.file === key);
    if (!spec) return undefined;
    let strings = this.specStrings.get(spec.file);
    if (!strings) {
      strings = [];
      for (const [document, root] of Object.entries(spec.documents))
        collectStrings(root, [], (pointer, text) => strings!.push({ document, pointer, text }));
      this.specStrings.set(spec.file, strings);
    }
    const found = strings.find((entry) => entry.text.includes(value));
    if (!found) return undefined;
    const files = this.site.project.files;
    if (!files.has(found.document) || files.passesLinkOutside(found.document)) return undefined;
    const absolute = path.join(this.site.project.root, found.document);
    const location = getLineColLocation({
      source: new Source(absolute, readFileSync(absolute, "utf8")),
      pointer: `#/${found.pointer.map(escapePointer).join("/")}`,
      reportOnKey: false,
    });
    return { file: found.document, line: location.start.line, column: location.start.col, made: "spec" };
  }

  private fallbackPlace(page: RenderedPage | undefined): Omit<LinkOrigin, "made"> {
    if (page?.generatedFrom)
      return { file: page.generatedFrom.file, line: page.generatedFrom.line, column: page.generatedFrom.column };
    if (page) return { file: page.file, line: 1, column: 1 };
    return { file: this.site.project.configName ?? "docs.json", line: 1, column: 1 };
  }
}

/**
 * Every href docs.json's strings become on the site (a path as its clean URL, under the base
 * path), with the first string that becomes it. Tabs and anchors gather pages by a folder
 * written with or without slashes; both spellings lead to the same href.
 */
function configHrefs(strings: readonly WrittenString[], context: ModelContext): Map<string, WrittenString> {
  const hrefs = new Map<string, WrittenString>();
  for (const string of strings) {
    for (const written of new Set([string.text, string.text.replace(/^\/+|\/+$/g, "")])) {
      const href = linkHref(written, context);
      if (href !== undefined && !hrefs.has(href)) hrefs.set(href, string);
    }
  }
  return hrefs;
}

function collectStrings(node: unknown, pointer: string[], found: (pointer: string[], text: string) => void): void {
  if (typeof node === "string") return found(pointer, node);
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) collectStrings(value, [...pointer, key], found);
}
