import { Parser } from "acorn";
import jsx from "acorn-jsx";
import type { Directive, Expression, ModuleDeclaration, Pattern, Program, Statement } from "estree";
import { buildJsx } from "estree-util-build-jsx";
import { toJs } from "estree-util-to-js";

/**
 * What a file's `import` names: the React shim, another file docsgate compiles, or something it does not load (a
 * package, or a path that is not a file under the root), with why.
 */
export type ImportTarget = { kind: "react" } | { kind: "file"; file: string } | { kind: "unavailable"; reason: string };

/** One file's components, compiled to text for the sandbox (src/render/component-sandbox.ts); never run in Node. */
export type CompiledModule =
  | {
      ok: true;
      /** A function body: it reads its imports with `__import(file)` and returns every name the file binds. */
      body: string;
      /** The files it imports, to be defined in the sandbox before it. */
      imports: string[];
    }
  | { ok: false; reason: string };

const JSXParser = Parser.extend(jsx());

/** A `.js` or `.jsx` file's text as a program, read by acorn with acorn-jsx as @mintlify/common's JSXParser reads it. */
export function parseCodeFile(source: string): Program | string {
  try {
    return JSXParser.parse(source, { ecmaVersion: "latest", sourceType: "module" }) as unknown as Program;
  } catch (error) {
    return `its code does not parse as JavaScript with JSX (${(error as Error).message}); TypeScript is not read`;
  }
}

/**
 * Compiles the `import`/`export` statements of a file (an MDX file's ESM blocks, or a code file) to the body of a
 * function the sandbox runs: JSX becomes `h(type, props, ...children)` calls (estree-util-build-jsx, classic
 * runtime), imports become `__import` look-ups and `export` keywords are dropped. The programs are copied first:
 * the page's tree is shared with the linter and the cache.
 */
export function compileModule(programs: readonly Program[], resolve: (source: string) => ImportTarget): CompiledModule {
  const statements: (Statement | Directive)[] = [];
  const header: string[] = [];
  const imports = new Set<string>();
  /** Every name the file binds at its top level, and the names it exports them under. */
  const names = new Map<string, string>();
  const bind = (local: string, exported = local) => {
    names.set(local, local);
    if (exported !== local) names.set(exported, local);
  };
  const source = (written: string): string => {
    const target = resolve(written);
    if (target.kind === "react") return "__React";
    if (target.kind === "unavailable") return `__unavailable(${JSON.stringify(target.reason)})`;
    imports.add(target.file);
    return `__import(${JSON.stringify(target.file)})`;
  };
  let defaultCount = 0;
  for (const program of programs) {
    for (const statement of structuredClone(program.body) as (Statement | ModuleDeclaration | Directive)[]) {
      switch (statement.type) {
        case "ImportDeclaration": {
          const from = source(String(statement.source.value));
          for (const specifier of statement.specifiers) {
            const local = specifier.local.name;
            // A package the preview does not load is a function that says so, whichever of its names is imported.
            const whole =
              specifier.type === "ImportNamespaceSpecifier" ||
              from.startsWith("__unavailable(") ||
              (specifier.type === "ImportDefaultSpecifier" && from === "__React");
            const read = whole
              ? from
              : `${from}[${JSON.stringify(specifier.type === "ImportDefaultSpecifier" ? "default" : importedName(specifier.imported))}]`;
            header.push(`const ${local} = ${read};`);
            bind(local);
          }
          break;
        }
        case "ExportNamedDeclaration":
          if (statement.declaration) {
            statements.push(statement.declaration);
            for (const name of declaredNames(statement.declaration)) bind(name);
          } else if (statement.source) {
            const from = source(String(statement.source.value));
            for (const specifier of statement.specifiers) {
              const local = `__reexport${++defaultCount}`;
              header.push(`const ${local} = ${from}[${JSON.stringify(importedName(specifier.local))}];`);
              bind(local, importedName(specifier.exported));
            }
          } else
            for (const specifier of statement.specifiers)
              bind(importedName(specifier.local), importedName(specifier.exported));
          break;
        case "ExportDefaultDeclaration": {
          const declaration = statement.declaration;
          if (
            (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") &&
            declaration.id
          ) {
            statements.push(declaration as Statement);
            bind(declaration.id.name, "default");
          } else {
            const local = `__default${++defaultCount}`;
            statements.push({
              type: "VariableDeclaration",
              kind: "const",
              declarations: [
                {
                  type: "VariableDeclarator",
                  id: { type: "Identifier", name: local },
                  init:
                    declaration.type === "FunctionDeclaration"
                      ? { ...declaration, type: "FunctionExpression" }
                      : declaration.type === "ClassDeclaration"
                        ? { ...declaration, type: "ClassExpression" }
                        : declaration,
                },
              ],
            });
            bind(local, "default");
          }
          break;
        }
        case "ExportAllDeclaration":
          // `export * from "./other"`: its names are not listed here; a page importing one finds nothing.
          break;
        default:
          statements.push(statement);
          for (const name of declaredNames(statement)) bind(name);
      }
    }
  }
  const program: Program = { type: "Program", sourceType: "script", body: statements as Statement[], comments: [] };
  let code: string;
  try {
    buildJsx(program, { runtime: "classic", pragma: "h", pragmaFrag: "Fragment" });
    code = toJs(program).value;
  } catch (error) {
    return { ok: false, reason: `its code could not be compiled (${(error as Error).message})` };
  }
  const returned = [...names].map(([exported, local]) => `${JSON.stringify(exported)}: ${local}`).join(", ");
  return {
    ok: true,
    body: `${header.filter(Boolean).join("\n")}\n${code}\nreturn { ${returned} };`,
    imports: [...imports],
  };
}

function importedName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === "Identifier" ? node.name! : String(node.value);
}

/** The names a top-level statement binds. */
function declaredNames(statement: Statement | Directive): string[] {
  if (statement.type === "FunctionDeclaration" || statement.type === "ClassDeclaration")
    return statement.id ? [statement.id.name] : [];
  if (statement.type !== "VariableDeclaration") return [];
  return statement.declarations.flatMap((declarator) => patternNames(declarator.id));
}

function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name];
    case "ObjectPattern":
      return pattern.properties.flatMap((property) =>
        patternNames(property.type === "RestElement" ? property.argument : property.value),
      );
    case "ArrayPattern":
      return pattern.elements.flatMap((element) => (element ? patternNames(element) : []));
    case "RestElement":
      return patternNames(pattern.argument);
    case "AssignmentPattern":
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/** One expression (an attribute's value: `{items}`, `{<Icon />}`, `{...rest}`) compiled as the module's code is. */
export function compileExpression(expression: Expression): string | { reason: string } {
  const program: Program = {
    type: "Program",
    sourceType: "script",
    body: [{ type: "ExpressionStatement", expression: structuredClone(expression) }],
    comments: [],
  };
  try {
    buildJsx(program, { runtime: "classic", pragma: "h", pragmaFrag: "Fragment" });
    return toJs(program).value.trim().replace(/;$/, "");
  } catch (error) {
    return { reason: `an attribute could not be compiled (${(error as Error).message})` };
  }
}
