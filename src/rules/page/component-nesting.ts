import type { Nodes, Parents } from "mdast";
import { codeTitle } from "../../parse/code-title.js";
import type { ComponentSpec } from "../../components/catalogue.js";
import { isJsxElement, type JsxElement } from "../../parse/mdx-nodes.js";
import type { PageContext } from "../../pages/page-context.js";
import { pageComponents, tagPlace, type PageComponents } from "../../pages/page-components.js";
import { definePageRule, type PageReport } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/component-nesting",
    category: "page",
    defaultSeverity: "warning",
    description:
      "Components stand where Mintlify puts them: `Step` in `Steps`, `Tab` in `Tabs`, only titled code blocks in a `CodeGroup`, an image or video in a `Frame`, and at most one `RequestExample` and one `ResponseExample` per page.",
    editorGuidance: {
      section: "components",
      place: 5,
      text: "Put each component where it belongs: `<Step>` in `<Steps>`, `<Tab>` in `<Tabs>`, only titled code blocks in `<CodeGroup>`, an image or video in `<Frame>`, at most one `<RequestExample>` and one `<ResponseExample>` per page.",
    },
  },
  (page, report) => {
    const components = pageComponents(page);
    const seen = new Set<string>();
    for (const { element, spec } of components.uses) {
      if (!spec) continue;
      if (spec.parent) checkParent(page, components, element, spec.parent, report);
      if (spec.children?.kind === "components")
        checkComponentChildren(components, element, spec.children.names, report);
      if (spec.children?.kind === "code-blocks") checkCodeBlocks(page, components, element, report);
      if (spec.children?.kind === "media") checkMedia(page, components, element, spec, report);
      // Mintlify moves these to the side column, and only blocks of their own are moved.
      if (spec.onePerPage && element.type === "mdxJsxFlowElement") {
        if (!seen.has(spec.name)) seen.add(spec.name);
        else {
          const place = tagPlace(page, element);
          if (place)
            report({
              message: `A second <${spec.name}> on this page: Mintlify shows only the first one, beside the page, and drops this one. Put every example in the first <${spec.name}>, one code block each.`,
              place,
            });
        }
      }
    }
  },
);

type Report = (report: PageReport) => void;

/** The node that holds `node`, looking through the paragraphs MDX puts around inline elements. */
function container(page: PageContext, node: Nodes): Parents | undefined {
  let parent = page.nodes.parentOf(node);
  while (parent?.type === "paragraph") parent = page.nodes.parentOf(parent);
  return parent;
}

/** The children of `parent`, with the paragraphs MDX wraps around inline elements opened up. */
function childrenOf(parent: Parents): Nodes[] {
  return parent.children.flatMap((child) => (child.type === "paragraph" ? child.children : [child]));
}

/**
 * Elements whose output docsgate cannot see: the page's own components, unknown ones, and the ones Mintlify does not
 * document.
 */
function isOpaque(components: PageComponents, node: Nodes): boolean {
  if (!isJsxElement(node)) return false;
  const use = components.useOf(node);
  return use !== undefined && (use.kind !== "known" || use.spec?.attributes === undefined);
}

/** Comments, expressions and blank text sit anywhere without effect. */
function isNeutral(node: Nodes): boolean {
  return (
    node.type === "mdxFlowExpression" ||
    node.type === "mdxTextExpression" ||
    (node.type === "text" && node.value.trim() === "")
  );
}

const MARKDOWN_CONTAINERS: Partial<Record<Parents["type"], string>> = {
  listItem: "a list",
  list: "a list",
  blockquote: "a quote",
  tableCell: "a table",
  heading: "a heading",
};

function checkParent(
  page: PageContext,
  components: PageComponents,
  element: JsxElement,
  parentName: string,
  report: Report,
): void {
  const holder = container(page, element);
  if (!holder || (holder.type === "root" && page.isSnippet)) return; // a snippet's pieces are placed by the page that includes it
  if (isJsxElement(holder) && (holder.name === parentName || isOpaque(components, holder))) return;
  const where =
    holder.type === "root"
      ? "on its own"
      : isJsxElement(holder)
        ? `inside <${holder.name ?? ""}>`
        : `inside ${MARKDOWN_CONTAINERS[holder.type] ?? "other content"}`;
  const place = tagPlace(page, element);
  if (place)
    report({
      message: `<${element.name}> stands ${where}, but Mintlify lays it out only directly inside <${parentName}>. Wrap it, with any <${element.name}> elements beside it, in <${parentName}>…</${parentName}>.`,
      place,
    });
}

function checkComponentChildren(
  components: PageComponents,
  element: JsxElement,
  names: readonly string[],
  report: Report,
): void {
  const stray = childrenOf(element).find(
    (child) =>
      !isNeutral(child) &&
      !isOpaque(components, child) &&
      !(isJsxElement(child) && child.name && names.includes(child.name)),
  );
  if (!stray?.position) return;
  const allowed = names.map((n) => `<${n}>`).join(" or ");
  const what = isJsxElement(stray) ? `<${stray.name ?? ""}>` : "content";
  const made =
    element.name === "Tabs"
      ? "a tab"
      : element.name === "Steps"
        ? "a numbered step"
        : `an item of the <${element.name}>`;
  report({
    message: `Mintlify makes everything directly inside <${element.name}> ${made}, so this ${what} becomes one without a title. Move it into a ${allowed}, or out of the <${element.name}>.`,
    place: stray.position,
  });
}

function checkCodeBlocks(page: PageContext, components: PageComponents, element: JsxElement, report: Report): void {
  for (const child of childrenOf(element)) {
    const start = child.position?.start.offset;
    if (isNeutral(child) || isOpaque(components, child) || !child.position || start === undefined) continue;
    if (child.type !== "code") {
      report({
        message: `Mintlify makes everything directly inside <CodeGroup> a tab labelled by a code block's title, so this ${isJsxElement(child) ? `<${child.name ?? ""}>` : "content"} becomes a tab without a label. Move it out of the <CodeGroup>.`,
        place: child.position,
      });
      continue;
    }
    const fence = page.positionOf(start, lineEnd(page.text, start));
    if (!child.lang) {
      report({
        message:
          "Mintlify labels each tab of a <CodeGroup> with its code block's title, and this block has no language and no title: its tab is blank and its code is not highlighted. Write the language and a title after the backticks, such as ```bash npm.",
        place: fence,
      });
    } else if (!codeTitle(child)) {
      report({
        message: `Mintlify labels each tab of a <CodeGroup> with its code block's title, and this block has none, so its tab is blank. Write a title after the language, such as \`\`\`${child.lang} ${suggestedTitle(child.lang)}.`,
        place: fence,
      });
    }
  }
}

/** The end of the line `start` is on, before its line break. */
function lineEnd(text: string, start: number): number {
  const newline = text.indexOf("\n", start);
  const end = newline === -1 ? text.length : newline;
  return text.charCodeAt(end - 1) === 13 ? end - 1 : end;
}

function suggestedTitle(lang: string): string {
  const titles: Record<string, string> = {
    bash: "Terminal",
    sh: "Terminal",
    shell: "Terminal",
    js: "JavaScript",
    javascript: "JavaScript",
    ts: "TypeScript",
    typescript: "TypeScript",
    py: "Python",
    python: "Python",
    json: "Example",
  };
  return titles[lang.toLowerCase()] ?? "Example";
}

const MEDIA_ELEMENTS = new Set(["img", "video", "iframe", "picture", "svg"]);

function checkMedia(
  page: PageContext,
  components: PageComponents,
  element: JsxElement,
  spec: ComponentSpec,
  report: Report,
): void {
  const stack: Nodes[] = [...element.children];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === "image" || node.type === "imageReference" || isOpaque(components, node)) return;
    if (isJsxElement(node) && node.name && MEDIA_ELEMENTS.has(node.name)) return;
    if ("children" in node) for (const child of node.children) stack.push(child);
  }
  const place = tagPlace(page, element);
  if (place)
    report({
      message: `<${spec.name}> holds no image or video: it is the frame around one. Put an image (![alt](/images/x.png) or <img>) or a <video>/<iframe> inside it, or remove the <${spec.name}>.`,
      place,
    });
}
