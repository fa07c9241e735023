import { FileIndex } from "../../src/project/file-index.js";
import type { RenderedPage } from "../../src/site/types.js";

/** Rendered pages as the page renderer hands them over, for model and layout tests. */
export function fakePage(file: string, extra: Partial<RenderedPage> = {}): RenderedPage {
  const name = file.replace(/\.mdx?$/, "").split("/").at(-1)!;
  return { file, title: name.charAt(0).toUpperCase() + name.slice(1), html: `<p>Body of ${name}.</p>`, toc: [], text: `Body of ${name}.`, assets: [], links: [], ...extra };
}

export function fakeSite(files: string[], pages: RenderedPage[]): { files: FileIndex; pages: Map<string, RenderedPage> } {
  return { files: FileIndex.of("/docs", [...files, ...pages.map((p) => p.file)]), pages: new Map(pages.map((p) => [p.file, p])) };
}
