import { readLegacyNavigation } from "../../src/project/navigation/read-legacy-navigation.js";
import { readV2Navigation } from "../../src/project/navigation/read-v2-navigation.js";
import { readConfigDocument } from "../../src/project/config-document.js";
import { FileIndex } from "../../src/project/file-index.js";
import { JsonSource } from "../../src/project/json-source.js";
import type { SiteModelInput } from "../../src/site/model/build-site-model.js";
import type { RenderedPage } from "../../src/render/types.js";
import { docsConfigOf } from "../helpers/docs-config.js";

/** Rendered pages as the page renderer hands them over, for model and layout tests. */
export function fakePage(file: string, extra: Partial<RenderedPage> = {}): RenderedPage {
  const name = file
    .replace(/\.mdx?$/, "")
    .split("/")
    .at(-1)!;
  return {
    file,
    title: name.charAt(0).toUpperCase() + name.slice(1),
    html: `<p>Body of ${name}.</p>`,
    toc: [],
    text: `Body of ${name}.`,
    assets: [],
    links: [],
    ...extra,
  };
}

export function fakeSite(
  files: string[],
  pages: RenderedPage[],
): { files: FileIndex; pages: Map<string, RenderedPage> } {
  return {
    files: FileIndex.of("/docs", [...files, ...pages.map((p) => p.file)]),
    pages: new Map(pages.map((p) => [p.file, p])),
  };
}

/**
 * The model of a config (no `$ref`s) over fake files and pages, its navigation read as the
 * project reads it: an array `navigation` in the legacy layout, an object in v2.
 */
export function fakeModelInput(
  config: unknown,
  site: { files: FileIndex; pages: Map<string, RenderedPage> },
): Omit<SiteModelInput, "basePath"> {
  const source = new JsonSource("docs.json", JSON.stringify(config));
  const document = readConfigDocument("/docs", site.files, source);
  const navigation =
    isObject(config) && isObject(config.navigation)
      ? readV2Navigation(document, site.files)
      : readLegacyNavigation(document, site.files);
  return { config: docsConfigOf(config, site.files), navigation, ...site };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
