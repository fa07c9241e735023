import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const created: string[] = [];
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

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

/** A legacy docs.json whose navigation is one group of `pages`, pretty-printed like real configs. */
export function docsJson(pages: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: "Acme", ...extra, navigation: [{ group: "Start", pages }] }, null, 2) + "\n";
}
