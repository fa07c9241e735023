/**
 * The page components of the format (spec section 2.3), with the attributes each takes, the
 * ones it needs, and where it may stand. The page rules check pages against this table and the
 * site builder renders from it, so the two never disagree about what a component is.
 */

export type AttributeType = "string" | "boolean" | "integer" | "string[]" | "object" | "any";

export interface AttributeSpec {
  type: AttributeType;
  /**
   * Named in the spec. The others are attributes real documentation sets put on the component
   * and the site accepts; docsgate takes them without comment.
   */
  inSpec: boolean;
  /** Inclusive bounds of an integer; without them, any whole number from 0 up. */
  range?: readonly [number, number];
  /** What the site shows it as, for messages and the builder (given for required attributes). */
  shownAs?: string;
}

/** What a component may hold, beyond "anything". */
export type ComponentChildren =
  /** Only these components (Markdown text between them is misplaced). */
  | { kind: "components"; names: readonly string[] }
  /** Only fenced code blocks, each with a language and a title. */
  | { kind: "code-blocks" }
  /** At least one image or video. */
  | { kind: "media" };

export interface ComponentSpec {
  name: string;
  purpose: string;
  attributes: Readonly<Record<string, AttributeSpec>>;
  /** Attributes that must be given. */
  required: readonly string[];
  /** Exactly one of these must be given (the location of a `ParamField`). */
  exactlyOneOf?: readonly string[];
  /** The component it must stand directly inside. */
  parent?: string;
  children?: ComponentChildren;
  /** Only on API endpoint pages (front matter `openapi` or `api`). */
  apiPagesOnly?: boolean;
}

const inSpec = (type: AttributeType, range?: readonly [number, number]): AttributeSpec => ({ type, inSpec: true, ...(range ? { range } : {}) });
const shown = (shownAs: string): AttributeSpec => ({ type: "string", inSpec: true, shownAs });
const accepted = (type: AttributeType): AttributeSpec => ({ type, inSpec: false });

/** Attributes any element may carry: React and HTML plumbing, not component options. */
export const UNIVERSAL_ATTRIBUTES: ReadonlySet<string> = new Set(["className", "id", "style", "key"]);

export function isUniversalAttribute(name: string): boolean {
  return UNIVERSAL_ATTRIBUTES.has(name) || name.startsWith("data-") || name.startsWith("aria-");
}

const ICON = { icon: accepted("string"), iconType: accepted("string") };
const FIELD = {
  type: inSpec("string"),
  required: inSpec("boolean"),
  default: inSpec("any"),
  deprecated: accepted("boolean"),
  // Some documentation sets mark the optional fields instead of the required ones.
  optional: accepted("boolean"),
};

function callout(name: string, purpose: string): ComponentSpec {
  return { name, purpose, attributes: {}, required: [] };
}

const COMPONENT_LIST: readonly ComponentSpec[] = [
  callout("Note", "Callout with supplementary information."),
  callout("Tip", "Callout with a best practice."),
  callout("Warning", "Callout with a caution."),
  callout("Info", "Callout with neutral context."),
  callout("Check", "Callout confirming success."),
  {
    name: "CodeGroup",
    purpose: "One concept in several code blocks, one tab per block.",
    attributes: { dropdown: accepted("boolean") },
    required: [],
    children: { kind: "code-blocks" },
  },
  {
    name: "RequestExample",
    purpose: "Request samples of an API endpoint page.",
    attributes: { dropdown: accepted("boolean") },
    required: [],
    apiPagesOnly: true,
  },
  {
    name: "ResponseExample",
    purpose: "Response samples of an API endpoint page.",
    attributes: { dropdown: accepted("boolean") },
    required: [],
    apiPagesOnly: true,
  },
  {
    name: "Steps",
    purpose: "A sequential procedure.",
    attributes: { titleSize: accepted("string") },
    required: [],
    children: { kind: "components", names: ["Step"] },
  },
  {
    name: "Step",
    purpose: "One step of a procedure.",
    attributes: { title: shown("the step's heading"), ...ICON, stepNumber: accepted("integer"), titleSize: accepted("string"), noAnchor: accepted("boolean") },
    required: ["title"],
    parent: "Steps",
  },
  {
    name: "Tabs",
    purpose: "Alternative content, one tab each.",
    attributes: { defaultTabIndex: accepted("integer"), sync: accepted("boolean"), borderBottom: accepted("boolean") },
    required: [],
    children: { kind: "components", names: ["Tab"] },
  },
  {
    name: "Tab",
    purpose: "One alternative.",
    attributes: { title: shown("the tab's label"), ...ICON },
    required: ["title"],
    parent: "Tabs",
  },
  {
    name: "AccordionGroup",
    purpose: "A group of collapsible sections.",
    attributes: {},
    required: [],
  },
  {
    name: "Accordion",
    purpose: "A collapsible section.",
    attributes: { title: shown("the line readers click to open it"), description: accepted("string"), defaultOpen: accepted("boolean"), ...ICON },
    required: ["title"],
  },
  {
    name: "Card",
    purpose: "A linked card.",
    attributes: {
      title: shown("the card's heading"),
      icon: inSpec("string"),
      href: inSpec("string"),
      iconType: accepted("string"),
      color: accepted("string"),
      horizontal: accepted("boolean"),
      img: accepted("string"),
      cta: accepted("string"),
      arrow: accepted("boolean"),
      type: accepted("string"),
    },
    required: ["title"],
  },
  {
    name: "CardGroup",
    purpose: "A grid of cards.",
    attributes: { cols: inSpec("integer", [1, 4]) },
    required: [],
  },
  {
    name: "ParamField",
    purpose: "A request parameter.",
    attributes: {
      path: inSpec("string"),
      body: inSpec("string"),
      query: inSpec("string"),
      header: inSpec("string"),
      ...FIELD,
      placeholder: accepted("string"),
    },
    required: [],
    exactlyOneOf: ["path", "body", "query", "header"],
  },
  {
    name: "ResponseField",
    purpose: "A response or configuration field.",
    attributes: { name: shown("the field's name"), ...FIELD, pre: accepted("string[]"), post: accepted("string[]") },
    required: ["name"],
  },
  {
    name: "Expandable",
    purpose: "Nested properties inside a field.",
    attributes: { title: shown("the label readers click to show the nested fields"), defaultOpen: accepted("boolean") },
    required: ["title"],
  },
  {
    name: "Frame",
    purpose: "Wraps an image or a video.",
    attributes: { caption: inSpec("string"), hint: accepted("string") },
    required: [],
    children: { kind: "media" },
  },
  {
    name: "Tooltip",
    purpose: "A hover explanation of the wrapped term.",
    attributes: { tip: shown("the text shown on hover"), headline: accepted("string"), cta: accepted("string"), href: accepted("string") },
    required: ["tip"],
  },
  {
    name: "Update",
    purpose: "A changelog entry.",
    attributes: { label: shown("the entry's label, such as its date or version"), description: shown("the entry's summary, below the label"), tags: accepted("string[]"), rss: accepted("object") },
    required: ["label", "description"],
  },
];

export const SPEC_COMPONENTS: ReadonlyMap<string, ComponentSpec> = new Map(COMPONENT_LIST.map((c) => [c.name, c]));

/**
 * Components real documentation sets use that the spec does not define. docsgate renders them
 * as plain containers and does not check their attributes.
 */
export const NON_SPEC_COMPONENTS: ReadonlyMap<string, string> = new Map([
  ["Icon", "An inline icon."],
  ["Badge", "An inline label."],
  ["Callout", "A callout with a custom icon and color."],
  ["Danger", "A callout for destructive actions."],
  ["Columns", "A grid of columns."],
  ["Column", "One column of a grid."],
  ["Tile", "A preview tile."],
  ["Panel", "Content in the side panel."],
  ["View", "Content for one chosen view."],
  ["Visibility", "Content shown only to people or to AI agents."],
  ["Prompt", "A copyable AI prompt."],
  ["Tree", "A file tree."],
  ["FileTree", "A file tree."],
  ["Tree.Folder", "A folder of a file tree."],
  ["Tree.File", "A file of a file tree."],
  ["Color", "A color palette."],
  ["Color.Row", "A row of a color palette."],
  ["Color.Item", "One color of a palette."],
  ["GitHub.Repo", "A repository card."],
  ["Snippet", "Reusable content included by name."],
  ["Latex", "A math formula."],
  ["Mermaid", "A diagram."],
  ["CodeBlock", "A single code block with options."],
  ["Property", "A field of an object."],
]);

/** First parts of the dotted non-spec names (`Tree` of `Tree.Folder`): a namespace the site provides. */
const NON_SPEC_NAMESPACES: ReadonlySet<string> = new Set([...NON_SPEC_COMPONENTS.keys()].filter((n) => n.includes(".")).map((n) => n.split(".")[0]!));

/** The spec and well-known names a misspelt component name is compared with. */
export const KNOWN_COMPONENT_NAMES: readonly string[] = [...SPEC_COMPONENTS.keys(), ...NON_SPEC_COMPONENTS.keys()];

export type ComponentKind = "spec" | "non-spec" | "unknown";

/**
 * What the format makes of a PascalCase element name, before the page's own imports are
 * considered: a dotted name (`Tree.Folder`) is known when its full name or its first part is.
 */
export function componentKind(name: string): ComponentKind {
  if (SPEC_COMPONENTS.has(name)) return "spec";
  if (NON_SPEC_COMPONENTS.has(name)) return "non-spec";
  const first = name.split(".")[0]!;
  if (first !== name && (SPEC_COMPONENTS.has(first) || NON_SPEC_COMPONENTS.has(first) || NON_SPEC_NAMESPACES.has(first))) return "non-spec";
  return "unknown";
}
