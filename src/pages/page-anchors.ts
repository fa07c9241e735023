import path from "node:path";
import { componentIds, type ComponentIds } from "../parse/component-ids.js";
import { fragmentMatches } from "../parse/mintlify-ids.js";
import { readRootFile } from "../project/root-file.js";
import type { PagesContext } from "./pages-context.js";

/** The anchors a built page has: its own, those of the Markdown snippets it includes, and its code components'. */
export interface PageAnchors {
  /** As the page's facts and its components spell them, for suggestions. */
  anchors: string[];
  /** The same, for matching (see fragmentMatches). */
  ids: Set<string>;
  /** Ids its code components build from parts docsgate cannot know: every id such a build could give. */
  patterns: RegExp[];
}

/** Extensions tried, in order, for a code import written without one (as page/snippet-import tries them). */
const CODE_EXTENSIONS = [".jsx", ".js", ".tsx", ".ts"];
/** A component file larger than this is not read, and what it renders counts as unknown. */
const MAX_COMPONENT_BYTES = 2 * 1024 * 1024;

/** Whether a browser finds `fragment` among the page's anchors. */
export function hasAnchor(anchors: PageAnchors, fragment: string): boolean {
  if (fragmentMatches(fragment, anchors.ids)) return true;
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is looked up as written.
  }
  return anchors.patterns.some((pattern) => pattern.test(fragment) || pattern.test(decoded));
}

/** Looks up pages' anchors, reading each page's snippets and component files once. */
export class AnchorLookup {
  private readonly pages = new Map<string, PageAnchors | undefined>();
  private readonly components = new Map<string, ComponentIds | undefined>();

  constructor(private readonly context: PagesContext) {}

  /**
   * A page's anchors, or undefined when they are not all known: the page was not parsed, or it (or a snippet it
   * includes) is partly generated where docsgate cannot see it, or a component it uses builds ids from values only
   * the reader's browser has.
   */
  of(file: string): PageAnchors | undefined {
    if (this.pages.has(file)) return this.pages.get(file);
    const result = this.collect(file);
    this.pages.set(file, result);
    return result;
  }

  private collect(file: string): PageAnchors | undefined {
    const { pages, project } = this.context;
    const anchors: string[] = [];
    const patterns: string[] = [];
    const seen = new Set<string>();
    const queue = [file];
    const code: string[] = [];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const facts = pages.get(next);
      // A missing snippet is reported where it is imported; the page's other anchors still count.
      if (!facts) {
        if (next === file || project.files.has(next)) return undefined;
      } else if (facts.openAnchors) return undefined;
      else {
        anchors.push(...facts.anchors);
        queue.push(...facts.includes);
        code.push(...facts.code);
      }
    }
    const seenCode = new Set<string>();
    while (code.length > 0) {
      const found = this.component(code.pop()!, seenCode);
      if (found === "unknown") return undefined;
      if (!found) continue;
      anchors.push(...found.ids);
      patterns.push(...found.patterns);
      code.push(...found.imports);
    }
    return { anchors, ids: new Set(anchors), patterns: patterns.map((pattern) => new RegExp(pattern, "u")) };
  }

  /**
   * What one imported code file renders, with its own local imports as root paths; nothing for a file that is not
   * there (page/snippet-import reports the import, and Mintlify drops it); "unknown" when docsgate cannot tell.
   */
  private component(written: string, seen: Set<string>): ComponentIds | "unknown" | undefined {
    const { files, root } = this.context.project;
    // Never read outside the root: an import that climbs out of it renders what docsgate may not look at.
    if (written.startsWith("../") || written === ".." || files.passesLinkOutside(written)) return "unknown";
    const hasExtension = /\.[a-z0-9]+$/i.test(written.split("/").pop()!);
    const file = (hasExtension ? [written] : CODE_EXTENSIONS.map((extension) => written + extension)).find((f) =>
      files.has(f),
    );
    if (!file) return files.isLinkOutside(written) ? "unknown" : undefined;
    if (seen.has(file)) return undefined;
    seen.add(file);
    if (!this.components.has(file)) {
      const read = readRootFile(root, file, MAX_COMPONENT_BYTES);
      this.components.set(file, read.ok ? componentIds(read.bytes.toString("utf8")) : undefined);
    }
    const found = this.components.get(file);
    if (!found || found.open) return "unknown";
    const imports = found.imports.map((source) =>
      source.startsWith("/")
        ? path.posix.normalize(source.slice(1))
        : path.posix.join(path.posix.dirname(file), source),
    );
    return { ...found, imports };
  }
}
