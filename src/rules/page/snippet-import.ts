import { jsxAttribute, jsxStringAttribute } from "../../parse/mdx-nodes.js";
import { pageImports } from "../../parse/imports.js";
import { usedNames } from "../../parse/used-names.js";
import { legacySnippetFile } from "../../project/snippet-files.js";
import { resolveFromPage } from "../../pages/page-path.js";
import { pageComponents, tagPlace } from "../../pages/page-components.js";
import { definePageRule } from "../../pages/page-rule.js";

/** A file: URL, a drive path or a network path: a place on the disk of the machine that builds, never read. */
const MACHINE_PATH = /^(?:file:|[a-z]:[\\/]|\\)/i;

/**
 * Mintlify imports only paths of the docs (`/`, `./`, `../`): it drops any other local-looking import with
 * "Invalid import path ... Only local imports are supported", and the component it named is then unknown.
 */
function machinePathMessage(source: string, names: readonly string[], reason: string): string {
  const lost = names.length > 0 ? `nothing where it uses ${names.map((name) => `<${name}>`).join(", ")}` : "none of it";
  return `The import "${source}" names a file on the disk of whatever machine builds the site (${reason}), not a file of the docs: Mintlify imports only paths inside the docs, so it drops this import and the page shows ${lost}. docsgate never reads it. Move the file under the docs root and import it by its path from there, such as "/snippets/${source.split(/[\\/]/).pop() || "name.mdx"}".`;
}

/**
 * Mintlify's resolveAllImports logs "Could not find file" and skips the import; remarkMdxRemoveUnknownJsx then
 * removes each element of a name it did not bind. The page builds either way.
 */
function missingFileMessage(source: string, names: readonly string[], shown: readonly string[]): string {
  const where = "(a leading / starts at the docs root; ./ and ../ start at this page's folder)";
  if (shown.length === 0) {
    const bound = names.length > 0 ? ` (${names.join(", ")})` : "";
    return `The import "${source}" names a file that does not exist under the docs root; Mintlify skips it with a warning, and the page uses none of the names it binds${bound}, so readers miss nothing. Delete the import, or correct the path ${where}.`;
  }
  return `The import "${source}" names a file that does not exist under the docs root; Mintlify skips it with a warning and removes what the page shows of it, so the page is published without it: nothing appears where it uses ${shown.map((name) => (/^[A-Z]/.test(name) ? `<${name}>` : name)).join(", ")}. Create the file, or correct the path ${where}.`;
}

/** Extensions tried, in order, for an import written without one. */
const IMPORT_EXTENSIONS = [".mdx", ".md", ".jsx", ".js", ".tsx", ".ts"];

export const rule = definePageRule(
  {
    id: "page/snippet-import",
    category: "page",
    defaultSeverity: "error",
    description:
      "Every `import` of a local file (a snippet or component), and every `<Snippet file>`, names a file that exists under the docs root.",
    onRecoveredPage: true,
  },
  (page, report) => {
    let used: Set<string> | undefined;
    for (const { source, names, position } of pageImports(page.tree)) {
      const target = resolveFromPage(source, page.file, page.files);
      // Mintlify skips an import it cannot read with a warning and the build goes on: the page loses only what
      // it renders of the import's names. An import none of whose names the page uses loses readers nothing.
      const shown = names.filter((name) => (used ??= usedNames(page.nodes)).has(name));
      const severity = shown.length > 0 ? {} : { defaultSeverity: "warning" as const };
      if (MACHINE_PATH.test(source) && target.kind === "outside") {
        report({ message: machinePathMessage(source, names, target.reason), place: position, ...severity });
        continue;
      }
      // Package imports (`react`, `@acme/ui`) and URLs are the bundler's business, not files here.
      if (!/^\.{0,2}\//.test(source) || target.kind === "url") continue;
      if (target.kind === "outside") {
        report({
          message: `The import "${source}" points outside the docs root (${target.reason}); files there are not published with the docs. Move the file under the root and import it from there.`,
          place: position,
          ...severity,
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
          : missingFileMessage(source, names, shown),
        place: position,
        ...severity,
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
