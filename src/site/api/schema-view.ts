import path from "node:path";
import type { PropertyView, SchemaView } from "./endpoint.js";
import { childOf, nodeId, refOf, refTarget, type SpecData, type SpecNode } from "../../openapi/spec-data.js";

/** Nesting beyond which a schema is shown by name only: deeper levels are unreadable on a page anyway. */
export const MAX_DEPTH = 12;
/** Schema nodes one endpoint may show, so that a huge spec cannot explode its page. */
const MAX_NODES = 5_000;

type Node = Record<string, unknown>;

/** Keywords holding further schemas; a schema without them costs no more to show than to cut. */
const NESTING = ["$ref", "allOf", "oneOf", "anyOf", "properties", "additionalProperties", "items"];

/**
 * Turns the schemas of one endpoint into views: `$ref`s followed (siblings of a `$ref` kept, as
 * 3.1 applies them), `allOf` merged, `oneOf`/`anyOf` kept as variants, recursion cut. All views
 * of one endpoint share one node budget.
 */
export class SchemaViews {
  private nodes = 0;

  constructor(private readonly spec: SpecData) {}

  view(at: SpecNode): SchemaView {
    return this.build(at, [], 0);
  }

  private build(at: SpecNode, stack: readonly string[], depth: number): SchemaView {
    const followed = this.follow(at);
    if (!followed) return {};
    const { target, refName } = followed;
    const schema = target.node;
    if (!isObject(schema)) return {};
    const name = typeof schema.title === "string" ? schema.title : refName;
    const id = nodeId(target);
    if (stack.includes(id)) return { circular: name ?? "schema" };
    this.nodes += 1;
    if ((depth >= MAX_DEPTH || this.nodes > MAX_NODES) && NESTING.some((key) => Object.hasOwn(schema, key)))
      return cut(schema, name);
    const inner = [...stack, id];
    let view = this.own(target, schema, inner, depth);
    if (name !== undefined) view = { name, ...view };
    // Parts after the schema's own keywords, so its own description or example wins over theirs.
    for (const part of this.parts(target, schema)) {
      const partView = this.build(part, inner, depth + 1);
      // A part shown further up (or past the limits) names the whole when it is all the whole
      // holds (`allOf: [$ref]` with a description), and is left out beside a shape of its own.
      if (partView.circular === undefined || !hasShape(view)) view = mergeViews(view, partView);
    }
    if (view.type === undefined && view.properties) view.type = "object";
    else if (view.type === undefined && view.items) view.type = "array";
    return view;
  }

  /** Follows `$ref`s until a schema with keywords of its own; the name is the last component it came through. */
  private follow(at: SpecNode): { target: SpecNode; refName?: string } | undefined {
    let target = at;
    let refName: string | undefined;
    const seen = new Set<string>();
    for (let ref = refOf(target.node); ref !== undefined && !hasSiblings(target.node); ref = refOf(target.node)) {
      const id = nodeId(target);
      if (seen.has(id)) return undefined;
      seen.add(id);
      const next = refTarget(this.spec, target.document, ref);
      if (!next) return undefined;
      target = next;
      refName = next.pointer.at(-1) ?? path.posix.basename(next.document).replace(/\.[^.]*$/, "");
    }
    return { target, ...(refName !== undefined ? { refName } : {}) };
  }

  /** The schemas merged into this one: the one its `$ref` names when it has siblings, then its `allOf`. */
  private parts(at: SpecNode, schema: Node): SpecNode[] {
    const parts: SpecNode[] = [];
    const ref = refOf(schema);
    // The `$ref` alone, followed as any other, so the part is named after its component.
    if (ref !== undefined) parts.push({ ...at, node: { $ref: ref } });
    const allOf = childOf(at, "allOf");
    if (allOf && Array.isArray(allOf.node)) allOf.node.forEach((_, i) => parts.push(childOf(allOf, i)!));
    return parts;
  }

  /** The view of the schema's own keywords. */
  private own(at: SpecNode, schema: Node, stack: readonly string[], depth: number): SchemaView {
    const view: SchemaView = {};
    const type = typeName(schema.type);
    if (type !== undefined) view.type = type;
    if (typeof schema.format === "string") view.format = schema.format;
    if (typeof schema.description === "string") view.description = schema.description;
    if (Array.isArray(schema.enum)) view.enum = schema.enum;
    if (schema.default !== undefined) view.default = schema.default;
    if (schema.example !== undefined) view.example = schema.example;
    else if (Array.isArray(schema.examples) && schema.examples.length) view.example = schema.examples[0];
    if (schema.const !== undefined) view.constant = schema.const;
    for (const flag of ["deprecated", "readOnly", "writeOnly", "nullable"] as const)
      if (schema[flag] === true) view[flag] = true;
    // Swagger 2.0's vendor spelling of `nullable`.
    if (schema["x-nullable"] === true) view.nullable = true;
    const constraints = constraintsOf(schema);
    if (constraints.length) view.constraints = constraints;
    const properties = this.properties(at, schema, stack, depth);
    if (properties) view.properties = properties;
    const additional = childOf(at, "additionalProperties");
    if (additional?.node === true || (isObject(additional?.node) && Object.keys(additional.node).length === 0))
      view.additionalProperties = true;
    else if (additional && isObject(additional.node))
      view.additionalProperties = this.build(additional, stack, depth + 1);
    const items = childOf(at, "items");
    if (items && isObject(items.node)) view.items = this.build(items, stack, depth + 1);
    const variants = this.variants(at, stack, depth);
    if (variants) view.variants = variants;
    return view;
  }

  private properties(at: SpecNode, schema: Node, stack: readonly string[], depth: number): PropertyView[] | undefined {
    const properties = childOf(at, "properties");
    if (!properties || !isObject(properties.node)) return undefined;
    const required = new Set(
      Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : [],
    );
    return Object.keys(properties.node).map((name) => ({
      name,
      required: required.has(name),
      schema: this.build(childOf(properties, name)!, stack, depth + 1),
    }));
  }

  private variants(at: SpecNode, stack: readonly string[], depth: number): SchemaView["variants"] {
    for (const kind of ["oneOf", "anyOf"] as const) {
      const list = childOf(at, kind);
      if (!list || !Array.isArray(list.node)) continue;
      const options = list.node.flatMap((option, i) =>
        isObject(option) ? [this.build(childOf(list, i)!, stack, depth + 1)] : [],
      );
      if (options.length) return { kind, options };
    }
    return undefined;
  }
}

/** A schema past the depth or node limit: its name, else its plain type. */
function cut(schema: Node, name: string | undefined): SchemaView {
  if (name !== undefined) return { circular: name };
  const type = typeName(schema.type);
  return type !== undefined ? { type } : {};
}

/** `type` as written, several (3.1) joined with ` | `. */
function typeName(type: unknown): string | undefined {
  if (typeof type === "string") return type;
  if (!Array.isArray(type)) return undefined;
  const names = type.filter((name): name is string => typeof name === "string");
  return names.length ? names.join(" | ") : undefined;
}

/** Limits in words, in a fixed order. */
function constraintsOf(schema: Node): string[] {
  const found: string[] = [];
  const number = (key: string) => (typeof schema[key] === "number" ? (schema[key] as number) : undefined);
  // 3.0 writes an exclusive limit as `minimum` + `exclusiveMinimum: true`; 3.1 as `exclusiveMinimum: <n>`.
  for (const [limit, exclusive, inclusiveWord, exclusiveWord] of [
    ["minimum", "exclusiveMinimum", ">=", ">"],
    ["maximum", "exclusiveMaximum", "<=", "<"],
  ] as const) {
    const value = number(limit);
    if (value !== undefined) found.push(`${schema[exclusive] === true ? exclusiveWord : inclusiveWord} ${value}`);
    const exclusiveValue = number(exclusive);
    if (exclusiveValue !== undefined) found.push(`${exclusiveWord} ${exclusiveValue}`);
  }
  const words: [string, string][] = [
    ["minLength", "length >="],
    ["maxLength", "length <="],
    ["minItems", "items >="],
    ["maxItems", "items <="],
    ["minProperties", "properties >="],
    ["maxProperties", "properties <="],
    ["multipleOf", "multiple of"],
  ];
  for (const [key, word] of words) {
    const value = number(key);
    if (value !== undefined) found.push(`${word} ${value}`);
  }
  if (typeof schema.pattern === "string") found.push(`pattern ${schema.pattern}`);
  if (schema.uniqueItems === true) found.push("unique items");
  return found;
}

/**
 * `a` with `b` merged in (`allOf`): properties united in order (one named in both merged the same
 * way), required, limits and flags united, every other keyword taken from the first that has it.
 */
export function mergeViews(a: SchemaView, b: SchemaView): SchemaView {
  const merged: SchemaView = { ...b, ...a };
  if (a.properties || b.properties) {
    const properties = (a.properties ?? []).map((property) => ({ ...property }));
    for (const property of b.properties ?? []) {
      const same = properties.find((existing) => existing.name === property.name);
      if (!same) properties.push(property);
      else {
        same.required ||= property.required;
        same.schema = mergeViews(same.schema, property.schema);
      }
    }
    merged.properties = properties;
  }
  if (a.constraints || b.constraints)
    merged.constraints = [...new Set([...(a.constraints ?? []), ...(b.constraints ?? [])])];
  for (const flag of ["deprecated", "readOnly", "writeOnly", "nullable"] as const)
    if (a[flag] || b[flag]) merged[flag] = true;
  return merged;
}

function hasShape(view: SchemaView): boolean {
  return (
    view.type !== undefined ||
    view.properties !== undefined ||
    view.items !== undefined ||
    view.variants !== undefined ||
    view.additionalProperties !== undefined
  );
}

/** A `$ref` with keywords beside it: 3.1 applies both (3.0 tools commonly do too, for `description`). */
function hasSiblings(node: unknown): boolean {
  return isObject(node) && Object.keys(node).some((key) => key !== "$ref");
}

function isObject(node: unknown): node is Node {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}
