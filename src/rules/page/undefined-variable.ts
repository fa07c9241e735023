import { closest, distance } from "fastest-levenshtein";
import type { Position } from "unist";
import { isJsxElement } from "../../parse/mdx-nodes.js";
import { placeholderInExpression, placeholdersIn, type Variables } from "../../parse/variables.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/undefined-variable",
    category: "page",
    // A `{{ name }}` docs.json does not define: Mintlify leaves it in the page (its docs: the build fails; a link to
    // it reaches nothing).
    defaultSeverity: "error",
    description:
      "Every `{{ name }}` placeholder in a page's text, links and attributes names a variable of docs.json `variables`, which Mintlify puts in its place.",
  },
  (page, report) => {
    const found = (name: string, place: Position | undefined, where: "text" | "link" | "attribute") => {
      if (!place) return;
      const effect =
        where === "text"
          ? `MDX then reads \`{${name}}\` as code naming a variable the page does not define, and Mintlify's documentation says the build fails`
          : where === "link"
            ? "the link then leads to the placeholder itself and reaches nothing"
            : "the attribute then holds the placeholder itself";
      report({
        message: `\`{{${name}}}\` names no variable in docs.json \`variables\`, so Mintlify leaves it in the page as it is: ${effect}. ${advice(name, page.variables, where === "text" ? "put the text in backticks to show it as written" : "write the value itself")}`,
        place,
      });
    };
    for (const node of [...page.nodes.of("mdxTextExpression"), ...page.nodes.of("mdxFlowExpression")]) {
      const name = placeholderInExpression(node.value);
      if (name && page.text.startsWith("{{", node.position?.start.offset)) found(name, node.position, "text");
    }
    for (const node of [...page.nodes.of("link"), ...page.nodes.of("image"), ...page.nodes.of("definition")])
      for (const name of placeholdersIn(node.url)) found(name, node.position, "link");
    for (const node of page.nodes.all) {
      if (!isJsxElement(node)) continue;
      for (const attribute of node.attributes)
        if (attribute.type === "mdxJsxAttribute" && typeof attribute.value === "string")
          for (const name of placeholdersIn(attribute.value))
            found(name, attribute.position ?? node.position, attribute.name === "href" ? "link" : "attribute");
    }
  },
);

function advice(name: string, variables: Variables | undefined, otherwise: string): string {
  const names = Object.keys(variables ?? {});
  const near = names.length > 0 ? closest(name, names) : undefined;
  if (near === undefined || distance(name, near) > Math.max(2, name.length / 3))
    return `Define it in docs.json (\`"variables": { "${name}": "…" }\`), or ${otherwise}.`;
  return `Did you mean \`{{${near}}}\`? Otherwise define \`${name}\` in \`variables\`, or ${otherwise}.`;
}
