import path from "node:path";
import type { Expression, Program } from "estree";
import type { Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { Position } from "unist";
import type { JsxElement } from "../parse/mdx-nodes.js";
import { readRootFile } from "../project/root-file.js";
import { snippetFile } from "../project/snippet-files.js";
import type { FileIndex } from "../project/file-index.js";
import {
  compileExpression,
  compileModule,
  parseCodeFile,
  type CompiledModule,
  type ImportTarget,
} from "./component-compiler.js";
import { PageSandbox, type GuestNode, type SandboxResult } from "./component-sandbox.js";
import type { SnippetLibrary } from "./snippets.js";
import { evaluate, programExpression, type Scope, type StaticValue } from "./static-value.js";

/** The code files an import may name without an extension, in the order Mintlify's bundler tries them. */
const CODE_EXTENSIONS = [".jsx", ".js", ".tsx", ".ts"];
const MAX_CODE_BYTES = 2 * 1024 * 1024;

/** Each MDX file's compiled module, made once per thread however many pages use it. */
const compiledTrees = new WeakMap<Root, CompiledModule>();
/** Each code file's, by its path and text. */
const compiledCode = new Map<string, { text: string; compiled: CompiledModule }>();

/**
 * The components one page shows that the docs define in code: compiled from the files' text, run in the page's
 * sandbox, and handed back as JSX nodes the page's renderer draws like the page's own markup.
 */
export class PageComponents {
  private sandbox: PageSandbox | undefined;

  constructor(
    private readonly page: string,
    private readonly pageTree: Root,
    private readonly files: FileIndex,
    private readonly snippets: SnippetLibrary,
  ) {}

  /**
   * `<Name …props>children</Name>` as `file` (the page or a snippet) binds Name: the nodes to draw in its place,
   * the page's own children where the component put them; or why it cannot be drawn.
   */
  render(
    file: string,
    node: JsxElement,
    props: ReadonlyMap<string, StaticValue>,
    code: readonly CodeProp[],
  ): { ok: true; nodes: RootContent[] } | { ok: false; reason: string } {
    this.sandbox ??= new PageSandbox((module) => this.module(module));
    const given: Record<string, unknown> = Object.fromEntries(props);
    if (node.children.length > 0) given.children = { $slot: 1 };
    const sources: [string | null, string][] = [];
    for (const prop of code) {
      if (typeof prop.source !== "string") return { ok: false, reason: prop.source.reason };
      sources.push([prop.name, prop.source]);
    }
    const result: SandboxResult = this.sandbox.render(file, node.name!, given, sources);
    if (!result.ok) return result;
    const text = node.type === "mdxJsxTextElement";
    return { ok: true, nodes: result.nodes.flatMap((item) => toMdast(item, node, text)) };
  }

  dispose(): void {
    this.sandbox?.dispose();
  }

  private module(file: string): { body: string; imports: string[] } | string {
    const compiled = /\.mdx?$/i.test(file) ? this.mdxModule(file) : this.codeModule(file);
    return compiled.ok ? compiled : compiled.reason;
  }

  private mdxModule(file: string): CompiledModule {
    const tree = file === this.page ? this.pageTree : this.snippets.get(file)?.tree;
    if (!tree) return { ok: false, reason: "the file could not be read" };
    let compiled = compiledTrees.get(tree);
    if (!compiled) {
      const programs = tree.children.flatMap((node) =>
        node.type === "mdxjsEsm" && node.data?.estree ? [node.data.estree as Program] : [],
      );
      compiledTrees.set(tree, (compiled = compileModule(programs, (source) => this.resolve(source, file))));
    }
    return compiled;
  }

  private codeModule(file: string): CompiledModule {
    const read = readRootFile(this.files.root, file, MAX_CODE_BYTES);
    if (!read.ok) return { ok: false, reason: "the file could not be read" };
    const text = read.bytes.toString("utf8");
    const key = path.join(this.files.root, file);
    const known = compiledCode.get(key);
    if (known?.text === text) return known.compiled;
    const program = parseCodeFile(text);
    const compiled =
      typeof program === "string"
        ? ({ ok: false, reason: program } as const)
        : compileModule([program], (source) => this.resolve(source, file));
    compiledCode.set(key, { text, compiled });
    return compiled;
  }

  /** What an import in `importer` names: React, a file under the root docsgate compiles, or nothing it loads. */
  private resolve(source: string, importer: string): ImportTarget {
    if (/^react(?:-dom)?(?:\/|$)/.test(source)) return { kind: "react" };
    const missing: ImportTarget = {
      kind: "unavailable",
      reason: `it imports ${JSON.stringify(source)}, which is not a file of the docs (page/snippet-import)`,
    };
    if (/\.mdx?$/i.test(source)) {
      const file = snippetFile(source, importer, this.files);
      return file ? { kind: "file", file } : missing;
    }
    if (!/^\.{0,2}\//.test(source))
      return { kind: "unavailable", reason: `it uses ${JSON.stringify(source)}, a package the preview does not load` };
    const written = source.startsWith("/")
      ? path.posix.normalize(source.slice(1))
      : path.posix.join(path.posix.dirname(importer), source);
    if (written.startsWith("../") || written === "..") return missing;
    const hasExtension = /\.[a-z0-9]+$/i.test(written.split("/").pop()!);
    const file = (hasExtension ? [written] : CODE_EXTENSIONS.map((extension) => written + extension)).find(
      (candidate) => this.files.has(candidate) && !this.files.passesLinkOutside(candidate),
    );
    return file ? { kind: "file", file } : missing;
  }
}

/** A prop the page gives a component as code (`items={list}`, `icon={<svg …/>}`, `{...rest}`: name null). */
export interface CodeProp {
  name: string | null;
  source: string | { reason: string };
}

/**
 * A custom component's attributes: those whose values are literals (read as every element's are, by readAttributes),
 * and those that are code, compiled to run in the sandbox in the scope of the file that uses the component.
 */
export function splitAttributes(
  node: JsxElement,
  scope: Scope,
): { literal: JsxElement["attributes"]; code: CodeProp[] } {
  const literal: JsxElement["attributes"] = [];
  const code: CodeProp[] = [];
  for (const attribute of node.attributes) {
    const value = attribute.type === "mdxJsxExpressionAttribute" ? attribute : attribute.value;
    const expression =
      value && typeof value === "object" ? programExpression(value.data?.estree as Program | undefined) : "empty";
    if (typeof expression !== "object" || (attribute.type === "mdxJsxAttribute" && evaluate(expression, scope).ok))
      literal.push(attribute);
    else
      code.push({
        name: attribute.type === "mdxJsxAttribute" ? attribute.name : null,
        source: compiledExpressions.get(expression) ?? remember(expression, compileExpression(expression)),
      });
  }
  return { literal, code };
}

const compiledExpressions = new WeakMap<Expression, CodeProp["source"]>();

function remember(expression: Expression, source: CodeProp["source"]): CodeProp["source"] {
  compiledExpressions.set(expression, source);
  return source;
}

/**
 * A node of the component's markup as MDX JSX, every attribute a literal, at the place the page used the component
 * (what the renderer reports about it points there); the slot becomes the children the page gave.
 */
function toMdast(item: GuestNode, usage: JsxElement, text: boolean): RootContent[] {
  const position: Position | undefined = usage.position;
  if (typeof item === "string") return [{ type: "text", value: item, ...(position ? { position } : {}) }];
  if ("slot" in item) return usage.children as RootContent[];
  const element = {
    type: text ? "mdxJsxTextElement" : "mdxJsxFlowElement",
    name: item.type,
    attributes: Object.entries(item.props).map(([name, value]) => attribute(name, value as StaticValue)),
    children: item.children.flatMap((child) => toMdast(child, usage, text)),
    data: { componentOutput: true },
    ...(position ? { position } : {}),
  } as MdxJsxFlowElement | MdxJsxTextElement;
  return [element];
}

function attribute(name: string, value: StaticValue): MdxJsxAttribute {
  if (typeof value === "string") return { type: "mdxJsxAttribute", name, value };
  if (value === true) return { type: "mdxJsxAttribute", name, value: null };
  const program: Program = {
    type: "Program",
    sourceType: "module",
    body: [{ type: "ExpressionStatement", expression: literal(value) }],
  };
  return {
    type: "mdxJsxAttribute",
    name,
    value: { type: "mdxJsxAttributeValueExpression", value: JSON.stringify(value), data: { estree: program } },
  };
}

/** A literal value as the syntax tree remark-mdx would parse it from: what readAttributes reads back. */
function literal(value: StaticValue): Expression {
  if (Array.isArray(value)) return { type: "ArrayExpression", elements: value.map(literal) };
  if (value !== null && typeof value === "object")
    return {
      type: "ObjectExpression",
      properties: Object.entries(value).map(([key, item]) => ({
        type: "Property",
        key: { type: "Literal", value: key },
        value: literal(item),
        kind: "init",
        computed: false,
        method: false,
        shorthand: false,
      })),
    };
  return { type: "Literal", value };
}
