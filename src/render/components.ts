import type { Element, ElementContent, Properties } from "hast";
import type { Code, RootContent } from "mdast";
import { isComponentName, type ComponentName } from "../components/catalogue.js";
import { codeTitle } from "../parse/code-title.js";
import { CLEANED_ID } from "../parse/mintlify-ids.js";
import { isJsxElement, jsxAttribute, type JsxElement } from "../parse/mdx-nodes.js";
import { flagOf, iconOf, readAttributes, stringOf } from "./attributes.js";
import { MARKUP_ATTRIBUTES } from "./attribute-markup.js";
import { iconSvg } from "../icons/icons.js";
import { el, raw, text } from "./hast.js";
import { inlineMarkdown } from "./inline-markdown.js";
import { LAYOUT_RENDERERS } from "./layout-components.js";
import { latexComponent } from "./math.js";
import { mermaidDiagram } from "./mermaid.js";
import type { Renderer } from "./renderer.js";
import type { StaticValue } from "./static-value.js";

type Attributes = Map<string, StaticValue>;
type ComponentRender = (node: JsxElement, attributes: Attributes, render: Renderer) => ElementContent[];

/**
 * A component the site shows as its content in a plain container (`<div data-component="Tile">`),
 * as it shows the components a page defines itself: its attributes are not read, so none of them
 * is reported as left out.
 */
const CONTAINER = "container";

/** `id="x"` given on a component: kept on the element that stands for it. */
function idOf(attributes: Attributes): Properties {
  const id = stringOf(attributes.get("id"));
  return id ? { id } : {};
}

/**
 * The id of a component linked by its title (the catalogue's `titledBy`), as Mintlify gives it
 * and check's anchor collector records it; an explicit `id` wins (a Step's and an Update's cleaned).
 */
function titleId(
  component: ComponentName,
  attributes: Attributes,
  title: string | undefined,
  render: Renderer,
): string | undefined {
  const id = stringOf(attributes.get("id"));
  if (id) return CLEANED_ID.has(component) ? (render.context.ids.custom(id) ?? id) : id;
  return title ? render.context.ids.titled(component, title) : undefined;
}

/** Badge colours Mintlify documents; any other value shows the default, gray. */
const BADGE_COLORS = new Set([
  "gray",
  "blue",
  "green",
  "yellow",
  "orange",
  "red",
  "purple",
  "white",
  "surface",
  "white-destructive",
  "surface-destructive",
]);
const BADGE_SIZES = new Set(["xs", "sm", "md", "lg"]);

/**
 * A callout as @mintlify/components draws it (dist/components/callout/callout.js, `Callout`): a
 * typed one (`Note`…`Danger`) has its kind's own icon and colours whatever `icon`
 * and `color` say; `Callout` takes both, and has no icon without one. Either shows `title` in bold
 * above its content.
 */
function callout(kind: string, icon: string | undefined): ComponentRender {
  const custom = icon === undefined;
  return (node, attributes, render) => {
    const name = custom ? iconOf(node, attributes) : undefined;
    // A typed callout's icon is the component's own (@mintlify/components dist/icons/index.js, NoteIcon…), not one of
    // docs.json's icon library: drawn from Font Awesome on a Lucide or Tabler site too.
    const fixed = icon === undefined ? undefined : iconSvg(icon, "callout-icon");
    const svg = fixed
      ? [raw(fixed)]
      : name
        ? render.icon(name, stringOf(attributes.get("iconType")), "callout-icon", node)
        : [];
    // A Callout's `color` tints its border, background and icon.
    const color = custom ? stringOf(attributes.get("color")) : undefined;
    const style = color && SAFE_COLOR.test(color) ? { style: `--callout: ${color}` } : {};
    const title = stringOf(attributes.get("title"));
    return [
      el("div", { className: ["callout", `callout-${kind}`], role: "note", ...style, ...idOf(attributes) }, [
        ...svg,
        el("div", { className: ["callout-content"] }, [
          ...(title ? [el("div", { className: ["callout-title"] }, [text(title)])] : []),
          ...render.children(node),
        ]),
      ]),
    ];
  };
}

/** Each typed callout's own icon; a typed Card's default icon too. */
const TYPED_ICONS: Readonly<Record<string, string>> = {
  note: "circle-exclamation",
  tip: "lightbulb",
  warning: "triangle-exclamation",
  info: "circle-info",
  check: "circle-check",
  danger: "ban",
};
const TYPED_CALLOUTS: Readonly<Record<string, ComponentRender>> = Object.fromEntries(
  Object.entries(TYPED_ICONS).map(([kind, icon]) => [kind, callout(kind, icon)]),
);
const customCallout = callout("info", undefined);

function isBlank(node: RootContent): boolean {
  return node.type === "text" && node.value.trim() === "";
}

export interface TabItem {
  label: ElementContent[];
  /** The tab button's id, when it is an anchor readers link to. */
  id?: string;
  panel: ElementContent[];
}

/** The tab widget of the DOM contract: a tablist of buttons and one panel each, the first shown. */
function tabWidget(
  items: TabItem[],
  className: string,
  selected: number,
  render: Renderer,
  extra: Properties = {},
): Element {
  return tabs(items, className, selected, () => render.context.nextId("tab"), extra);
}

/** The tab widget, with ids from `nextId` for the items that bring none (also for the endpoint pages' examples). */
export function tabs(
  items: TabItem[],
  className: string,
  selected: number,
  nextId: () => string,
  extra: Properties = {},
): Element {
  const ids = items.map((item) => item.id ?? nextId());
  const chosen = selected >= 0 && selected < items.length ? selected : 0;
  return el("div", { className: [className], ...extra }, [
    el(
      "div",
      { role: "tablist", className: ["tab-list"] },
      items.map((item, i) =>
        el(
          "button",
          {
            type: "button",
            role: "tab",
            id: ids[i]!,
            ariaSelected: i === chosen ? "true" : "false",
            ariaControls: [`${ids[i]}-panel`],
            tabIndex: i === chosen ? 0 : -1,
          },
          item.label,
        ),
      ),
    ),
    ...items.map((item, i) =>
      el(
        "div",
        {
          role: "tabpanel",
          className: ["tab-panel"],
          id: `${ids[i]}-panel`,
          ariaLabelledBy: [ids[i]!],
          hidden: i !== chosen,
        },
        item.panel,
      ),
    ),
  ]);
}

/**
 * A code group with `dropdown`: a select of the blocks' titles above one block shown at a time,
 * as Mintlify offers for many languages. The client script switches the blocks.
 */
function codeDropdown(items: TabItem[], className: string, node: JsxElement): Element {
  return el("div", { className: [className, "code-dropdown"], dataComponent: node.name! }, [
    el("div", { className: ["code-dropdown-bar"] }, [
      el(
        "select",
        { className: ["code-dropdown-select"], ariaLabel: "Code example shown" },
        items.map((item, i) => el("option", { value: String(i), selected: i === 0 }, item.label)),
      ),
    ]),
    ...items.map((item, i) => el("div", { className: ["code-dropdown-panel"], hidden: i !== 0 }, item.panel)),
  ]);
}

/** CodeGroup, RequestExample, ResponseExample: one tab per code block, titled from its info string. */
function codeTabs(node: JsxElement, className: string, render: Renderer, dropdown = false): ElementContent[] {
  const items: TabItem[] = [];
  for (const child of node.children as RootContent[]) {
    if (isBlank(child)) continue;
    if (child.type === "code") {
      const block = render.code(child, false);
      items.push({ label: [text(codeLabel(child, items.length))], panel: [block] });
    } else {
      items.push({ label: [text(`Example ${items.length + 1}`)], panel: render.nodes([child]) });
    }
  }
  if (!items.length) return [];
  return [
    dropdown
      ? codeDropdown(items, className, node)
      : tabWidget(items, className, 0, render, { dataComponent: node.name! }),
  ];
}

function codeLabel(code: Code, index: number): string {
  return codeTitle(code) ?? code.lang ?? `Example ${index + 1}`;
}

/** Step title sizes Mintlify takes; `p`, its default, is a paragraph and the others that heading. */
const STEP_TITLE_SIZES = new Set(["p", "h2", "h3", "h4"]);

function step(
  node: JsxElement,
  attributes: Attributes,
  number: number,
  render: Renderer,
  stepsTitleSize?: string,
): Element {
  const title = stringOf(attributes.get("title"));
  const id = titleId("Step", attributes, title, render);
  // A Step's own titleSize wins over its Steps' one.
  const size = [stringOf(attributes.get("titleSize")), stepsTitleSize].find(
    (each) => each !== undefined && STEP_TITLE_SIZES.has(each),
  );
  const heading = size ?? "p";
  const icon = iconOf(node, attributes);
  const svg = icon ? render.icon(icon, stringOf(attributes.get("iconType")), "step-icon", node) : [];
  const shown = stringOf(attributes.get("stepNumber")) ?? String(number);
  return el("li", { className: ["step"], ...(id && !flagOf(attributes.get("noAnchor")) ? { id } : {}) }, [
    el("div", { className: ["step-marker"], ariaHidden: "true" }, svg.length ? svg : [text(shown)]),
    el("div", { className: ["step-content"] }, [
      ...(title ? [el(heading, { className: ["step-title"] }, [text(title)])] : []),
      ...render.children(node),
    ]),
  ]);
}

function isComponent(node: RootContent, name: string): node is JsxElement {
  return isJsxElement(node) && node.name === name;
}

function field(
  kind: "param" | "response",
  node: JsxElement,
  attributes: Attributes,
  render: Renderer,
): ElementContent[] {
  const context = render.context;
  // @mintlify/common's `paramFieldLocations` (dist/mdx/lib/mdx-utils.js): each names the parameter.
  const location =
    kind === "param"
      ? (["path", "body", "query", "header", "cookie", "auth"] as const).find(
          (name) => stringOf(attributes.get(name)) !== undefined,
        )
      : undefined;
  const name = stringOf(attributes.get(location ?? "name"));
  let id = stringOf(attributes.get("id"));
  // @mintlify/common's `rehypeParamFieldIds` (`PARAM_NAME_PRECEDENCE`) gives no id to a cookie or auth field.
  if (name && location !== "cookie" && location !== "auth") {
    // The ids check's anchor collector records for a field (see src/parse/anchors.ts): `param-<name>`,
    // the bare name, and nested in other fields the same with the parents' names first.
    const names = context.fieldPath.length ? [name, [...context.fieldPath, name].join("-")] : [name];
    for (const each of names) {
      const allocated = context.ids.add(`param-${fieldSlug(each)}`);
      context.ids.add(fieldSlug(each));
      id ??= names.length === 1 || each !== name ? allocated : undefined;
    }
  }
  const type = stringOf(attributes.get("type"));
  const fallback = attributes.get("default");
  const badges: ElementContent[] = [];
  const badge = (className: string, label: string) =>
    badges.push(el("span", { className: ["field-badge", className] }, [text(label)]));
  for (const label of listOf(attributes.get("pre"))) badge("field-pre", label);
  if (location) badge("field-location", location);
  if (type) badge("field-type", type);
  if (flagOf(attributes.get("required"))) badge("field-required", "required");
  if (flagOf(attributes.get("deprecated"))) badge("field-deprecated", "deprecated");
  const shownDefault =
    fallback === undefined || fallback === null
      ? undefined
      : typeof fallback === "object"
        ? JSON.stringify(fallback)
        : String(fallback);
  if (shownDefault !== undefined)
    badges.push(
      el("span", { className: ["field-default"] }, [text("default: "), el("code", {}, [text(shownDefault)])]),
    );
  for (const label of listOf(attributes.get("post"))) badge("field-post", label);
  // The playground sends path, query, header and body parameters; cookies and credentials are not its to set.
  if (location && location !== "cookie" && location !== "auth" && name && context.fieldPath.length === 0) {
    context.paramFields.push({
      in: location,
      name,
      ...(type ? { type } : {}),
      required: flagOf(attributes.get("required")),
      ...(shownDefault !== undefined ? { default: shownDefault } : {}),
    });
  }
  if (kind === "response" && context.fieldPath.length === 0) context.responseFields = true;
  if (name) context.fieldPath.push(name);
  try {
    return [
      el("div", { className: ["field", `${kind}-field`], ...(id ? { id } : {}) }, [
        el("div", { className: ["field-head"] }, [
          ...(name ? [el("code", { className: ["field-name"] }, [text(name)])] : []),
          ...badges,
        ]),
        el("div", { className: ["field-body"] }, render.children(node)),
      ]),
    ];
  } finally {
    if (name) context.fieldPath.pop();
  }
}

function fieldSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

function listOf(value: StaticValue | undefined): string[] {
  if (Array.isArray(value)) return value.map(stringOf).filter((item): item is string => item !== undefined);
  const single = stringOf(value);
  return single ? [single] : [];
}

function cardGroup(node: JsxElement, attributes: Attributes, render: Renderer, fallback: number): ElementContent[] {
  const written = Number(stringOf(attributes.get("cols")));
  const cols = Number.isInteger(written) && written >= 1 ? written : fallback;
  return [
    el(
      "div",
      { className: ["card-group", `cols-${cols}`], style: `--cols: ${cols}`, ...idOf(attributes) },
      render.children(node),
    ),
  ];
}

/** How the site renders each component of the catalogue: one entry per name, no more (the type holds it to that). */
export const RENDERERS: { readonly [Name in ComponentName]: ComponentRender | typeof CONTAINER } = {
  Note: TYPED_CALLOUTS.note,
  Tip: TYPED_CALLOUTS.tip,
  Warning: TYPED_CALLOUTS.warning,
  Info: TYPED_CALLOUTS.info,
  Check: TYPED_CALLOUTS.check,
  Danger: TYPED_CALLOUTS.danger,
  // `Callout` with a `variant` is that typed callout; without one, its own (`custom`).
  Callout: (node, attributes, render) => {
    const variant = stringOf(attributes.get("variant"));
    const typed = variant && Object.hasOwn(TYPED_CALLOUTS, variant) ? TYPED_CALLOUTS[variant] : undefined;
    return (typed ?? customCallout)(node, attributes, render);
  },

  CodeGroup: (node, attributes, render) => codeTabs(node, "code-group", render, flagOf(attributes.get("dropdown"))),
  RequestExample: (node, attributes, render) => {
    render.context.aside.push(...codeTabs(node, "request-example", render, flagOf(attributes.get("dropdown"))));
    return [];
  },
  ResponseExample: (node, attributes, render) => {
    render.context.aside.push(...codeTabs(node, "response-example", render, flagOf(attributes.get("dropdown"))));
    return [];
  },

  Steps: (node, attributes, render) => {
    const items: ElementContent[] = [];
    let number = 0;
    const titleSize = stringOf(attributes.get("titleSize"));
    for (const child of node.children as RootContent[]) {
      if (isBlank(child)) continue;
      if (isComponent(child, "Step"))
        items.push(step(child, readAttributes(child, render.context, MARKUP_ATTRIBUTES), ++number, render, titleSize));
      else items.push(el("li", { className: ["step-extra"] }, render.nodes([child])));
    }
    return [el("ol", { className: ["steps"], ...idOf(attributes) }, items)];
  },
  Step: (node, attributes, render) => [el("ol", { className: ["steps"] }, [step(node, attributes, 1, render)])],

  Tabs: (node, attributes, render) => {
    const items: TabItem[] = [];
    for (const child of node.children as RootContent[]) {
      if (isBlank(child)) continue;
      if (!isComponent(child, "Tab")) {
        items.push({ label: [text(`Tab ${items.length + 1}`)], panel: render.nodes([child]) });
        continue;
      }
      const tabAttributes = readAttributes(child, render.context, MARKUP_ATTRIBUTES);
      const title = stringOf(tabAttributes.get("title")) ?? `Tab ${items.length + 1}`;
      const id = titleId("Tab", tabAttributes, stringOf(tabAttributes.get("title")), render);
      const icon = iconOf(child, tabAttributes);
      const svg = icon ? render.icon(icon, stringOf(tabAttributes.get("iconType")), "tab-icon", child) : [];
      items.push({ label: [...svg, text(title)], ...(id ? { id } : {}), panel: render.children(child) });
    }
    const selected = Number(stringOf(attributes.get("defaultTabIndex")) ?? 0);
    // `sync={false}` keeps this group out of the page's switching by title (Mintlify syncs by default).
    const sync = attributes.get("sync");
    const extra: Properties = {
      dataComponent: "Tabs",
      ...(sync !== undefined && !flagOf(sync) ? { dataSync: "false" } : {}),
      ...(flagOf(attributes.get("borderBottom")) ? { className: ["tabs", "tabs-border-bottom"] } : {}),
    };
    return items.length ? [tabWidget(items, "tabs", Number.isInteger(selected) ? selected : 0, render, extra)] : [];
  },
  Tab: (node, attributes, render) => {
    const title = stringOf(attributes.get("title"));
    const id = titleId("Tab", attributes, title, render);
    return [
      el("div", { className: ["tab-panel"], ...(id ? { id } : {}) }, [
        ...(title ? [el("p", { className: ["tab-title"] }, [text(title)])] : []),
        ...render.children(node),
      ]),
    ];
  },

  AccordionGroup: (node, attributes, render) => [
    el("div", { className: ["accordion-group"], ...idOf(attributes) }, render.children(node)),
  ],
  Accordion: (node, attributes, render) => {
    const title = stringOf(attributes.get("title"));
    const id = titleId("Accordion", attributes, title, render);
    const description = stringOf(attributes.get("description"));
    const icon = iconOf(node, attributes);
    const svg = icon ? render.icon(icon, stringOf(attributes.get("iconType")), "accordion-icon", node) : [];
    return [
      el("details", { className: ["accordion"], ...(id ? { id } : {}), open: flagOf(attributes.get("defaultOpen")) }, [
        el("summary", {}, [
          ...svg,
          el("span", { className: ["accordion-title"] }, [text(title ?? "")]),
          ...(description ? [el("span", { className: ["accordion-description"] }, [text(description)])] : []),
        ]),
        el("div", { className: ["accordion-content"] }, render.children(node)),
      ]),
    ];
  },

  Card: (node, attributes, render) => {
    const context = render.context;
    const title = stringOf(attributes.get("title"));
    const href = stringOf(attributes.get("href"));
    const link = href !== undefined ? context.url(href, jsxAttribute(node, "href") ?? node) : undefined;
    const image = stringOf(attributes.get("img"));
    const imageUrl = image !== undefined ? context.url(image, jsxAttribute(node, "img") ?? node, "image") : undefined;
    const icon = iconOf(node, attributes);
    const color = stringOf(attributes.get("color"));
    // `type` gives the card a callout's colours and its icon unless `icon` names another (Mintlify's
    // documentation, components/cards "Typed cards"; the component library's Card has no such prop).
    const written = stringOf(attributes.get("type"))?.toLowerCase();
    const type = written !== undefined && Object.hasOwn(TYPED_ICONS, written) ? written : undefined;
    const typedIcon = type && !icon ? iconSvg(TYPED_ICONS[type]!, "card-icon") : undefined;
    const svg = typedIcon
      ? [raw(typedIcon)]
      : icon
        ? render.icon(icon, stringOf(attributes.get("iconType")), "card-icon", node)
        : [];
    const cta = stringOf(attributes.get("cta"));
    const horizontal = flagOf(attributes.get("horizontal"));
    const children: ElementContent[] = [
      ...(imageUrl ? [el("img", { className: ["card-img"], src: imageUrl, alt: "" })] : []),
      ...(svg.length
        ? [
            el(
              "div",
              {
                className: ["card-icon"],
                ...(color && SAFE_COLOR.test(color) ? { style: `--card-color: ${color}` } : {}),
              },
              svg,
            ),
          ]
        : []),
    ];
    const content = render.children(node);
    // Mintlify's GenericCard (card.js) is an `<a>` when it has an href. A link (or a button, a
    // code block's copy button) inside it cannot be written in HTML: the parser closes the card's
    // <a> there and splits the card into several boxes. Such a card is a box whose title is the link,
    // stretched over the whole card (theme.css, .card-link), and its own links stay clickable above it.
    const overlay = link !== undefined && content.some(holdsInteractive);
    const heading = title ? [text(title)] : [];
    const titleLink = el(
      "a",
      { className: ["card-link"], href: link, ...(title ? {} : { ariaLabel: cta ?? href }) },
      heading,
    );
    children.push(
      el("div", { className: ["card-body"] }, [
        ...(overlay && !title ? [titleLink] : []),
        ...(title ? [el("p", { className: ["card-title"] }, overlay ? [titleLink] : heading)] : []),
        el("div", { className: ["card-content"] }, content),
        ...(cta ? [el("span", { className: ["card-cta"] }, [text(cta)])] : []),
      ]),
    );
    const properties: Properties = {
      className: [
        "card",
        ...(horizontal ? ["card-horizontal"] : []),
        ...(type ? ["card-typed", `card-${type}`] : []),
        ...(overlay ? ["card-linked"] : []),
      ],
      ...idOf(attributes),
    };
    return [link && !overlay ? el("a", { ...properties, href: link }, children) : el("div", properties, children)];
  },
  CardGroup: (node, attributes, render) => cardGroup(node, attributes, render, 2),
  Columns: (node, attributes, render) => cardGroup(node, attributes, render, 2),
  ...LAYOUT_RENDERERS,

  ParamField: (node, attributes, render) => field("param", node, attributes, render),
  ResponseField: (node, attributes, render) => field("response", node, attributes, render),
  Expandable: (node, attributes, render) => {
    const title = stringOf(attributes.get("title"));
    return [
      el("details", { className: ["expandable"], open: flagOf(attributes.get("defaultOpen")), ...idOf(attributes) }, [
        el("summary", {}, [text(title ? `Show ${title}` : "Show details")]),
        el("div", { className: ["expandable-content"] }, render.children(node)),
      ]),
    ];
  },

  Frame: (node, attributes, render) => {
    const caption = stringOf(attributes.get("caption"));
    const hint = stringOf(attributes.get("hint"));
    return [
      el("figure", { className: ["frame"], ...idOf(attributes) }, [
        ...(hint ? [el("p", { className: ["frame-hint"] }, [text(hint)])] : []),
        el("div", { className: ["frame-content"] }, render.children(node)),
        // Inline Markdown, as Mintlify's Frame draws its description (@mintlify/components, frame.js: renderDescription).
        ...(caption
          ? [el("figcaption", {}, inlineMarkdown(caption, render, jsxAttribute(node, "caption")?.position))]
          : []),
      ]),
    ];
  },

  Tooltip: (node, attributes, render) => {
    const context = render.context;
    const id = context.nextId("tooltip");
    const headline = stringOf(attributes.get("headline"));
    const cta = stringOf(attributes.get("cta"));
    const href = stringOf(attributes.get("href"));
    const link = href !== undefined ? context.url(href, jsxAttribute(node, "href") ?? node) : undefined;
    return [
      el("span", { className: ["tooltip"], tabIndex: 0, ariaDescribedBy: [id] }, [
        ...render.children(node),
        el("span", { className: ["tooltip-text"], role: "tooltip", id }, [
          ...(headline ? [el("strong", {}, [text(headline)]), text(" ")] : []),
          text(stringOf(attributes.get("tip")) ?? ""),
          ...(cta && link ? [text(" "), el("a", { href: link }, [text(cta)])] : []),
        ]),
      ]),
    ];
  },

  Update: (node, attributes, render) => {
    const label = stringOf(attributes.get("label"));
    const id = titleId("Update", attributes, label, render);
    const description = stringOf(attributes.get("description"));
    const tags = listOf(attributes.get("tags"));
    return [
      el("div", { className: ["update"], ...(id ? { id } : {}) }, [
        el("div", { className: ["update-meta"] }, [
          ...(label
            ? [
                id
                  ? el("a", { className: ["update-label"], href: `#${id}` }, [text(label)])
                  : el("span", { className: ["update-label"] }, [text(label)]),
              ]
            : []),
          ...(description ? [el("p", { className: ["update-description"] }, [text(description)])] : []),
          ...(tags.length
            ? [
                el(
                  "ul",
                  { className: ["update-tags"] },
                  tags.map((tag) => el("li", {}, [text(tag)])),
                ),
              ]
            : []),
        ]),
        el("div", { className: ["update-body"] }, render.children(node)),
      ]),
    ];
  },

  Icon: (node, attributes, render) => {
    const icon = iconOf(node, attributes);
    const svg = icon ? render.icon(icon, stringOf(attributes.get("iconType")), "inline-icon", node) : [];
    const color = stringOf(attributes.get("color"));
    const size = Number(stringOf(attributes.get("size")));
    const style = [
      ...(color && SAFE_COLOR.test(color) ? [`color: ${color}`] : []),
      // Mintlify's `size` is the icon's width and height in pixels.
      ...(Number.isInteger(size) && size > 0 && size <= 512 ? [`--icon-size: ${size}px`] : []),
    ].join("; ");
    return svg.length ? [el("span", { className: ["inline-icon"], ...(style ? { style } : {}) }, svg)] : [];
  },
  Badge: (node, attributes, render) => {
    const color = stringOf(attributes.get("color"));
    const size = stringOf(attributes.get("size"));
    const icon = iconOf(node, attributes);
    const svg = icon ? render.icon(icon, stringOf(attributes.get("iconType")), "badge-icon", node) : [];
    const disabled = flagOf(attributes.get("disabled"));
    const className = [
      "badge",
      `badge-${color && BADGE_COLORS.has(color) ? color : "gray"}`,
      `badge-${size && BADGE_SIZES.has(size) ? size : "md"}`,
      ...(stringOf(attributes.get("shape")) === "pill" ? ["badge-pill"] : []),
      ...(flagOf(attributes.get("stroke")) ? ["badge-stroke"] : []),
      ...(disabled ? ["badge-disabled"] : []),
    ];
    return [
      el("span", { className, ...(disabled ? { ariaDisabled: "true" } : {}), ...idOf(attributes) }, [
        ...svg,
        ...render.children(node),
      ]),
    ];
  },

  // The site draws nothing of its own for these (yet): their content, in a plain container.
  // The web page shows what is for humans; what is for agents (or for no one known) is in the Markdown twin only.
  Visibility: (node, attributes, render) =>
    stringOf(attributes.get("for")) === "humans"
      ? [el("div", { dataComponent: "Visibility" }, render.children(node))]
      : [],
  GitHub: CONTAINER,
  Github: CONTAINER,
  "GitHub.Repo": (_node, attributes) => githubRepo(attributes),
  "Github.Repo": (_node, attributes) => githubRepo(attributes),
  Param: CONTAINER,
  ApiPlayground: CONTAINER,
  CodeBlock: CONTAINER,
  CustomCode: CONTAINER,
  CustomComponent: CONTAINER,
  DynamicCustomComponent: CONTAINER,
  SnippetGroup: CONTAINER,
  Heading: CONTAINER,
  MDX: CONTAINER,
  Link: CONTAINER,
  MDXContentController: CONTAINER,
  Latex: (node, _attributes, render) => [latexComponent(node, render.context)],
  ZoomImage: CONTAINER,
  OptimizedVideo: CONTAINER,
  // `<Mermaid chart="…" />`, what a ```mermaid block becomes on Mintlify.
  Mermaid: (node, attributes, render) => {
    const chart = stringOf(attributes.get("chart"));
    if (chart === undefined) return [el("div", { dataComponent: "Mermaid" }, render.children(node))];
    const placement = stringOf(attributes.get("placement"));
    const actions = attributes.get("actions");
    return [
      mermaidDiagram(
        chart,
        {
          ...(placement ? { placement } : {}),
          ...(actions === undefined ? {} : { actions: flagOf(actions) }),
        },
        render.context,
        node,
      ),
    ];
  },
  Variation: CONTAINER,
  Snippet: CONTAINER,
};

/** Colours a component attribute may set in a style attribute: hex, named, or rgb()/hsl() without anything else. */
/** Elements HTML does not allow inside an `<a>` (interactive content). */
const INTERACTIVE = new Set(["a", "button", "details", "embed", "iframe", "input", "label", "select", "textarea"]);

function holdsInteractive(node: ElementContent): boolean {
  if ((node.type as string) === "raw")
    return /<(?:a|button|details|iframe|input|select|textarea)[\s>]/i.test(
      (node as unknown as { value: string }).value,
    );
  if (node.type !== "element") return false;
  if (INTERACTIVE.has(node.tagName)) return true;
  if ((node.tagName === "audio" || node.tagName === "video") && node.properties.controls) return true;
  return node.children.some(holdsInteractive);
}

const SAFE_COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgb|rgba|hsl|hsla)\([\d\s.,%]+\))$/i;

/** The renderer of a component of the catalogue; undefined for the others and for those shown as a plain container. */
export function builtInComponent(name: string): ComponentRender | undefined {
  const render = isComponentName(name) ? RENDERERS[name] : undefined;
  return render === CONTAINER ? undefined : render;
}

/** `owner/name` as GitHub spells a repository. */
const REPOSITORY = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/**
 * `<GitHub.Repo repo="owner/name" />`: Mintlify's card for a public repository, whose description and counts its
 * page asks GitHub's API for when it loads. The preview sends no request of its own: the card, drawn as a Card is,
 * names the repository and links to it. A `repo` that is not `owner/name` draws nothing, as there is nothing to link.
 */
function githubRepo(attributes: Attributes): ElementContent[] {
  const repo = stringOf(attributes.get("repo"))?.trim();
  if (!repo || !REPOSITORY.test(repo)) return [];
  const icon = iconSvg("github", "card-icon");
  return [
    el(
      "a",
      {
        className: ["card", "card-github", ...(stringOf(attributes.get("variant")) === "inset" ? ["card-inset"] : [])],
        href: `https://github.com/${repo}`,
        dataComponent: "GitHub.Repo",
      },
      [
        ...(icon ? [el("div", { className: ["card-icon"] }, [raw(icon)])] : []),
        el("div", { className: ["card-body"] }, [
          el("p", { className: ["card-title"] }, [text(repo)]),
          el("div", { className: ["card-content"] }, [text("The repository on GitHub.")]),
        ]),
      ],
    ),
  ];
}
