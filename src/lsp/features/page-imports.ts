/** A name a page's import binds, and the module it comes from as written (`/snippets/intro.mdx`). */
export interface ImportedName {
  name: string;
  source: string;
}

/** `import <clause> from "<source>"` at the start of a line; the clause may run over lines (`{\n  A,\n  B,\n}`). */
const IMPORT = /^import\s+([^;"']*?)\s+from\s*(["'])([^"'\n]+)\2/gm;

/**
 * The names a page's imports bind, read from its text as typed: the page's tree (src/parse/imports.ts) is not there
 * while a tag is half written and the page does not parse.
 */
export function importedNames(text: string): ImportedName[] {
  const names: ImportedName[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const source = match[3]!;
    const clause = match[1]!;
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = braces ? clause.replace(braces[0], "") : clause;
    for (const part of outside.split(",")) {
      const name = /^\s*(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)\s*$/.exec(part)?.[1];
      if (name) names.push({ name, source });
    }
    for (const part of braces?.[1]!.split(",") ?? []) {
      const name = /^\s*(?:[\w$]+\s+as\s+)?([A-Za-z_$][\w$]*)\s*$/.exec(part)?.[1];
      if (name) names.push({ name, source });
    }
  }
  return names;
}
