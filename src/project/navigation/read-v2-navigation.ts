import { parseOperationReference } from "./operation-reference.js";
import type { ConfigDocument } from "../config-document.js";
import type { FileIndex } from "../file-index.js";
import type { JsonPath } from "../json-source.js";
import {
  isObject,
  type Navigation,
  type NavGroup,
  type NavNode,
  type NavPage,
  type NavSection,
  type SectionKind,
  type SpecSource,
} from "./navigation.js";
import { resolveEntry } from "./page-files.js";
import { spanOf } from "./navigation-span.js";
import type { KeysOf } from "../config-types/unchecked.js";
import type {
  Anchor,
  Dropdown,
  Global,
  Language,
  MenuItem,
  Navigation as SchemaNavigation,
  Product,
  Tab,
  Version,
} from "../config-types/v2-config.js";

/** The schema's type of each kind of node: the tables below name only keys it has. */
interface NodeTypes {
  root: SchemaNavigation;
  tab: Tab;
  anchor: Anchor;
  dropdown: Dropdown;
  product: Product;
  version: Version;
  language: Language;
  menu: MenuItem;
}

/**
 * The child keys each kind may hold, in the order Mintlify tries them (spec v2 §3.1, §3.3): the
 * first one present is kept, the others are dropped, and so are they here.
 */
export const CHILD_KEYS: Readonly<Record<"root" | SectionKind, readonly string[]>> = {
  root: ["products", "languages", "versions", "tabs", "dropdowns", "anchors", "groups", "pages"],
  tab: ["href", "languages", "versions", "dropdowns", "anchors", "products", "groups", "pages", "menu"],
  anchor: ["href", "languages", "versions", "dropdowns", "tabs", "products", "groups", "pages"],
  dropdown: ["href", "languages", "versions", "tabs", "anchors", "products", "groups", "pages"],
  product: ["href", "languages", "versions", "tabs", "anchors", "dropdowns", "groups", "pages", "menu"],
  version: ["href", "languages", "tabs", "dropdowns", "anchors", "products", "groups", "pages"],
  language: ["href", "versions", "tabs", "dropdowns", "anchors", "products", "groups", "pages"],
  menu: ["href", "languages", "versions", "dropdowns", "anchors", "products", "tabs", "groups", "pages"],
} satisfies { [K in keyof NodeTypes]: readonly KeysOf<NodeTypes[K]>[] };

/** The array key of each division kind. */
export const SECTION_KEYS: Readonly<Record<string, SectionKind>> = {
  tabs: "tab",
  anchors: "anchor",
  dropdowns: "dropdown",
  products: "product",
  versions: "version",
  languages: "language",
  menu: "menu",
};

/** The field that names a node of each kind. */
export const NAME_FIELDS: Readonly<Record<SectionKind, string>> = {
  tab: "tab",
  anchor: "anchor",
  dropdown: "dropdown",
  product: "product",
  version: "version",
  language: "language",
  menu: "item",
} satisfies { [K in SectionKind]: KeysOf<NodeTypes[K]> };

/** The kinds `global` may list, each a link-out with an `href`. */
const GLOBAL_KEYS = ["languages", "versions", "tabs", "dropdowns", "anchors", "products"] satisfies KeysOf<Global>[];

interface Scope {
  language?: string;
  version?: string;
  openapi?: SpecSource;
}

/** The child key Mintlify keeps on a node of `kind`, or undefined for a childless node. */
export function keptChildKey(node: Record<string, unknown>, kind: "root" | SectionKind): string | undefined {
  return CHILD_KEYS[kind].find((key) => (key === "href" ? typeof node.href === "string" : node[key] !== undefined));
}

/**
 * The v2 `navigation` object as the tree, read as Mintlify reads it: on each node only the child
 * key it keeps; each language's and version's pages tagged with it; each page with the nearest
 * OpenAPI file above it. Undefined when `navigation` is not an object; shapes the schema
 * rejects are skipped here, the schema rule reports them.
 */
export function readV2Navigation(document: ConfigDocument, files: FileIndex): Navigation | undefined {
  const config = document.value;
  const navigation = isObject(config) ? config.navigation : undefined;
  if (!isObject(navigation)) return undefined;
  const result: Navigation = {
    layout: "v2",
    children: [],
    global: [],
    pages: [],
    groups: [],
    sections: [],
    rangeOf: document.rangeOf,
    spanOf: (path) => spanOf(document, path),
    cut: document.tooDeep.some((cut) => cut.at[0] === "navigation"),
  };
  const reader = new Reader(document, files, result);
  const scope: Scope = {};
  result.children = reader.children(navigation, "root", ["navigation"], scope);
  reader.global(navigation, ["navigation"], scope);
  return result;
}

class Reader {
  constructor(
    private readonly document: ConfigDocument,
    private readonly files: FileIndex,
    private readonly result: Navigation,
  ) {}

  children(node: Record<string, unknown>, kind: "root" | SectionKind, path: JsonPath, scope: Scope): NavNode[] {
    const key = keptChildKey(node, kind);
    if (key === undefined || key === "href" || !Array.isArray(node[key])) return [];
    const items = node[key] as unknown[];
    const nodes: (NavNode | undefined)[] = items.map((item, i) => {
      const itemPath = [...path, key, i];
      if (key === "groups") return this.group(item, itemPath, scope);
      if (key === "pages") return this.pageItem(item, itemPath, scope);
      return this.section(item, SECTION_KEYS[key]!, itemPath, scope, false);
    });
    return nodes.filter((node) => node !== undefined);
  }

  global(node: Record<string, unknown>, path: JsonPath, scope: Scope): void {
    const global = node.global;
    if (!isObject(global)) return;
    for (const key of GLOBAL_KEYS) {
      const items = global[key];
      if (!Array.isArray(items)) continue;
      items.forEach((item, i) => {
        const section = this.section(item, SECTION_KEYS[key]!, [...path, "global", key, i], scope, true);
        if (section) this.result.global.push(section);
      });
    }
  }

  private section(
    value: unknown,
    kind: SectionKind,
    path: JsonPath,
    scope: Scope,
    isGlobal: boolean,
  ): NavSection | undefined {
    if (!isObject(value)) return undefined;
    const name = value[NAME_FIELDS[kind]];
    const openapi = specSource(value, path);
    const inner: Scope = {
      ...scope,
      ...(kind === "language" && typeof name === "string" ? { language: name } : {}),
      ...(kind === "version" && typeof name === "string" ? { version: name } : {}),
      ...(openapi ? { openapi } : {}),
    };
    const section: NavSection = {
      kind,
      name: typeof name === "string" ? name : "",
      path,
      place: this.document.placeOf(path),
      ...tags(inner),
      ...(typeof value.href === "string" ? { href: value.href } : {}),
      ...(value.icon !== undefined ? { icon: value.icon } : {}),
      ...(value.hidden === true ? { hidden: true } : {}),
      ...(value.default === true ? { isDefault: true } : {}),
      ...(openapi ? { openapi } : {}),
      ...(isGlobal ? { isGlobal: true } : {}),
      children: [],
      value,
    };
    this.result.sections.push(section);
    // Entries of `global` are link-outs: children given there are dropped.
    if (!isGlobal) {
      section.children = this.children(value, kind, path, inner);
      this.global(value, path, inner);
    }
    return section;
  }

  private group(value: unknown, path: JsonPath, scope: Scope): NavGroup | undefined {
    if (!isObject(value)) return undefined;
    const openapi = specSource(value, path);
    const inner: Scope = openapi ? { ...scope, openapi } : scope;
    const group: NavGroup = {
      kind: "group",
      name: typeof value.group === "string" ? value.group : "",
      path,
      place: this.document.placeOf(path),
      ...tags(scope),
      ...(value.icon !== undefined ? { icon: value.icon } : {}),
      ...(typeof value.tag === "string" ? { tag: value.tag } : {}),
      ...(typeof value.expanded === "boolean" ? { expanded: value.expanded } : {}),
      ...(value.hidden === true ? { hidden: true } : {}),
      ...(openapi ? { openapi } : {}),
      children: [],
      value,
    };
    if (typeof value.group === "string") this.result.groups.push(group);
    if (typeof value.root === "string") group.root = this.page(value.root, [...path, "root"], inner, true);
    if (Array.isArray(value.pages)) {
      value.pages.forEach((item, i) => {
        const child = this.pageItem(item, [...path, "pages", i], inner);
        if (child) group.children.push(child);
      });
    }
    return group;
  }

  private pageItem(item: unknown, path: JsonPath, scope: Scope): NavGroup | NavPage | undefined {
    if (typeof item === "string") return this.page(item, path, scope, false);
    // An object in `pages` without `group` is refused by Mintlify; the schema rule says so.
    return isObject(item) && "group" in item ? this.group(item, path, scope) : undefined;
  }

  private page(entry: string, path: JsonPath, scope: Scope, isRoot: boolean): NavPage {
    const reference = parseOperationReference(entry);
    const spec = reference.kind === "malformed" ? undefined : (reference.spec ?? scope.openapi?.source);
    const page: NavPage = {
      kind: "page",
      entry,
      path,
      place: this.document.placeOf(path),
      target: resolveEntry(entry, this.files),
      ...tags(scope),
      ...(scope.openapi ? { openapi: scope.openapi } : {}),
      // An endpoint entry with no spec in scope is an ordinary page path to Mintlify.
      ...(reference.kind !== "malformed" && spec !== undefined && !isRoot ? { operation: { ...reference, spec } } : {}),
      ...(isRoot ? { isRoot: true } : {}),
    };
    this.result.pages.push(page);
    return page;
  }
}

function tags(scope: Scope): { language?: string; version?: string } {
  return {
    ...(scope.language !== undefined ? { language: scope.language } : {}),
    ...(scope.version !== undefined ? { version: scope.version } : {}),
  };
}

/** A node's OpenAPI file: a path or URL, a list whose first item counts, or `{ source, directory }`. */
function specSource(node: Record<string, unknown>, path: JsonPath): SpecSource | undefined {
  let value = node.openapi;
  let at: JsonPath = [...path, "openapi"];
  if (Array.isArray(value)) {
    value = value[0];
    at = [...at, 0];
  }
  if (typeof value === "string") return value.trim() ? { source: value.trim(), path: at } : undefined;
  if (!isObject(value) || typeof value.source !== "string" || !value.source.trim()) return undefined;
  return {
    source: value.source.trim(),
    path: [...at, "source"],
    ...(typeof value.directory === "string" ? { directory: value.directory } : {}),
  };
}
