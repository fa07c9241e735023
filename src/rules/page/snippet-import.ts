import { jsxAttribute, jsxStringAttribute } from "../../parse/mdx-nodes.js";
import { pageImports } from "../../parse/imports.js";
import { legacySnippetFile } from "../../project/snippet-files.js";
import { resolveFromPage } from "../../pages/page-path.js";
import { pageComponents, tagPlace } from "../../pages/page-components.js";
import { definePageRule } from "../../pages/page-rule.js";

/** Extensions tried, in order, for an import written without one. */
const IMPORT_EXTENSIONS = [".mdx", ".md", ".jsx", ".js", ".tsx", ".ts"];

export const rule = definePageRule(
  {
    id: "page/snippet-import",
    category: "page",
    defaultSeverity: "error",
    description:
      "Every `import` of a local file (a snippet or component), and every `<Snippet file>`, names a file that exists under the docs root.",
  },
  (page, report) => {
    if (!page.isMdx) return;
    for (const { source, position } of pageImports(page.tree)) {
      // Package imports (`react`, `@acme/ui`) and URLs are the bundler's business, not files here.
      if (!/^\.{0,2}\//.test(source)) continue;
      const target = resolveFromPage(source, page.file, page.files);
      if (target.kind === "url") continue;
      if (target.kind === "outside") {
        report({
          message: `The import "${source}" points outside the docs root (${target.reason}); files there are not published with the docs. Move the file under the root and import it from there.`,
          place: position,
        });
        continue;
      }
      const hasExtension = /\.[a-z0-9]+$/i.test(target.path.split("/").pop()!);
      const candidates = hasExtension ? [target.path] : IMPORT_EXTENSIONS.map((extension) => target.path + extension);
      if (candidates.some((file) => page.files.has(file))) continue;
      const sameLetters = candidates.flatMap((file) => page.files.caseInsensitive(file))[0];
      report({
        message: sameLetters
          ? `The import "${source}" does not match the file "/${sameLetters}" letter for letter; the site's server tells capitals apart. Correct the path.`
          : `The import "${source}" names a file that does not exist under the docs root, so the page fails to build. Create the file, or correct the path (a leading / starts at the docs root; ./ and ../ start at this page's folder).`,
        place: position,
      });
    }
    // The built-in Snippet only: a page that defines or imports its own means that one.
    for (const { element, kind } of pageComponents(page).uses) {
      if (element.name !== "Snippet" || kind !== "known") continue;
      const tag = tagPlace(page, element);
      if (!tag) continue;
      const written = jsxStringAttribute(element, "file");
      const place = jsxAttribute(element, "file")?.position ?? tag;
      if (written === undefined) {
        report({
          message:
            '<Snippet> names no file, so it shows nothing. Give the file under _snippets/ it includes: <Snippet file="name.mdx" />.',
          place,
        });
        continue;
      }
      const found = legacySnippetFile(written, page.files);
      if (found.kind === "found") continue;
      report({
        message:
          found.kind === "outside"
            ? `<Snippet file="${written}"> names a path outside the _snippets/ folder; a legacy snippet is a file under _snippets/. Move the file there and name it from there.`
            : `<Snippet file="${written}"> names a file that does not exist (${found.tried}), so the site shows nothing in its place. Create the file under _snippets/, or correct the name.`,
        place,
      });
    }
  },
);
