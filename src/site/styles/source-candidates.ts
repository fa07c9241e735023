import path from "node:path";
import type { FileIndex } from "../../project/file-index.js";
import { projectFiles } from "../../project/file-source.js";

/** Sources whose `className`s may never reach the built HTML: components a page defines or imports draw in the browser. */
const COMPONENT_SOURCE = /\.(?:mdx|md|jsx|tsx)$/i;

/** A file larger than this is no page or component a person wrote: it is not read for class names. */
const MAX_SOURCE_BYTES = 2_000_000;

/** How far a `className={…}` expression is followed for the strings it holds. */
const MAX_EXPRESSION = 2_000;

/**
 * The class names the project's pages, snippets and components write in `className`/`class` attributes, read as text:
 * Mintlify compiles Tailwind from a page's whole source, the components it defines included
 * (@mintlify/common getMdx, getTailwindSelectors over the processed content), and a component that draws in the
 * reader's browser leaves no class in the built HTML for classCandidates to find. Only attribute values: a string, or
 * the strings and template literals of an expression (`className={open ? "block" : "hidden"}`). Nothing is run.
 */
export function sourceCandidates(files: FileIndex, root: string, into: Set<string> = new Set()): Set<string> {
  for (const file of files.all()) {
    if (!COMPONENT_SOURCE.test(file) || files.passesLinkOutside(file)) continue;
    const full = path.join(root, file);
    let text: string;
    try {
      if (projectFiles.stat(full).size > MAX_SOURCE_BYTES) continue;
      text = projectFiles.readText(full);
    } catch {
      continue;
    }
    classAttributeCandidates(text, into);
  }
  return into;
}

/** The class names of the `className`/`class` attributes in one source text. */
export function classAttributeCandidates(text: string, into: Set<string> = new Set()): Set<string> {
  for (const match of text.matchAll(/\b(?:className|class)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{)/g)) {
    const literal = match[1] ?? match[2];
    if (literal !== undefined) {
      addNames(literal, into);
      continue;
    }
    for (const string of expressionStrings(text, match.index + match[0].length)) addNames(string, into);
  }
  return into;
}

/** The string and template literals of the expression that starts at `start` (after its `{`), up to its closing `}`. */
function expressionStrings(text: string, start: number): string[] {
  const strings: string[] = [];
  let depth = 1;
  const end = Math.min(text.length, start + MAX_EXPRESSION);
  for (let i = start; i < end && depth > 0; i++) {
    const char = text[i]!;
    if (char === "{") depth++;
    else if (char === "}") depth--;
    else if (char === '"' || char === "'" || char === "`") {
      const close = text.indexOf(char, i + 1);
      if (close < 0 || close > end) break;
      // A template literal's `${…}` parts are code: its text around them is what holds class names.
      strings.push(text.slice(i + 1, close).replace(/\$\{[^}]*\}/g, " "));
      i = close;
    }
  }
  return strings;
}

function addNames(value: string, into: Set<string>): void {
  for (const name of value.split(/\s+/)) if (name) into.add(name);
}
