import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DocsWorkspace } from "../../src/lsp/workspace.js";

const PAGES = 1500;

let root: string;
let workspace: DocsWorkspace;

const page = (i: number, extra = "") =>
  `---\ntitle: "Dock ${i}"\ndescription: "Where ship ${i} moors."\n---\n\n## Mooring\n\nTie the lines at dock ${i}.${extra}\n`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "docsgate-workspace-"));
  mkdirSync(path.join(root, "docks"));
  const pages = Array.from({ length: PAGES }, (_, i) => `docks/dock-${i}`);
  writeFileSync(
    path.join(root, "docs.json"),
    JSON.stringify({
      $schema: "https://mintlify.com/docs.json",
      theme: "mint",
      name: "Harbor Docs",
      colors: { primary: "#1F6FEB" },
      navigation: { groups: [{ group: "Docks", pages }] },
    }),
  );
  for (let i = 0; i < PAGES; i++) writeFileSync(path.join(root, `docks/dock-${i}.mdx`), page(i));
  workspace = new DocsWorkspace(root);
});

afterEach(() => {
  workspace.dispose();
  rmSync(root, { recursive: true, force: true });
});

/** The rules of a file's diagnostics, the writing style's notices aside. */
const rulesOf = (file: string) =>
  workspace
    .diagnosticsOf(file)
    .map((diagnostic) => diagnostic.ruleId)
    .filter((rule) => !rule.startsWith("style/"));

describe("DocsWorkspace", () => {
  it("stops a long refresh at the next edit, keeps what it did, and takes the edit in the next", async () => {
    expect(await workspace.refresh()).toBe(true);
    expect(rulesOf("docks/dock-0.mdx")).toEqual([]);
    // Every page changed on disk: relinting them all gives the event loop its turn many times over.
    for (let i = 0; i < PAGES; i++) writeFileSync(path.join(root, `docks/dock-${i}.mdx`), page(i, "\n\n# Berth"));
    workspace.diskChanged(
      Array.from({ length: PAGES }, (_, i) => ({ file: `docks/dock-${i}.mdx`, change: "changed" })),
    );
    const long = workspace.refresh();
    // The editor's next message: read at the refresh's first turn, before it ends.
    setImmediate(() => workspace.setBuffer("docks/dock-1.mdx", page(1, "\n\n[the missing dock](/docks/dock-x)")));
    expect(await long).toBe(false);
    expect(workspace.isStale).toBe(true);
    expect(await workspace.refresh()).toBe(true);
    expect(workspace.isStale).toBe(false);
    expect(rulesOf("docks/dock-1.mdx")).toEqual(["page/broken-link"]);
    expect(rulesOf("docks/dock-0.mdx")).toEqual(["page/heading-h1"]);
    expect(rulesOf(`docks/dock-${PAGES - 1}.mdx`)).toEqual(["page/heading-h1"]);
  });

  it("after an edit that moves no anchor, reports of every other page's links stay as the full check finds them", async () => {
    writeFileSync(path.join(root, "docks/dock-2.mdx"), page(2, "\n\nSee [dock 3](/docks/dock-3#unmooring)."));
    await workspace.refresh();
    expect(rulesOf("docks/dock-2.mdx")).toEqual(["page/broken-link"]);
    workspace.setBuffer("docks/dock-4.mdx", page(4, "\n\nSee [dock 5](/docks/dock-5.mdx)."));
    await workspace.refresh();
    expect(rulesOf("docks/dock-4.mdx")).toEqual(["page/link-extension"]);
    expect(rulesOf("docks/dock-2.mdx")).toEqual(["page/broken-link"]);
    // A heading that gives dock 3 the anchor moves an anchor: every page's links are looked at again.
    workspace.setBuffer("docks/dock-3.mdx", page(3, "\n\n## Unmooring"));
    await workspace.refresh();
    expect(rulesOf("docks/dock-2.mdx")).toEqual([]);
    expect(rulesOf("docks/dock-4.mdx")).toEqual(["page/link-extension"]);
    workspace.setBuffer(
      "docks/dock-6.mdx",
      page(6, "\n\nSee [dock 3](/docks/dock-3#unmooring) and [dock 9](/docks/dock-99x)."),
    );
    await workspace.refresh();

    // What the edits left is what a check from nothing finds in the same buffers.
    workspace.dispose();
    const fresh = new DocsWorkspace(root);
    for (const [file, text] of [
      ["docks/dock-3.mdx", page(3, "\n\n## Unmooring")],
      ["docks/dock-4.mdx", page(4, "\n\nSee [dock 5](/docks/dock-5.mdx).")],
      ["docks/dock-6.mdx", page(6, "\n\nSee [dock 3](/docks/dock-3#unmooring) and [dock 9](/docks/dock-99x).")],
    ] as const)
      fresh.setBuffer(file, text);
    await fresh.refresh();
    const all = (of: DocsWorkspace) => [...of.diagnostics()].sort(([a], [b]) => a.localeCompare(b));
    const edited = all(workspace);
    fresh.dispose();
    workspace = new DocsWorkspace(root);
    expect(edited).toEqual(all(fresh));
    expect(edited.find(([file]) => file === "docks/dock-6.mdx")?.[1].map((d) => d.ruleId)).toContain(
      "page/broken-link",
    );
  });
});
