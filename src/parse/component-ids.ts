import { Parser } from "acorn";
import jsx from "acorn-jsx";
import librarySlugify from "@sindresorhus/slugify";
import { COMPONENTS } from "../components/catalogue.js";
import { CLEANED_ID, cleanHeadingId, mintlifySlug } from "./mintlify-ids.js";

/** @mintlify/common's `JSXParser` (dist/mdx/lib/jsxParser.js): acorn with acorn-jsx, which it reads `.jsx` snippets with. */
const JSXParser = Parser.extend(jsx());

/** What a code component (a `.jsx`, `.tsx`, `.js` or `.ts` file a page imports) can give the page as fragment ids. */
export interface ComponentIds {
  /** Ids it writes out in full (`id="chart"`, `id: "chart"`, a heading's literal text). */
  ids: string[];
  /**
   * Ids it builds with a part docsgate cannot know (`` id={`row-${n}`} ``), as regular expressions that match
   * every id the build could give: the written parts in place, anything for the rest.
   */
  patterns: string[];
  /** True when it builds an id with nothing written to bound it (`id={props.anchor}`): any fragment may exist. */
  open: boolean;
  /** Local files it imports (`./`, `../`, `/`), as written: Mintlify inlines them with it, so their ids are its too. */
  imports: string[];
}

/** An attribute value or string built from parts: written text, and ANY where the value is unknown. */
type Shape = (string | typeof ANY)[];
const ANY = Symbol("any");
/** Past this many ways to build one value, it counts as unknown rather than listed. */
const MAX_SHAPES = 64;

/**
 * Mintlify components that make an id at runtime from a prop (@mintlify/components: Accordion, ParamField's head):
 * the catalogue's titled ones, and the fields by their name.
 */
const TITLE_PROPS: Record<string, readonly string[]> = {
  ...Object.fromEntries([...COMPONENTS].flatMap(([name, { titledBy }]) => (titledBy ? [[name, [titledBy]]] : []))),
  ParamField: ["name", "path", "body", "query", "header"],
  ResponseField: ["name"],
};
/** HTML written in a string (for `innerHTML`): its `id="…"` and `<a name="…">`. */
const HTML_ID = /\s(?:id|name)\s*=\s*(["'])([^"'<>]*)\1/g;
/** Stands for an unknown part of a string while its HTML is searched. */
const HOLE = "\u0000";
/** Properties and calls that put a string into the page as HTML. */
const HTML_SINKS = new Set(["innerHTML", "outerHTML", "__html"]);
const HTML_CALLS = new Set(["insertAdjacentHTML", "write", "writeln"]);
/** Calls that turn an object into an element's props (`React.createElement(tag, props)`, `Object.assign(el, o)`). */
const PROPS_CALLS = new Set(["createElement", "cloneElement", "jsx", "jsxs", "jsxDEV", "assign"]);

interface AnyNode {
  type: string;
  [key: string]: unknown;
}

/**
 * The ids a component file can render, read from its syntax tree (never run). Undefined when the file is not
 * JavaScript with JSX that acorn reads (TypeScript's types, a syntax error): then nothing about it is known.
 */
export function componentIds(source: string): ComponentIds | undefined {
  let program: AnyNode;
  try {
    program = JSXParser.parse(source.trim(), {
      ecmaVersion: "latest",
      sourceType: "module",
      allowReturnOutsideFunction: true,
    }) as unknown as AnyNode;
  } catch {
    return undefined;
  }
  return new Reader(program).read();
}

class Reader {
  private readonly found: ComponentIds = { ids: [], patterns: [], open: false, imports: [] };
  /** `const NAME = <expression>` declared once in the file, for values built from constants. */
  private readonly constants = new Map<string, AnyNode | undefined>();
  private readonly resolving = new Set<string>();
  /**
   * An `id:` property of unknown value (`{ id, label }` for a copy button's state) reaches the page only when an
   * object becomes an element's props: a JSX spread, `createElement(tag, props)`, `Object.assign`.
   */
  private unknownIdProperty = false;
  private propsFromObjects = false;

  constructor(private readonly program: AnyNode) {}

  read(): ComponentIds {
    walk(this.program, (node) => this.declare(node));
    walk(this.program, (node) => this.visit(node));
    if (this.unknownIdProperty && this.propsFromObjects) this.found.open = true;
    return this.found;
  }

  /** Records each name's one value; a name bound twice, by a parameter, a pattern or an assignment has none. */
  private declare(node: AnyNode): void {
    if (node.type === "VariableDeclarator") {
      const id = node.id as AnyNode;
      if (id.type === "Identifier") this.bind(id.name as string, (node.init as AnyNode | null) ?? undefined);
      else for (const name of boundNames(id)) this.bind(name, undefined);
    } else if (/Function/.test(node.type)) {
      for (const param of node.params as AnyNode[]) for (const name of boundNames(param)) this.bind(name, undefined);
    } else if (node.type === "AssignmentExpression" || node.type === "CatchClause") {
      for (const name of boundNames((node.left ?? node.param) as AnyNode | null)) this.bind(name, undefined);
    }
  }

  private bind(name: string, value: AnyNode | undefined): void {
    this.constants.set(name, this.constants.has(name) ? undefined : value);
  }

  /** Returns false for a subtree that makes no ids (a destructuring pattern's `{ id }` names, not sets). */
  private visit(node: AnyNode): boolean {
    switch (node.type) {
      case "ObjectPattern":
      case "ArrayPattern":
        return false;
      case "ImportDeclaration":
      case "ExportNamedDeclaration":
      case "ExportAllDeclaration": {
        const from = (node.source as AnyNode | null)?.value;
        if (typeof from === "string" && /^\.{0,2}\//.test(from)) this.found.imports.push(from);
        return true;
      }
      case "ImportExpression":
        // A module chosen while the page runs: what it renders is not in this file.
        this.found.open = true;
        return true;
      case "JSXElement":
        this.element(node);
        return true;
      case "Property": {
        const key = propertyName(node);
        if (key === "id") this.addId(node.value as AnyNode, true);
        else if (key && HTML_SINKS.has(key)) this.html(node.value as AnyNode);
        return true;
      }
      case "JSXSpreadAttribute":
        this.propsFromObjects = true;
        return true;
      case "AssignmentExpression": {
        const left = node.left as AnyNode;
        const key = left.type === "MemberExpression" ? propertyName({ ...left, key: left.property }) : undefined;
        if (key === "id") this.addId(node.right as AnyNode);
        else if (key && HTML_SINKS.has(key)) this.html(node.right as AnyNode);
        return true;
      }
      case "CallExpression":
        this.call(node);
        return true;
      case "Literal":
        if (typeof node.value === "string") this.htmlIds([[node.value]]);
        return true;
      case "TemplateLiteral":
        this.htmlIds(this.shapes(node));
        return true;
    }
    return true;
  }

  private element(node: AnyNode): void {
    const opening = node.openingElement as AnyNode;
    const name = jsxName(opening.name as AnyNode);
    const attributes = (opening.attributes as AnyNode[]).filter((a) => a.type === "JSXAttribute");
    const attribute = (key: string) => attributes.find((a) => jsxName(a.name as AnyNode) === key);
    const id = attribute("id");
    const idValue = id && attributeValue(id);
    this.addId(idValue);
    // Heading, Step and Update clean their id as they render it (COMPONENTS_WITH_CLEANED_ID in @mintlify/common).
    if (CLEANED_ID.has(name) && idValue?.type === "Literal" && typeof idValue.value === "string")
      this.found.ids.push(cleanHeadingId(idValue.value));
    if (name === "a") {
      const anchorName = attribute("name");
      if (anchorName) this.addId(attributeValue(anchorName));
    }
    if (id) return;
    if (/^h[1-6]$/.test(name)) this.titled(this.textShapes(node.children as AnyNode[]));
    for (const prop of TITLE_PROPS[name] ?? []) {
      const given = attribute(prop);
      const value = given && attributeValue(given);
      if (value) this.titled(this.shapes(value), name === "ParamField" || name === "ResponseField");
    }
  }

  private call(node: AnyNode): void {
    const callee = node.callee as AnyNode;
    const method = callee.type === "MemberExpression" ? propertyName({ ...callee, key: callee.property }) : undefined;
    const args = node.arguments as AnyNode[];
    const name = method ?? (callee.type === "Identifier" ? (callee.name as string) : undefined);
    if (name && PROPS_CALLS.has(name) && (name === "assign" || args.length >= 2)) this.propsFromObjects = true;
    if (method === "setAttribute" && args.length >= 2) {
      const attribute = this.shapes(args[0]!);
      if (attribute.some((shape) => shape.includes(ANY) || shape.join("") === "id" || shape.join("") === "name"))
        this.addId(args[1]!);
    } else if (method && HTML_CALLS.has(method)) {
      const html = args.at(-1);
      if (html) this.html(html);
    }
  }

  /** An id given by an expression (or a JSX attribute's literal); `property` for an object's `id:`. */
  private addId(value: AnyNode | undefined, property = false): void {
    if (!value) return;
    for (const shape of this.shapes(value)) {
      if (property && !bounded(shape)) this.unknownIdProperty = true;
      else this.addShape(shape);
    }
  }

  /** HTML a string puts in the page: literal HTML is read for ids; HTML from elsewhere may hold any. */
  private html(value: AnyNode): void {
    // Even a hole in literal markup (`<b>${text}</b>`) may be markup with ids of its own.
    if (this.shapes(value).some((shape) => shape.includes(ANY))) this.found.open = true;
  }

  /** `id="…"` in strings that may be HTML, wherever they are written. */
  private htmlIds(shapes: Shape[]): void {
    for (const shape of shapes) {
      const text = shape.map((part) => (part === ANY ? HOLE : part)).join("");
      if (!text.includes("=")) continue;
      for (const match of text.matchAll(HTML_ID)) {
        const parts: Shape = match[2]!.split(HOLE).flatMap((part, i) => (i === 0 ? [part] : [ANY, part]));
        this.addShape(parts);
      }
    }
  }

  /** A heading's or a titled component's text: the ids Mintlify's slugs make of it, numbered when repeated. */
  private titled(shapes: Shape[], field = false): void {
    for (const shape of shapes) {
      if (shape.includes(ANY)) {
        // Part of the text is unknown, and a slug of it may come out as anything.
        this.found.open = true;
        return;
      }
      const text = shape.join("");
      const slugs = new Set([
        mintlifySlug(text),
        cleanHeadingId(mintlifySlug(text)),
        librarySlugify(text.replace(":", "-"), { decamelize: false }),
        librarySlugify(text, { decamelize: true }),
      ]);
      for (const slug of slugs) {
        if (slug === "") continue;
        this.found.patterns.push(`^${escape(slug)}(?:-\\d+)?$`);
        if (field) this.found.patterns.push(`^param-${escape(slug)}(?:-\\d+)?$`);
      }
    }
  }

  private addShape(shape: Shape): void {
    if (!shape.includes(ANY)) {
      const id = shape.join("");
      if (id !== "") this.found.ids.push(id);
      return;
    }
    if (!bounded(shape)) {
      this.found.open = true;
      return;
    }
    this.found.patterns.push(`^${shape.map((part) => (part === ANY ? "[^]*" : escape(part))).join("")}$`);
  }

  /** A JSX element's children as text, the way a heading's id is made from them. */
  private textShapes(children: AnyNode[]): Shape[] {
    let shapes: Shape[] = [[]];
    for (const child of children) {
      let next: Shape[];
      if (child.type === "JSXText") next = [[child.value as string]];
      else if (child.type === "JSXExpressionContainer")
        next =
          (child.expression as AnyNode).type === "JSXEmptyExpression" ? [[]] : this.shapes(child.expression as AnyNode);
      else if (child.type === "JSXElement" || child.type === "JSXFragment")
        next = this.textShapes(child.children as AnyNode[]);
      else next = [[ANY]];
      shapes = concat(shapes, next);
    }
    return shapes;
  }

  /** Every way the expression can come out as a string; [[ANY]] where docsgate cannot tell. */
  private shapes(node: AnyNode): Shape[] {
    switch (node.type) {
      case "Literal":
        return node.value === null || typeof node.value === "object" ? [[ANY]] : [[String(node.value)]];
      case "JSXExpressionContainer":
        return this.shapes(node.expression as AnyNode);
      case "TemplateLiteral": {
        const quasis = node.quasis as AnyNode[];
        const expressions = node.expressions as AnyNode[];
        let shapes: Shape[] = [[]];
        quasis.forEach((quasi, i) => {
          const cooked = (quasi.value as { cooked: string | null }).cooked;
          shapes = concat(shapes, [[cooked ?? ANY]]);
          if (i < expressions.length) shapes = concat(shapes, this.shapes(expressions[i]!));
        });
        return shapes;
      }
      case "BinaryExpression":
        return node.operator === "+"
          ? concat(this.shapes(node.left as AnyNode), this.shapes(node.right as AnyNode))
          : [[ANY]];
      case "ConditionalExpression":
        return union(this.shapes(node.consequent as AnyNode), this.shapes(node.alternate as AnyNode));
      case "LogicalExpression":
        return union(this.shapes(node.left as AnyNode), this.shapes(node.right as AnyNode));
      case "Identifier": {
        const name = node.name as string;
        const init = this.constants.get(name);
        if (!init || this.resolving.has(name)) return [[ANY]];
        this.resolving.add(name);
        try {
          return this.shapes(init);
        } finally {
          this.resolving.delete(name);
        }
      }
      default:
        return [[ANY]];
    }
  }
}

/** Whether a built id has written letters or digits a fragment must contain; if not, it may be anything. */
function bounded(shape: Shape): boolean {
  return /[\p{L}\p{N}]/u.test(shape.filter((part) => part !== ANY).join(""));
}

function concat(left: Shape[], right: Shape[]): Shape[] {
  if (left.length * right.length > MAX_SHAPES) return [[ANY]];
  return left.flatMap((a) => right.map((b) => merge([...a, ...b])));
}

function union(left: Shape[], right: Shape[]): Shape[] {
  const all = [...left, ...right];
  return all.length > MAX_SHAPES ? [[ANY]] : all;
}

/** Adjacent written parts joined, and adjacent unknowns as one. */
function merge(shape: Shape): Shape {
  const merged: Shape = [];
  for (const part of shape) {
    const last = merged.at(-1);
    if (part === ANY) {
      if (last !== ANY) merged.push(ANY);
    } else if (part !== "") {
      if (typeof last === "string") merged[merged.length - 1] = last + part;
      else merged.push(part);
    }
  }
  return merged;
}

function attributeValue(attribute: AnyNode): AnyNode | undefined {
  return (attribute.value as AnyNode | null) ?? undefined;
}

function jsxName(name: AnyNode): string {
  if (name.type === "JSXIdentifier") return name.name as string;
  if (name.type === "JSXMemberExpression")
    return `${jsxName(name.object as AnyNode)}.${jsxName(name.property as AnyNode)}`;
  if (name.type === "JSXNamespacedName")
    return `${jsxName(name.namespace as AnyNode)}:${jsxName(name.name as AnyNode)}`;
  return "";
}

/** The name of a property or member (`id`, `"id"`, `el.id`, `el["id"]`), when written out. */
function propertyName(node: AnyNode): string | undefined {
  const key = node.key as AnyNode;
  if (!node.computed && key.type === "Identifier") return key.name as string;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  return undefined;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Every node of an estree tree, parents first; `visit` returning false skips the node's children. */
function walk(node: AnyNode, visit: (node: AnyNode) => boolean | void): void {
  if (visit(node) === false) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "range") continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

/** The names a binding pattern (`x`, `{ a, b: c }`, `[d = 1, ...e]`) binds. */
function boundNames(pattern: AnyNode | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name as string];
    case "ObjectPattern":
      return (pattern.properties as AnyNode[]).flatMap((p) => boundNames((p.value ?? p.argument) as AnyNode));
    case "ArrayPattern":
      return (pattern.elements as (AnyNode | null)[]).flatMap((e) => boundNames(e));
    case "AssignmentPattern":
      return boundNames(pattern.left as AnyNode);
    case "RestElement":
      return boundNames(pattern.argument as AnyNode);
    default:
      return [];
  }
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === "object" && value !== null && typeof (value as AnyNode).type === "string";
}
