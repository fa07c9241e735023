import { decodeEntities } from "../../html/entities.js";

/**
 * The class names a rendered page's HTML gives its elements: what Tailwind compiles. Mintlify compiles what a page's
 * source names (@mintlify/common css/tailwind.js, getTailwindSelectors over the page's MDX); the rendered HTML names
 * the same classes (a `className` written in MDX, in a snippet or a component's markup) and no word of the prose,
 * which Tailwind would otherwise turn into rules (`table`, `hidden`) for nothing.
 */
export function classCandidates(html: string, into: Set<string> = new Set()): Set<string> {
  // hast-util-to-html writes every attribute value in double quotes, `"` itself as an entity.
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) into.add(name);
  return into;
}
