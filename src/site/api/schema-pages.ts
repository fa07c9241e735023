import type { DocsConfig } from "../../project/docs-config.js";
import { toHtml } from "hast-util-to-html";
import type { MissingRemoteSpec } from "../../openapi/types.js";
import { specRoot, type SpecData, type SpecNode } from "../../openapi/spec-data.js";
import { specKey } from "../../openapi/cross-checks/site-config.js";
import { el, text } from "../../render/hast.js";
import { extraList } from "../../render/page-extras.js";
import type { RenderedPage } from "../../render/types.js";
import { redactUrl } from "../../text/redact-url.js";
import { apiPageSettings } from "./api-settings.js";
import { propertyFields, section } from "./endpoint-page.js";
import { markdownNodes } from "./markdown.js";
import { withMissingBox } from "./missing-spec-page.js";
import { SchemaViews } from "./schema-view.js";

const RAW = { allowDangerousHtml: true } as const;

/**
 * The rendered pages with every page whose front matter names a data model (`openapi-schema: "[spec] Name"`) showing
 * that schema: its description and fields, as Mintlify's schema pages list them, above the page's own content. A name
 * no spec read holds gets a box that says so (and which remote files were not read), never an empty page.
 */
export function withSchemaPages(
  rendered: ReadonlyMap<string, RenderedPage>,
  specs: readonly SpecData[],
  missingRemote: readonly MissingRemoteSpec[],
  config: Pick<DocsConfig, "value" | "legacy"> | undefined,
): ReadonlyMap<string, RenderedPage> {
  const named = [...rendered].filter(([, page]) => page.openapiSchema !== undefined);
  if (named.length === 0) return rendered;
  const { maintainOrder } = apiPageSettings(config);
  const pages = new Map(rendered);
  for (const [file, page] of named) {
    const found = findSchema(page.openapiSchema!, specs);
    pages.set(
      file,
      found ? schemaPage(page, found, maintainOrder) : missingSchemaPage(page, page.openapiSchema!, missingRemote),
    );
  }
  return pages;
}

/** `Name` or `spec Name`: the spec is the words before the last, matched as a file's key or its end. */
function findSchema(
  value: string,
  specs: readonly SpecData[],
): { spec: SpecData; at: SpecNode; name: string } | undefined {
  const words = value.trim().split(/\s+/);
  const name = words.pop() ?? "";
  const written = words.join(" ");
  const candidates = written
    ? specs.filter(
        (spec) => specKey(spec.file) === specKey(written) || spec.file.endsWith(written.replace(/^\.?\//, "")),
      )
    : specs;
  for (const spec of candidates) {
    const root = specRoot(spec);
    const document = root?.node as Record<string, unknown> | undefined;
    if (!root || !document) continue;
    // OpenAPI 3 keeps models under components.schemas, Swagger 2.0 under definitions.
    for (const pointer of [
      ["components", "schemas", name],
      ["definitions", name],
    ]) {
      let node: unknown = document;
      for (const key of pointer)
        node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
      if (node && typeof node === "object") return { spec, at: { document: root.document, pointer, node }, name };
    }
  }
  return undefined;
}

function schemaPage(
  page: RenderedPage,
  found: { spec: SpecData; at: SpecNode; name: string },
  maintainOrder: boolean,
): RenderedPage {
  const view = new SchemaViews(found.spec).view(found.at);
  const top = [
    el("div", { className: ["api-endpoint", "api-schema"] }, [
      el("p", { className: ["api-path"] }, [el("code", {}, [text(view.name ?? found.name)])]),
      ...(view.description ? [el("div", { className: ["api-description"] }, markdownNodes(view.description))] : []),
    ]),
  ];
  const fields = propertyFields(view, maintainOrder, "response");
  const bottom = fields.length ? [section("api-schema-fields", "Fields", fields)] : [];
  return {
    ...page,
    extras: extraList(page.extras ?? [], ["api"]),
    html: `${toHtml(top, RAW)}${page.html}${toHtml(bottom, RAW)}`,
  };
}

function missingSchemaPage(
  page: RenderedPage,
  value: string,
  missingRemote: readonly MissingRemoteSpec[],
): RenderedPage {
  const unread = missingRemote.map((spec) => redactUrl(spec.url));
  const sentence =
    `No OpenAPI file this build read has a schema named \`${value.trim().split(/\s+/).pop()}\`` +
    (unread.length ? `; it may be in ${unread.join(", ")}, which this build did not read.` : ".");
  return withMissingBox(page, sentence, "Its fields are not shown.");
}
