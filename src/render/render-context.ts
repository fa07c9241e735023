import type { PageExtra } from "./page-extras.js";
import type { ElementContent } from "hast";
import type { Root } from "mdast";
import type { Node as UnistNode } from "unist";
import type { RuledReport, Severity } from "../diagnostics/diagnostic.js";
import type { FileIndex } from "../project/file-index.js";
import type { PageLink, PageParamField, RenderSettings, TocEntry } from "./types.js";
import type { ModuleBindings } from "./module-bindings.js";
import type { SnippetLibrary } from "./snippets.js";
import type { PageComponents } from "./custom-components.js";
import type { UrlKind } from "../html/url-policy.js";
import { MintlifyIds } from "../parse/mintlify-ids.js";
import { resolveUrl } from "./urls.js";
import { SnippetBudget } from "./snippet-budget.js";

/** The file being rendered (the page, or a snippet it includes) and the names its `{…}` may use. */
export interface RenderFrame extends ModuleBindings {
  file: string;
}

/**
 * Fragment ids in document order: headings and titled components as Mintlify gives them (the
 * ids src/parse/anchors.ts collects for the links check), fields numbered by `add`.
 */
export class IdAllocator extends MintlifyIds {
  private readonly fields = new Map<string, number>();

  add(base: string): string {
    const count = this.fields.get(base) ?? 0;
    this.fields.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  }
}

/** One page's render: what it reports, the files and headings it collects, the ids it hands out. */
export class RenderContext {
  readonly reports: RuledReport[] = [];
  readonly assets = new Set<string>();
  readonly links: PageLink[] = [];
  readonly toc: TocEntry[] = [];
  /** RequestExample/ResponseExample and Panel, which go to the right-hand column. */
  readonly aside: ElementContent[] = [];
  /** The titles of the page's Views, in order: the page header's view switcher. */
  readonly views: string[] = [];
  /** What the page loads beyond the theme because of what it holds (a formula, a diagram, a Tree). */
  readonly extras = new Set<PageExtra>();
  readonly ids = new IdAllocator();
  /** The snippet copies the page has shown so far, against the limits every page is held to. */
  readonly snippetBudget = new SnippetBudget();
  /** The page's outermost ParamFields: a page with `api:` front matter builds its playground from them. */
  readonly paramFields: PageParamField[] = [];
  /** The page documents a response with its own outermost ResponseFields. */
  responseFields = false;
  /** The names of the ParamFields and ResponseFields around the one being rendered. */
  readonly fieldPath: string[] = [];
  private readonly frames: RenderFrame[] = [];
  /** Turns a parsed file into hast with this render's handlers (set by renderPage); snippets go through it too. */
  convert: (tree: Root, footnotePrefix: string) => ElementContent[] = () => [];
  /** The components the docs define in code, drawn in the page's sandbox; absent where the sandbox is not loaded (a check). */
  components: PageComponents | undefined;
  /** Inside an `<svg>`: attribute names follow SVG (`strokeWidth` -> `stroke-width`). */
  svgDepth = 0;
  private serial = 0;

  /**
   * The render read where the page is (a relative link, a snippet that may include the page): its HTML holds for this
   * path alone. Unread, the render holds for every path with the same bytes (see relocatedRender).
   */
  placeRead = false;

  constructor(
    private readonly pagePath: string,
    readonly settings: RenderSettings,
    readonly files: FileIndex,
    readonly snippets: SnippetLibrary,
  ) {}

  /** The page, relative to the root: relative links in snippets resolve against it. */
  get page(): string {
    this.placeRead = true;
    return this.pagePath;
  }

  get frame(): RenderFrame {
    return this.frames.at(-1)!;
  }

  /** Whether `file` is already being rendered further up (a snippet that includes itself). */
  isOpen(file: string): boolean {
    this.placeRead = true; // the page's own frame is among them
    return this.frames.some((frame) => frame.file === file);
  }

  within<T>(frame: RenderFrame, render: () => T): T {
    this.frames.push(frame);
    try {
      return render();
    } finally {
      this.frames.pop();
    }
  }

  /** A page-unique id for wiring (tab panels, tooltips), stable from build to build. */
  nextId(prefix: string): string {
    return `${prefix}-${++this.serial}`;
  }

  /**
   * A link or media source as the built site writes it (see resolveUrl), recording the file it
   * names; undefined for a path out of the root or a URL the site's policy refuses (check reports both).
   */
  url(written: string, node: UnistNode, kind: UrlKind = "link"): string | undefined {
    const url = resolveUrl(written, () => this.page, this.files, this.settings, kind);
    if (url.kind === "unsafe" || url.kind === "outside") return undefined;
    if (url.asset) this.assets.add(url.asset);
    const start = node.position?.start;
    const end = node.position?.end;
    this.links.push({
      url: url.url,
      ...(written === url.url ? {} : { written }),
      file: this.frame.file,
      line: start?.line ?? 1,
      column: start?.column ?? 1,
      ...(end ? { endLine: end.line, endColumn: end.column } : {}),
    });
    return url.url;
  }

  /** `defaultSeverity`: this report's, under the rule's configured severity, where it differs from the rule's default. */
  report(ruleId: string, message: string, node: UnistNode | undefined, defaultSeverity?: Severity): void {
    const start = node?.position?.start;
    const end = node?.position?.end;
    this.reports.push({
      ruleId,
      ...(defaultSeverity ? { defaultSeverity } : {}),
      message,
      file: this.frame.file,
      line: start?.line ?? 1,
      column: start?.column ?? 1,
      ...(end ? { endLine: end.line, endColumn: end.column } : {}),
    });
  }
}
