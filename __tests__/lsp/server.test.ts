import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import {
  CodeActionRequest,
  CompletionRequest,
  DefinitionRequest,
  FileChangeType,
  HoverRequest,
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type Location,
} from "vscode-languageserver-protocol/node";
import { CLI, quietEnv, runNode } from "../e2e/spawn.js";
import { LspClient } from "./lsp-client.js";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/lsp-project");

let root: string;
let client: LspClient;

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "docsgate-lsp-"));
  cpSync(FIXTURE, root, { recursive: true });
  client = await LspClient.start(root, { env: { XDG_CACHE_HOME: path.join(root, ".cache-home") } });
});

afterEach(async () => {
  expect(await client.stop()).toBe(0);
  rmSync(root, { recursive: true, force: true });
});

const text = (file: string) => readFileSync(path.join(root, file), "utf8");
const rules = (diagnostics: readonly Diagnostic[]) => diagnostics.map((diagnostic) => diagnostic.code).sort();
const hasRule = (rule: string) => (diagnostics: Diagnostic[]) => diagnostics.some((d) => d.code === rule);
const lacksRule = (rule: string) => (diagnostics: Diagnostic[]) => !diagnostics.some((d) => d.code === rule);

/** The whole document replaced: what an editor sends without incremental sync. */
const whole = (next: string) => [{ text: next }];

describe("docsgate lsp: diagnostics", () => {
  it("publishes a page's problems when it is opened, with the rule as code and its page as codeDescription", async () => {
    await client.open("index.mdx", text("index.mdx"));
    const diagnostics = await client.waitFor("index.mdx", (found) => found.length > 0);
    expect(rules(diagnostics)).toEqual(["page/frontmatter-key", "page/heading-h1", "page/link-extension"]);
    const heading = diagnostics.find((d) => d.code === "page/heading-h1")!;
    expect(heading).toMatchObject({
      source: "docsgate",
      severity: 2,
      range: { start: { line: 7, character: 0 } },
      codeDescription: { href: expect.stringMatching(/page\/heading-h1|page-heading-h1/) },
    });
    expect(heading.range.end.line).toBeGreaterThanOrEqual(7);
  });

  it("follows an edit inside the page, from the unsaved buffer", async () => {
    await client.open("index.mdx", text("index.mdx"));
    await client.waitFor("index.mdx", hasRule("page/heading-h1"));
    // Line 8 (0-based 7) "# Welcome aboard" becomes "## Welcome aboard", by an incremental change.
    await client.change("index.mdx", [
      { range: { start: { line: 7, character: 0 }, end: { line: 7, character: 0 } }, text: "#" },
    ]);
    const after = await client.waitFor("index.mdx", lacksRule("page/heading-h1"));
    expect(rules(after)).toEqual(["page/frontmatter-key", "page/link-extension"]);
    expect(text("index.mdx")).toContain("\n# Welcome aboard");
  });

  it("reports the #fragment a heading renamed in another page's unsaved buffer breaks", async () => {
    await client.open("install.mdx", text("install.mdx"));
    await client.waitFor("install.mdx", () => true);
    expect(client.diagnostics("reference.mdx") ?? []).toEqual([]);
    await client.change(
      "install.mdx",
      whole(text("install.mdx").replace("## Download the binary", "## Get the binary")),
    );
    const broken = await client.waitFor("reference.mdx", hasRule("page/broken-link"));
    expect(broken.find((d) => d.code === "page/broken-link")).toMatchObject({
      severity: 1,
      range: { start: { line: 7 } },
      message: expect.stringContaining("download-the-binary"),
    });
    // Renamed back: the link holds again.
    await client.change("install.mdx", whole(text("install.mdx")));
    await client.waitFor("reference.mdx", lacksRule("page/broken-link"));
  });

  it("resolves a link to a page that exists only in an unsaved buffer", async () => {
    const linking = text("index.mdx").replace("before you start.", "before you start, and the [FAQ](/faq).");
    await client.open("index.mdx", linking);
    await client.waitFor("index.mdx", hasRule("page/broken-link"));
    await client.open("faq.mdx", '---\ntitle: "FAQ"\ndescription: "Questions sailors ask."\n---\n\n## Docking\n');
    await client.waitFor("index.mdx", lacksRule("page/broken-link"));
    expect(existsSync(path.join(root, "faq.mdx"))).toBe(false);
    // Closed without saving: the page is gone again.
    await client.close("faq.mdx");
    await client.waitFor("index.mdx", hasRule("page/broken-link"));
  });

  it("follows a file deleted outside the editor", async () => {
    await client.open("reference.mdx", text("reference.mdx"));
    await client.waitFor("reference.mdx", () => true);
    unlinkSync(path.join(root, "install.mdx"));
    await client.filesChanged([{ file: "install.mdx", type: FileChangeType.Deleted }]);
    await client.waitFor("reference.mdx", hasRule("page/broken-link"));
    await client.waitFor("docs.json", hasRule("nav/missing-page"));
  });

  it("follows a page renamed outside the editor, and a link written to its new name", async () => {
    await client.open("reference.mdx", text("reference.mdx"));
    await client.waitFor("reference.mdx", () => true);
    renameSync(path.join(root, "install.mdx"), path.join(root, "setup.mdx"));
    await client.filesChanged([
      { file: "install.mdx", type: FileChangeType.Deleted },
      { file: "setup.mdx", type: FileChangeType.Created },
    ]);
    await client.waitFor("reference.mdx", hasRule("page/broken-link"));
    await client.change("reference.mdx", whole(text("reference.mdx").replace("/install#", "/setup#")));
    await client.waitFor("reference.mdx", lacksRule("page/broken-link"));
  });

  it("re-reads docsgate.config.json when it changes", async () => {
    await client.open("index.mdx", text("index.mdx"));
    await client.waitFor("index.mdx", hasRule("page/heading-h1"));
    writeFileSync(path.join(root, "docsgate.config.json"), JSON.stringify({ rules: { "page/heading-h1": "off" } }));
    await client.filesChanged([{ file: "docsgate.config.json", type: FileChangeType.Created }]);
    await client.waitFor("index.mdx", lacksRule("page/heading-h1"));
    expect(client.watchers).toEqual([{ watchers: [{ globPattern: "**/*" }] }]);
  });

  it("checks a file docs.json $refs as it is typed, at its own lines", async () => {
    const config = JSON.parse(text("docs.json"));
    writeFileSync(path.join(root, "navigation.json"), `${JSON.stringify(config.navigation, null, 2)}\n`);
    writeFileSync(
      path.join(root, "docs.json"),
      JSON.stringify({ ...config, navigation: { $ref: "./navigation.json" } }),
    );
    await client.filesChanged([
      { file: "navigation.json", type: FileChangeType.Created },
      { file: "docs.json", type: FileChangeType.Changed },
    ]);
    await client.open("navigation.json", text("navigation.json"), "json");
    await client.waitFor("navigation.json", (found) => found.length === 0);
    await client.change("navigation.json", whole(text("navigation.json").replace('"install"', '"instal"')));
    const missing = await client.waitFor("navigation.json", hasRule("nav/missing-page"));
    const line = text("navigation.json")
      .split("\n")
      .findIndex((candidate) => candidate.includes('"install"'));
    expect(missing.find((d) => d.code === "nav/missing-page")!.range.start.line).toBe(line);
  });

  it("checks docs.json as it is typed", async () => {
    await client.open("docs.json", text("docs.json"));
    await client.waitFor("docs.json", () => true);
    await client.change("docs.json", whole(text("docs.json").replace('"reference"', '"references"')));
    const missing = await client.waitFor("docs.json", hasRule("nav/missing-page"));
    expect(missing.find((d) => d.code === "nav/missing-page")!.range.start.line).toBe(11);
  });
});

describe("docsgate lsp: code actions", () => {
  async function actionsAt(file: string, diagnostics: Diagnostic[], only?: string[]): Promise<CodeAction[]> {
    const result = await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: client.uri(file) },
      range: diagnostics[0]!.range,
      context: { diagnostics, ...(only ? { only } : {}) },
    });
    return (result ?? []) as CodeAction[];
  }

  function applied(before: string, action: CodeAction, file: string): string {
    const edits = action.edit!.changes![client.uri(file)]!;
    return TextDocument.applyEdits(TextDocument.create("x", "mdx", 1, before), edits);
  }

  it("fixes everything --fix fixes, to the same text", async () => {
    const before = text("index.mdx");
    await client.open("index.mdx", before);
    const diagnostics = await client.waitFor("index.mdx", (found) => found.length === 3);
    const [fixAll] = await actionsAt("index.mdx", diagnostics, ["source.fixAll"]);
    expect(fixAll).toMatchObject({ kind: "source.fixAll.docsgate", title: "Fix all docsgate problems in this file" });
    const fixed = applied(before, fixAll!, "index.mdx");

    const copy = mkdtempSync(path.join(tmpdir(), "docsgate-lsp-fix-"));
    try {
      cpSync(FIXTURE, copy, { recursive: true });
      runNode(CLI, ["check", copy, "--fix"], quietEnv({ DOCSGATE_NO_CACHE: "1" }));
      expect(fixed).toBe(readFileSync(path.join(copy, "index.mdx"), "utf8"));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    expect(fixed).not.toBe(before);
    await client.change("index.mdx", whole(fixed));
    await client.waitFor("index.mdx", (found) => found.length === 0);
  });

  it("offers each fix on its own, and comments that silence the rule for the line or the file", async () => {
    const before = text("index.mdx");
    await client.open("index.mdx", before);
    const diagnostics = await client.waitFor("index.mdx", hasRule("page/heading-h1"));
    const heading = diagnostics.filter((d) => d.code === "page/heading-h1");
    const actions = await actionsAt("index.mdx", heading);
    expect(actions.map((action) => action.title)).toEqual([
      'Fix: write "##" (page/heading-h1)',
      "Disable page/heading-h1 for this line",
      "Disable page/heading-h1 for this file",
      // With more than one fix in the file, all of them at once too.
      "Fix all docsgate problems in this file",
    ]);
    const forLine = applied(before, actions[1]!, "index.mdx");
    expect(forLine).toContain("{/* docsgate-disable-next-line page/heading-h1 */}\n# Welcome aboard");
    await client.change("index.mdx", whole(forLine));
    const silenced = await client.waitFor("index.mdx", lacksRule("page/heading-h1"));
    expect(rules(silenced)).toEqual(["page/frontmatter-key", "page/link-extension"]);

    const forFile = applied(before, actions[2]!, "index.mdx");
    expect(forFile).toContain("---\n{/* docsgate-disable page/heading-h1 */}\n\nimport Tip");
    await client.change("index.mdx", whole(forFile));
    await client.waitFor("index.mdx", (found) => lacksRule("page/heading-h1")(found) && found.length === 2);
  });
});

describe("docsgate lsp: completion, hover and definition", () => {
  const labels = (items: CompletionItem[] | CompletionList | null) =>
    (Array.isArray(items) ? items : (items?.items ?? [])).map((item) => item.label);

  it("completes components, page paths and the #fragments of the page a link names", async () => {
    const page = `${text("reference.mdx")}\n<Acc\n\nRead [the guide](/ins\n\nAlso [this](/install#\n`;
    await client.open("reference.mdx", page);
    await client.waitFor("reference.mdx", () => true);
    const lines = page.split("\n");
    const at = (needle: string) => {
      const line = lines.findIndex((candidate) => candidate.includes(needle));
      return { line, character: lines[line]!.indexOf(needle) + needle.length };
    };
    const complete = (position: { line: number; character: number }) =>
      client.connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri: client.uri("reference.mdx") },
        position,
      });
    expect(labels(await complete(at("<Acc")))).toEqual(expect.arrayContaining(["Accordion", "AccordionGroup"]));
    expect(labels(await complete(at("](/ins")))).toContain("/install");
    const fragments = labels(await complete(at("(/install#")));
    expect(fragments).toEqual(expect.arrayContaining(["download-the-binary", "check-the-version"]));
    expect(fragments).not.toContain("commands");
  });

  it("shows a diagnostic's rule page and a link's target title on hover, and goes to the heading a link names", async () => {
    await client.open("index.mdx", text("index.mdx"));
    await client.waitFor("index.mdx", hasRule("page/heading-h1"));
    const onHeading = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: client.uri("index.mdx") },
      position: { line: 7, character: 3 },
    });
    const shown = JSON.stringify(onHeading?.contents);
    expect(shown).toContain("page/heading-h1");
    expect(shown).toMatch(/https?:\/\/[^"]*heading-h1/);

    const reference = text("reference.mdx");
    await client.open("reference.mdx", reference);
    await client.waitFor("reference.mdx", () => true);
    const line = reference.split("\n").findIndex((candidate) => candidate.includes("/install#"));
    const position = { line, character: reference.split("\n")[line]!.indexOf("/install#") + 3 };
    const onLink = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: client.uri("reference.mdx") },
      position,
    });
    expect(JSON.stringify(onLink?.contents)).toContain("Install");
    const target = await client.connection.sendRequest(DefinitionRequest.type, {
      textDocument: { uri: client.uri("reference.mdx") },
      position,
    });
    const locations = (Array.isArray(target) ? target : [target]) as Location[];
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({ uri: client.uri("install.mdx"), range: { start: { line: 5 } } });
  });
});
