import type { ConfigPlace } from "../config-document.js";
import type { JsonPath, Range } from "../json-source.js";
import type { OperationReference } from "./operation-reference.js";
import type { EntryTarget } from "./page-files.js";
export { isObject } from "../config-types/unchecked.js";

/** The navigation's divisions: the legacy layout's tabs and anchors, and every v2 kind. */
export type SectionKind = "tab" | "anchor" | "dropdown" | "product" | "version" | "language" | "menu";

/** An OpenAPI (or AsyncAPI) file named on a node: a path or URL, and the folder its pages go in. */
export interface SpecSource {
  source: string;
  directory?: string;
  /** Where the source string is, in the resolved config. */
  path: JsonPath;
}

interface NodeBase {
  /** Where the node is in the config as written, `$ref`s resolved (`rangeOf` and `project.docs.at` locate it). */
  path: JsonPath;
  /** The file and JSON path that wrote it (a `$ref`'d file, or docs.json). */
  place: ConfigPlace;
  /** The language and version whose part of the site holds it (v2 languages and versions, legacy group versions). */
  language?: string;
  version?: string;
}

export interface NavPage extends NodeBase {
  kind: "page";
  /** The entry as written. */
  entry: string;
  /** What the entry reaches, resolved once for every rule that asks. */
  target: EntryTarget;
  /** The nearest OpenAPI file above the entry: what a `"GET /path"` entry names an operation of. */
  openapi?: SpecSource;
  /**
   * A v2 endpoint entry (`"GET /users"`, `"openapi.yaml POST /users"`, `"webhook paid"`) with a
   * spec in scope: the site makes its page from the spec, not from a file.
   */
  operation?: Exclude<OperationReference, { kind: "malformed" }> & { spec: string };
  /** A group's `root` page, not an item of its `pages`. */
  isRoot?: boolean;
}

export interface NavGroup extends NodeBase {
  kind: "group";
  name: string;
  root?: NavPage;
  icon?: unknown;
  tag?: string;
  expanded?: boolean;
  hidden?: boolean;
  openapi?: SpecSource;
  children: (NavGroup | NavPage)[];
  /** The object as written, for what only the site reads. */
  value: Record<string, unknown>;
}

export interface NavSection extends NodeBase {
  kind: SectionKind;
  /** The name field: `tab`, `anchor`, `dropdown`, `product`, `version`, `language` or `item` (legacy: `name`). */
  name: string;
  href?: string;
  icon?: unknown;
  hidden?: boolean;
  /** `default: true` on a version or language. */
  isDefault?: boolean;
  openapi?: SpecSource;
  /** A link-out from `global`: shown beside every section. */
  isGlobal?: boolean;
  children: NavNode[];
  value: Record<string, unknown>;
}

export type NavNode = NavSection | NavGroup | NavPage;

/** One positioned tree for both layouts: every consumer reads this, not the config. */
export interface Navigation {
  layout: "legacy" | "v2";
  children: NavNode[];
  /** v2 `global` link-outs, at the top or on a division. */
  global: NavSection[];
  /** Every page entry (and group `root`), in document order. */
  pages: NavPage[];
  /** Every group, in document order. */
  groups: NavGroup[];
  /** Every section, in document order. */
  sections: NavSection[];
  /** The range of the value (or key) at a node's `path`, in the file that wrote it. */
  rangeOf(path: JsonPath, part?: "value" | "key"): { file: string } & Range;
  /** The source offsets of the value at a node's `path`, in the file that wrote it: what a fix replaces. */
  spanOf(path: JsonPath): { start: number; end: number };
  /** Part of the navigation nested too deep to be read: the tree lacks it (config/too-deep reports it). */
  cut: boolean;
}

/** The page files the navigation lists (case-only mismatches count: the file is meant). */
export function listedPageFiles(navigation: Navigation | undefined): Set<string> {
  const listed = new Set<string>();
  for (const { target } of navigation?.pages ?? []) {
    if (target.kind === "page") listed.add(target.file);
    else if (target.kind === "case-mismatch") listed.add(target.actual);
  }
  return listed;
}
