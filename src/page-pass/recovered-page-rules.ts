import { rule as authorizationHeader } from "../rules/page/authorization-header.js";
import { rule as description } from "../rules/page/description.js";
import { rule as frontmatter } from "../rules/page/frontmatter.js";
import { rule as frontmatterKey } from "../rules/page/frontmatter-key.js";
import { rule as frontmatterSyntax } from "../rules/page/frontmatter-syntax.js";
import { rule as missingAsset } from "../rules/page/missing-asset.js";
import { rule as secret } from "../rules/page/secret.js";
import { rule as snippetImport } from "../rules/page/snippet-import.js";
import { rule as title } from "../rules/page/title.js";

/**
 * The page rules that still run on a page recovered after an MDX syntax error (recover-page.ts).
 * Each reads one construct on its own (the front matter, an image's path, an import, a literal),
 * so what it finds is as true of the page as written. Rules that read how constructs nest or what
 * the text says (components and their attributes, headings, frames, alt text, the writing style)
 * do not: the recovered tree has broken tags blanked out, or is plain Markdown in which
 * components are text, and would show them things the page does not have.
 */
export const RECOVERED_PAGE_RULE_IDS: ReadonlySet<string> = new Set(
  [
    frontmatter,
    frontmatterSyntax,
    title,
    description,
    frontmatterKey,
    snippetImport,
    missingAsset,
    secret,
    authorizationHeader,
  ].map((rule) => rule.meta.id),
);
