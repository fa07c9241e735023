import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The repository's own folders: a path in a comment that starts with one of these names a file of this repository. */
const REPOSITORY_FOLDERS = ["src", "__tests__", "scripts", "rules", "docs", "examples"];
const SCANNED = ["src", "__tests__", "scripts"];

/** `//` and `/* … *\/` comments of a script, `#` comments of a YAML file, each with the line it starts on. */
function comments(file: string, text: string): { line: number; comment: string }[] {
  const pattern = file.endsWith(".yml") ? /#[^\n]*/g : /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  return [...text.matchAll(pattern)].map((match) => ({
    line: text.slice(0, match.index).split("\n").length,
    comment: match[0],
  }));
}

/**
 * A path is checked when it starts at the repository's root (`src/…`, `rules/…`), or names one of
 * our TypeScript modules by its name or its last folders (`page-names.ts`, `layout/top-bar.ts`).
 * Others are left alone: Mintlify's files (`dist/components/card/card.js`) and a docs project's
 * (`guides/setup.mdx`) are not ours to find.
 */
function missingPaths(file: string, text: string, ownPaths: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  for (const { line, comment } of comments(file, text)) {
    for (const [, named] of comment.matchAll(
      /(?<![\w./@:-])([\w.-]+(?:\/[\w.-]+)*\.(?:ts|mjs|cjs|yml|md|json))(?![\w/-])/g,
    )) {
      const exists = REPOSITORY_FOLDERS.some((folder) => named.startsWith(`${folder}/`))
        ? existsSync(path.join(ROOT, named))
        : !/^[\w-]+(\/[\w-]+)*\.ts$/.test(named) || ownPaths.has(named);
      if (!exists) missing.push(`${file}:${line}: ${named}`);
    }
  }
  return missing;
}

test("every file of this repository that a comment names by its path exists there", () => {
  const files = SCANNED.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => !name.split(path.sep).includes("node_modules"))
      .map((name) => `${folder}/${name.split(path.sep).join("/")}`),
  );
  // Each file by its whole path and by its last folders and name (`layout/top-bar.ts`, `top-bar.ts`).
  const ownPaths = new Set(files.flatMap((file) => file.split("/").map((_, i, parts) => parts.slice(i).join("/"))));
  const scanned = files.filter((file) => /\.(?:ts|mjs|cjs)$|^src\/.*\.yml$/.test(file));
  expect(scanned.length).toBeGreaterThan(800);
  const missing = scanned.flatMap((file) => missingPaths(file, readFileSync(path.join(ROOT, file), "utf8"), ownPaths));
  expect(missing).toEqual([]);
});
