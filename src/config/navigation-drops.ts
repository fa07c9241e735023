import type { JsonPath } from "../project/json-source.js";
import { displayPath, listWords } from "../text/json-words.js";
import { isHref } from "./url-formats.js";
import { CHILD_KEYS as CHILD_ORDER } from "../project/navigation/read-v2-navigation.js";

/**
 * What Mintlify's validator silently leaves out of a v2 navigation (spec v2 §3.1, §3.3, §3.4):
 * it tries a node's child keys in a fixed order and keeps the first, so a second child key, a
 * child kind the node may not hold and an `href` that is not an address are dropped, and a
 * group's invalid `openapi` or `asyncapi` is dropped with the group kept.
 */
export interface NavigationDrops {
  /** One warning per dropped thing, at its key. */
  warnings: { path: JsonPath; message: string }[];
  /** Values Mintlify never validates because it drops them: schema errors below them do not count. */
  dropped: JsonPath[];
  /** Values Mintlify drops when they are invalid, instead of refusing the config. */
  droppedWhenInvalid: JsonPath[];
}

type Kind = "root" | "tab" | "anchor" | "dropdown" | "product" | "version" | "language" | "menu item";

/** The kind of the entries of each division list. */
export const LIST_KINDS: Readonly<Record<string, Kind>> = {
  tabs: "tab",
  anchors: "anchor",
  dropdowns: "dropdown",
  products: "product",
  versions: "version",
  languages: "language",
  menu: "menu item",
};

/** Every key that holds a node's children (or makes it a link). */
export const CHILD_KEYS: ReadonlySet<string> = new Set(["href", ...Object.keys(LIST_KINDS), "groups", "pages"]);

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function navigationDrops(config: unknown): NavigationDrops {
  const drops: NavigationDrops = { warnings: [], dropped: [], droppedWhenInvalid: [] };
  const navigation = isNode(config) ? config.navigation : undefined;
  if (isNode(navigation)) visitDivision(navigation, "root", ["navigation"], drops);
  return drops;
}

function nodeName(kind: Kind, path: JsonPath): string {
  return kind === "root" ? "`navigation`" : `this ${kind} (\`${displayPath(path)}\`)`;
}

function visitDivision(node: Node, kind: Kind, path: JsonPath, drops: NavigationDrops): void {
  // A tab that generates GraphQL or SDK pages is strict: the schema refuses any other child.
  if (kind === "tab" && ("graphql" in node || "sdk" in node)) {
    visitList(node.groups, "groups", [...path, "groups"], drops);
    return;
  }
  // One precedence table for the reader that keeps a child key and this rule that warns of the rest.
  const order = CHILD_ORDER[kind === "menu item" ? "menu" : kind];
  const present = Object.keys(node).filter((key) => CHILD_KEYS.has(key) && !(kind === "root" && key === "href"));
  const name = nodeName(kind, path);
  for (const key of present.filter((key) => !order.includes(key))) {
    const allowed = listWords(order.filter((k) => k !== "href"));
    drops.dropped.push([...path, key]);
    drops.warnings.push({
      path: [...path, key],
      message: `\`${key}\` is not allowed in ${name}, so Mintlify drops it and its entries do not appear. ${kind === "root" ? "The navigation" : `A ${kind}`} may hold one of ${allowed}; move the entries one level down, into a kind that may hold them.`,
    });
  }
  let kept: string | undefined;
  for (const key of order) {
    if (!present.includes(key)) continue;
    if (key === "href" && !(typeof node.href === "string" && isHref(node.href))) {
      drops.dropped.push([...path, "href"]);
      drops.warnings.push({
        path: [...path, "href"],
        message: `\`href\` of ${name} is not an address (a path starting with /, or a full URL such as https://example.com), so Mintlify drops it${Object.keys(node).some((k) => CHILD_KEYS.has(k) && k !== "href") ? "" : " and the entry links nowhere"}. Write a path starting with /, or a full URL.`,
      });
      continue;
    }
    if (kept === undefined) {
      kept = key;
      continue;
    }
    drops.dropped.push([...path, key]);
    drops.warnings.push({
      path: [...path, key],
      message: `${name[0]!.toUpperCase()}${name.slice(1)} has both \`${kept}\` and \`${key}\`: Mintlify keeps \`${kept}\` and drops \`${key}\`, so its entries do not appear. Keep one kind of child at each level, and nest the other inside it.`,
    });
  }
  if (kept && kept !== "href") visitList(node[kept], kept, [...path, kept], drops);
}

function visitList(list: unknown, key: string, path: JsonPath, drops: NavigationDrops): void {
  if (!Array.isArray(list)) return;
  list.forEach((item, i) => {
    if (!isNode(item)) return;
    const kind = LIST_KINDS[key];
    if (kind) visitDivision(item, kind, [...path, i], drops);
    else visitGroup(item, [...path, i], drops);
  });
}

function visitGroup(group: Node, path: JsonPath, drops: NavigationDrops): void {
  for (const key of ["openapi", "asyncapi"]) if (key in group) drops.droppedWhenInvalid.push([...path, key]);
  if ("openapi" in group && "asyncapi" in group) {
    drops.dropped.push([...path, "asyncapi"]);
    drops.warnings.push({
      path: [...path, "asyncapi"],
      message: `The group \`${displayPath(path)}\` has both \`openapi\` and \`asyncapi\`: Mintlify uses \`openapi\` and ignores \`asyncapi\`. Keep one of them.`,
    });
  }
  visitList(group.pages, "pages", [...path, "pages"], drops);
}
