import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const created: string[] = [];

/**
 * Removes the projects written so far. Called after each test file by the setup file
 * (per-file-setup.ts): test files share this module when they share a process.
 */
export function removeTempProjects(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes a throwaway docs project (path -> text) and returns its root; removed after the file's tests. */
export function tempProject(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "docsgate-test-"));
  created.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** A page with the front matter every page needs. */
export function page(title: string): string {
  return `---\ntitle: ${title}\ndescription: What to know about ${title.toLowerCase()}.\n---\n\nText.\n`;
}

/**
 * A legacy docs.json whose navigation is one group of `pages`, pretty-printed like real configs:
 * for tests of the legacy layout, whose keys (`openapi` at the top, tabs and anchors with `url`...)
 * `extra` can add. Mintlify refuses this shape under the name docs.json, so it gets the
 * config/legacy-shape error.
 */
export function docsJson(pages: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: "Acme", ...extra, navigation: [{ group: "Start", pages }] }, null, 2) + "\n";
}

/**
 * A v2 docs.json, the shape real projects use today, whose navigation is one group of `pages`; `extra` adds or replaces
 * top-level keys.
 */
export function v2DocsJson(pages: unknown[], extra: Record<string, unknown> = {}): string {
  const config = {
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Acme",
    colors: { primary: "#0D9373" },
    ...extra,
    navigation: { groups: [{ group: "Start", pages }] },
  };
  return JSON.stringify(config, null, 2) + "\n";
}
