/**
 * What a page loads beyond the theme and the client script, each only where it is needed: the
 * layout components' stylesheet, KaTeX (stylesheet and fonts), the Mermaid diagram script, an
 * API page's stylesheet and playground script, and
 * the stylesheet of the docs.json fields a reader sees (banner, decoration, fonts, code theme).
 * The renderer names them; the layout links them and the build copies their files.
 */
export const PAGE_EXTRAS = {
  "layout-components": { stylesheet: "layout-components.css", files: ["layout-components.css"] },
  katex: { stylesheet: "katex/katex.min.css", files: ["katex"] },
  mermaid: { module: "mermaid/diagrams.js", files: ["mermaid"] },
  api: { stylesheet: "api.css", script: "playground.js", files: ["api.css", "playground.js"] },
  "config-fields": { stylesheet: "config-fields.css", files: ["config-fields.css"] },
} as const satisfies Record<string, PageExtraFiles>;

/** What an extra adds to a page's head, and the files (or folders) under `_docsgate/` the site then carries. */
interface PageExtraFiles {
  stylesheet?: string;
  /** A classic script, run after the client script (both deferred). */
  script?: string;
  module?: string;
  files: readonly string[];
}

export type PageExtra = keyof typeof PAGE_EXTRAS;

/** The assets in one order, each once, so that two builds of a page are byte-identical. */
export function extraList(...sets: Iterable<PageExtra>[]): PageExtra[] {
  const wanted = new Set(sets.flatMap((set) => [...set]));
  return (Object.keys(PAGE_EXTRAS) as PageExtra[]).filter((asset) => wanted.has(asset));
}
