/**
 * The component catalogue: the page components Mintlify renders (docs-json-v2.md section 6), every
 * name of its allow-list, with the attributes each takes, the ones it cannot do without, and where
 * a component may stand. Attributes are read from Mintlify's code where it is published (each
 * entry cites it: the props of @mintlify/components 1.0.19, dist/components/<name>/*.js, and the
 * field parser of @mintlify/common 1.0.1211); where that code and Mintlify's prose documentation
 * disagree, the code wins. The MDX wrappers of Mintlify's site (its client bundle, not on npm) are
 * not published, so an attribute the documentation gives and the code lacks (`Tooltip` `tip`,
 * `Frame` `caption`) is kept: the wrapper may translate it. Both passes read it: check's page rules check
 * pages against it and the editor rules file describes it; the site's renderer
 * (src/render/components.ts) has one entry per name, its map typed by `ComponentName`, so a
 * component without a renderer, or a renderer for a name not here, does not compile. Plain data,
 * importing nothing, so that the renderer can read it without the page pass.
 */

export type AttributeType = "string" | "boolean" | "integer" | "string[]" | "object" | "any";

export interface AttributeSpec {
  type: AttributeType;
  /**
   * Documented by Mintlify: the editor rules list it. The others are read by Mintlify's component
   * code without being documented, or are attributes real documentation sets put on the component;
   * docsgate takes them without comment.
   */
  documented: boolean;
  /** Inclusive bounds of an integer the component draws (the upper may be Infinity); without them, any from 0 up. */
  range?: readonly [number, number];
  /** What the site shows it as, for messages and the editor rules (given for required attributes). */
  shownAs?: string;
  /**
   * The only texts it takes, and what Mintlify does with another; with `withText`, only where that
   * attribute is given as text (an `iconType` styles an icon named by text, not one given as markup).
   */
  allowed?: { values: readonly string[]; otherwise: string; withText?: string };
}

/** What a component may hold, beyond "anything". */
export type ComponentChildren =
  /** Only these components (Markdown text between them is misplaced). */
  | { kind: "components"; names: readonly string[] }
  /** Only fenced code blocks, each with a language and a title. */
  | { kind: "code-blocks" }
  /** At least one image or video. */
  | { kind: "media" };

/** Attributes of which one must be given. */
export interface OneOf {
  names: readonly string[];
  /** Exactly one (the location of a `ParamField`), rather than at least one (`icon` or `src` of an `Icon`). */
  exactly: boolean;
  /** What the element lacks without one, after its name: "does not say where the parameter goes". */
  missing: string;
  /** One attribute written out, for the fix hint: `query="limit"`. */
  example: string;
}

/** A component's entry in the catalogue, which names it by the key it stands under. */
export interface ComponentEntry {
  purpose: string;
  /**
   * The attributes it takes. Undefined for the components of the allow-list that Mintlify does
   * not document: they take any attribute, and docsgate checks none.
   */
  attributes?: Readonly<Record<string, AttributeSpec>>;
  /** Attributes that must be given. */
  required: readonly string[];
  oneOf?: OneOf;
  /**
   * Attributes the component's props take but its drawing ignores, each with what to write
   * instead (a typed callout's `icon`: it always draws its own).
   */
  ignored?: Readonly<Record<string, string>>;
  /** The component it must stand directly inside. */
  parent?: string;
  children?: ComponentChildren;
  /** Mintlify shows only the first one of a page. */
  onePerPage?: boolean;
  /** Mintlify links it by this attribute's text when it has no `id` of its own (src/parse/anchors.ts). */
  titledBy?: "title" | "label";
  /** What the page's Markdown twin makes of it, where not its content under its title (src/render/page-markdown.ts). */
  twin?: ComponentTwin;
  /** The content that calls for it, for the editor rules file's "Which component to use". */
  advice?: ComponentAdvice;
}

/**
 * A component in the page's Markdown twin: a quote opening with `label` in bold (a callout); its
 * name, type, required and default on a line above its content (a field); nothing (decoration); its
 * content only where `for="agents"`; a formula in dollars; a link to its `href`.
 */
export type ComponentTwin =
  | { kind: "quote"; label: string }
  | { kind: "field" }
  | { kind: "dropped" }
  | { kind: "for-agents" }
  | { kind: "math" }
  | { kind: "link" };

/** A line of advice on which component a kind of content calls for. */
export interface ComponentAdvice {
  text: string;
  /** Its place among the advice, most common content first. */
  place: number;
  /** The other components the advice names: it is left out when one of them is not in the catalogue. */
  with?: readonly string[];
}

export interface ComponentSpec extends ComponentEntry {
  name: ComponentName;
}

/**
 * `Columns` (`@mintlify/components` 1.0.19, dist/components/columns/columns.js) sets `Number(cols)` as the CSS
 * column count, `repeat(var(--cols), …)`: any whole number from 1 is that many columns. Its 1 to 4 is only a
 * TypeScript type (`COL_OPTIONS` in columns/constants.d.ts).
 */
const COLUMN_COUNT = [1, Infinity] as const;

const documented = (type: AttributeType, range?: readonly [number, number]): AttributeSpec => ({
  type,
  documented: true,
  ...(range ? { range } : {}),
});
const shown = (shownAs: string, type: AttributeType = "string"): AttributeSpec => ({ type, documented: true, shownAs });
const accepted = (type: AttributeType): AttributeSpec => ({ type, documented: false });

/** Attributes any element may carry: React and HTML plumbing, not component options. */
export const UNIVERSAL_ATTRIBUTES: ReadonlySet<string> = new Set(["className", "id", "style", "key"]);

export function isUniversalAttribute(name: string): boolean {
  return UNIVERSAL_ATTRIBUTES.has(name) || name.startsWith("data-") || name.startsWith("aria-");
}

/**
 * @mintlify/components 1.0.19, dist/utils/icon-utils.js `ICON_TYPES`: `Icon` (icon/icon.js) draws
 * nothing for another `iconType`, and every component with an icon draws it through `Icon`.
 */
const ICON_TYPES = [
  "brands",
  "duotone",
  "light",
  "regular",
  "sharp-duotone-solid",
  "sharp-light",
  "sharp-regular",
  "sharp-solid",
  "sharp-thin",
  "solid",
  "thin",
] as const;
const ICON = {
  icon: documented("string"),
  iconType: {
    ...documented("string"),
    allowed: { values: ICON_TYPES, otherwise: "Mintlify draws no icon", withText: "icon" },
  },
};
/** The icon attributes of the components of @mintlify/components that pass `iconLibrary` on to `Icon`. */
const LIBRARY_ICON = { ...ICON, iconLibrary: accepted("string") };
const FIELD = {
  type: documented("string"),
  required: documented("boolean"),
  default: documented("any"),
  deprecated: documented("boolean"),
  // Some documentation sets mark the optional fields instead of the required ones.
  optional: accepted("boolean"),
};

/**
 * A typed callout: @mintlify/components callout/callout.js, `Info`…`Danger` are `Callout` with a
 * fixed `variant`, which draws `title` above the content and labels its icon with `ariaLabel`, but
 * takes the variant's icon and colours whatever `icon`, `iconType`, `iconLibrary` and `color` say.
 */
function callout(label: string, purpose: string): ComponentEntry {
  const own = "a typed callout always draws its own icon and colours. For others, use <Callout> with icon and color";
  return {
    purpose,
    twin: { kind: "quote", label },
    // Not listed in the editor rules, which stay within Windsurf's size limit: `Callout` lists `title`.
    attributes: { title: accepted("string"), ariaLabel: accepted("string") },
    required: [],
    ignored: { icon: own, iconType: own, iconLibrary: own, color: own },
  };
}

/** A component of the allow-list that Mintlify does not document: known, not checked. */
function undocumented(purpose: string): ComponentEntry {
  return { purpose, required: [] };
}

// `satisfies` rather than a type annotation, so that the keys stay a union of literals.
const CATALOGUE = {
  Note: {
    ...callout("Note", "Callout with supplementary information."),
    advice: {
      place: 8,
      text: "Asides: `<Note>` for supplementary information, `<Tip>` for a best practice, `<Warning>` for a caution, `<Info>` for neutral context, `<Check>` to confirm success.",
      with: ["Tip", "Warning", "Info", "Check"],
    },
  },
  Tip: callout("Tip", "Callout with a best practice."),
  Warning: callout("Warning", "Callout with a caution."),
  Info: callout("Info", "Callout with neutral context."),
  Check: callout("Check", "Callout confirming success."),
  Danger: callout("Danger", "Callout for destructive actions."),
  // callout/callout.js, `Callout` (variant "custom").
  Callout: {
    purpose: "Callout with its own icon and color.",
    attributes: {
      title: documented("string"),
      ...LIBRARY_ICON,
      color: documented("string"),
      ariaLabel: accepted("string"),
      // `Callout` reads its styles from a table by `variant` and throws on a name not in it.
      variant: {
        ...accepted("string"),
        allowed: {
          values: ["info", "warning", "note", "tip", "check", "danger", "custom"],
          otherwise: "the callout fails to render",
        },
      },
    },
    required: [],
    twin: { kind: "quote", label: "Note" },
  },
  // badge/badge.js, `Badge`: `icon` and `stroke` are its deprecated names of `leadIcon` and `variant="outline"`.
  Badge: {
    purpose: "An inline label.",
    attributes: {
      color: documented("string"),
      size: documented("string"),
      shape: documented("string"),
      variant: accepted("string"),
      ...LIBRARY_ICON,
      leadIcon: accepted("string"),
      tailIcon: accepted("string"),
      href: accepted("string"),
      stroke: documented("boolean"),
      disabled: documented("boolean"),
    },
    required: [],
  },
  CodeGroup: {
    purpose: "One concept in several code blocks, one tab per block.",
    attributes: { dropdown: documented("boolean") },
    required: [],
    children: { kind: "code-blocks" },
    advice: {
      place: 3,
      text: "One concept in several languages: `<CodeGroup>` with one fenced code block per language, each with its language and a title (```` ```python main.py ````).",
    },
  },
  RequestExample: {
    purpose: "Request samples, shown beside the page.",
    attributes: { dropdown: documented("boolean") },
    required: [],
    onePerPage: true,
    advice: {
      place: 5,
      text: "Request and response samples: `<RequestExample>` and `<ResponseExample>`, one of each per page, shown beside it.",
      with: ["ResponseExample"],
    },
  },
  ResponseExample: {
    purpose: "Response samples, shown beside the page.",
    attributes: { dropdown: documented("boolean") },
    required: [],
    onePerPage: true,
  },
  Panel: {
    purpose: "Side column content, instead of the table of contents.",
    attributes: {},
    required: [],
  },
  Steps: {
    purpose: "A sequential procedure.",
    attributes: { titleSize: documented("string") },
    required: [],
    children: { kind: "components", names: ["Step"] },
    advice: { place: 1, text: 'A procedure: `<Steps>` with one `<Step title="...">` per action.', with: ["Step"] },
  },
  // steps/steps.js, `Steps.Item`: a step without a title shows its number and content, no heading.
  Step: {
    purpose: "One step of a procedure.",
    attributes: {
      title: documented("string"),
      ...LIBRARY_ICON,
      stepNumber: documented("integer"),
      titleSize: documented("string"),
      noAnchor: documented("boolean"),
    },
    required: [],
    parent: "Steps",
    titledBy: "title",
  },
  Tabs: {
    purpose: "Alternative content, one tab each.",
    attributes: {
      defaultTabIndex: documented("integer"),
      sync: documented("boolean"),
      borderBottom: documented("boolean"),
      ariaLabel: accepted("string"),
    },
    required: [],
    children: { kind: "components", names: ["Tab"] },
    advice: {
      place: 2,
      text: 'Platform-specific or alternative content (operating systems, package managers, plans): `<Tabs>` with one `<Tab title="...">` per alternative.',
      with: ["Tab"],
    },
  },
  Tab: {
    purpose: "One alternative.",
    attributes: { title: shown("the tab's label"), ...LIBRARY_ICON },
    required: ["title"],
    parent: "Tabs",
    titledBy: "title",
  },
  AccordionGroup: {
    purpose: "A group of collapsible sections.",
    attributes: {},
    required: [],
  },
  Accordion: {
    purpose: "A collapsible section.",
    attributes: {
      title: shown("the line readers click to open it"),
      description: documented("string"),
      defaultOpen: documented("boolean"),
      ...ICON,
    },
    required: ["title"],
    advice: {
      place: 4,
      text: 'Details most readers can skip (progressive disclosure): `<Accordion title="...">`, several of them in an `<AccordionGroup>`.',
      with: ["AccordionGroup"],
    },
    titledBy: "title",
  },
  // card/card.js, `Card`. `type` is not among its props; Mintlify's documentation had it, and the
  // site's wrapper may still read it.
  Card: {
    purpose: "A card, linked or not.",
    attributes: {
      title: documented("string"),
      ...LIBRARY_ICON,
      color: documented("string"),
      href: documented("string"),
      horizontal: documented("boolean"),
      img: documented("string"),
      cta: documented("string"),
      arrow: documented("boolean"),
      disabled: accepted("boolean"),
      type: documented("string"),
    },
    required: [],
    advice: {
      place: 9,
      text: 'Links to other pages presented as a grid: `<Card title="..." href="...">` inside `<CardGroup cols={2}>`.',
      with: ["CardGroup"],
    },
  },
  CardGroup: {
    purpose: "A grid of cards.",
    attributes: { cols: documented("integer", COLUMN_COUNT) },
    required: [],
  },
  Columns: {
    purpose: "A grid of cards or columns.",
    attributes: { cols: documented("integer", COLUMN_COUNT) },
    required: [],
  },
  Column: {
    purpose: "One column of a grid.",
    attributes: {},
    required: [],
  },
  Tile: {
    purpose: "A linked preview tile.",
    attributes: { href: shown("the link"), title: documented("string"), description: documented("string") },
    required: ["href"],
  },
  // The location attributes are @mintlify/common's `paramFieldLocations` (dist/mdx/lib/mdx-utils.js),
  // each naming the parameter (`parseField`, rehypeMdxExtractEndpoint/parsers.js; `getFieldName`,
  // rehypeParamFieldIds.js); the rest are the props of @mintlify/components property/property.js.
  ParamField: {
    purpose: "A request parameter.",
    attributes: {
      path: documented("string"),
      body: documented("string"),
      query: documented("string"),
      header: documented("string"),
      cookie: documented("string"),
      auth: documented("string"),
      ...FIELD,
      placeholder: documented("string"),
      hidden: accepted("boolean"),
    },
    required: [],
    oneOf: {
      names: ["path", "body", "query", "header", "cookie", "auth"],
      exactly: true,
      missing: "does not say where the parameter goes",
      example: 'query="limit"',
    },
    advice: {
      place: 6,
      text: 'Request parameters: `<ParamField>` whose location attribute holds the parameter\'s name (`<ParamField query="limit" type="integer">`); response and configuration fields: `<ResponseField name="...">`.',
      with: ["ResponseField"],
    },
    twin: { kind: "field" },
  },
  // property/param-head.js, `ParamHead`: without `name` it draws no heading; without `type`, only no type label.
  ResponseField: {
    purpose: "A response or configuration field.",
    attributes: {
      name: shown("the field's name"),
      ...FIELD,
      pre: documented("string[]"),
      post: documented("string[]"),
      hidden: accepted("boolean"),
    },
    required: ["name"],
    twin: { kind: "field" },
  },
  Expandable: {
    purpose: "Nested properties inside a field.",
    attributes: { title: documented("string"), defaultOpen: documented("boolean") },
    required: [],
    advice: { place: 7, text: 'Properties of a nested object: `<Expandable title="...">` inside its field.' },
  },
  Frame: {
    purpose: "Wraps an image or a video.",
    attributes: { caption: documented("string"), hint: documented("string") },
    required: [],
    children: { kind: "media" },
  },
  Tooltip: {
    purpose: "A hover explanation of the wrapped term.",
    attributes: {
      tip: shown("the text shown on hover"),
      headline: documented("string"),
      cta: documented("string"),
      href: documented("string"),
    },
    required: ["tip"],
  },
  Update: {
    purpose: "A changelog entry.",
    attributes: {
      label: shown("the entry's date or version, and its anchor"),
      description: documented("string"),
      tags: documented("string[]"),
      rss: documented("object"),
    },
    required: ["label"],
    titledBy: "label",
  },
  Icon: {
    purpose: "An inline icon.",
    // icon/icon.js, `Icon`: `icon.toLowerCase()` throws without an icon.
    attributes: {
      ...LIBRARY_ICON,
      src: documented("string"),
      color: documented("string"),
      colorLight: accepted("string"),
      colorDark: accepted("string"),
      size: documented("integer"),
    },
    required: [],
    oneOf: {
      names: ["icon", "src"],
      exactly: false,
      missing: "names no icon, so Mintlify shows none",
      example: 'icon="rocket"',
    },
    twin: { kind: "dropped" },
  },
  Color: {
    purpose: "A color palette.",
    attributes: { variant: shown("compact or table") },
    required: ["variant"],
  },
  "Color.Row": {
    purpose: "A row of a color palette.",
    attributes: { title: documented("string") },
    required: [],
  },
  "Color.Item": {
    purpose: "One color of a palette.",
    attributes: { name: documented("string"), value: shown("the color shown", "any") },
    required: ["value"],
  },
  Tree: {
    purpose: "A file tree.",
    attributes: {},
    required: [],
  },
  FileTree: {
    purpose: "A file tree.",
    attributes: {},
    required: [],
  },
  "Tree.Folder": {
    purpose: "A folder of a file tree.",
    attributes: {
      name: shown("the folder's name"),
      defaultOpen: documented("boolean"),
      openable: documented("boolean"),
      highlight: documented("boolean"),
    },
    required: ["name"],
  },
  "Tree.File": {
    purpose: "A file of a file tree.",
    attributes: { name: shown("the file's name"), highlight: documented("boolean") },
    required: ["name"],
  },
  Prompt: {
    purpose: "A prompt to copy into an AI tool.",
    attributes: { description: shown("the line above the prompt"), actions: documented("string[]"), ...ICON },
    required: ["description"],
  },
  Visibility: {
    purpose: "Content for people or for AI agents only.",
    attributes: { for: shown("humans or agents", "any") },
    required: ["for"],
    twin: { kind: "for-agents" },
  },
  View: {
    purpose: "Content for one of the page's views.",
    attributes: { title: shown("the view's name"), ...ICON },
    required: ["title"],
  },
  GitHub: {
    purpose: "A repository card.",
    attributes: { repo: documented("string"), variant: documented("string") },
    required: [],
  },
  Github: undocumented("A repository card."),
  "GitHub.Repo": undocumented("A repository card."),
  "Github.Repo": undocumented("A repository card."),
  Param: { ...undocumented("A request parameter."), twin: { kind: "field" } },
  ApiPlayground: undocumented("The API playground."),
  CodeBlock: undocumented("A code block."),
  CustomCode: undocumented("Custom code."),
  CustomComponent: undocumented("A custom component."),
  DynamicCustomComponent: undocumented("A custom component."),
  SnippetGroup: undocumented("A group of snippets."),
  Heading: undocumented("A heading."),
  MDX: undocumented("Inline MDX content."),
  Link: { ...undocumented("A link."), twin: { kind: "link" } },
  MDXContentController: undocumented("Controls MDX content."),
  Latex: { ...undocumented("A math formula."), twin: { kind: "math" } },
  ZoomImage: undocumented("An image readers can zoom."),
  OptimizedVideo: undocumented("A video."),
  Mermaid: undocumented("A diagram."),
  Variation: undocumented("A variation of content."),
  // Mintlify replaces it by the snippet's content before rendering (legacy `_snippets/`).
  Snippet: undocumented("Reusable content included by file name."),
} satisfies Readonly<Record<string, ComponentEntry>>;

/** Every component name Mintlify renders, dotted ones (`Tree.Folder`) included. */
export type ComponentName = keyof typeof CATALOGUE;

const COMPONENT_LIST: readonly ComponentSpec[] = Object.entries(CATALOGUE).map(([name, entry]) => ({
  name: name as ComponentName,
  ...entry,
}));

/** The catalogue by name, in its order. */
export const COMPONENTS: ReadonlyMap<string, ComponentSpec> = new Map(COMPONENT_LIST.map((c) => [c.name, c]));

export function isComponentName(name: string): name is ComponentName {
  return COMPONENTS.has(name);
}

/** The components Mintlify documents: what the editor rules file lists. */
export const DOCUMENTED_COMPONENTS: readonly ComponentSpec[] = COMPONENT_LIST.filter((c) => c.attributes !== undefined);
