import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { RESTART_COMMAND, SECTION, SETTINGS, TRACE_SETTING } from "../../editors/vscode/src/settings.js";

const REPO = path.resolve(import.meta.dirname, "../..");

interface Manifest {
  name: string;
  publisher: string;
  version: string;
  license: string;
  main: string;
  engines: { vscode: string };
  categories: string[];
  repository: { url: string };
  activationEvents: string[];
  capabilities: { untrustedWorkspaces: { supported: boolean | "limited"; restrictedConfigurations?: string[] } };
  contributes: {
    commands: { command: string; title: string }[];
    languages: { id: string; extensions: string[] }[];
    configuration: { properties: Record<string, { type: string; enum?: string[]; default: unknown }> };
  };
}

const readJson = (file: string) => JSON.parse(readFileSync(path.join(REPO, file), "utf8"));
const manifest: Manifest = readJson("editors/vscode/package.json");
const rootPackage = readJson("package.json");

/** [major, minor] of a range's lowest version (`^1.101.0`, `~1.101.0`). */
const lowest = (range: string) =>
  range
    .replace(/^[\^~>=]+/, "")
    .split(".")
    .slice(0, 2)
    .map(Number);

describe("the extension's manifest", () => {
  test("names the extension, its publisher, its licence and repository, and the version docsgate itself has", () => {
    expect(manifest).toMatchObject({ name: "docsgate", publisher: "docsgate", license: rootPackage.license });
    expect(manifest.version).toBe(rootPackage.version);
    expect(manifest.repository.url).toBe(rootPackage.repository.url);
    expect(manifest.categories).toContain("Linters");
    expect(manifest.main).toBe("./out/extension.js");
  });

  test("asks for a VS Code whose extension host runs Node 22, the oldest the server runs on, and types no newer API", () => {
    // VS Code 1.101 is the first on Electron 35 (Node 22.15); the server refuses an older Node at start.
    const [major, minor] = lowest(manifest.engines.vscode);
    expect(major).toBe(1);
    expect(minor).toBeGreaterThanOrEqual(101);
    // vsce refuses a package whose @types/vscode is newer than engines.vscode.
    expect(lowest(rootPackage.devDependencies["@types/vscode"])).toEqual([major, minor]);
  });

  test("activates in a workspace holding docs.json or mint.json, and on an MDX page", () => {
    expect(manifest.activationEvents).toEqual(
      expect.arrayContaining(["workspaceContains:**/docs.json", "workspaceContains:**/mint.json", "onLanguage:mdx"]),
    );
    expect(manifest.contributes.languages).toContainEqual(expect.objectContaining({ id: "mdx", extensions: [".mdx"] }));
  });

  test("contributes every setting the extension reads, and no other", () => {
    const read = [...Object.values(SETTINGS).map((key) => `${SECTION}.${key}`), TRACE_SETTING];
    expect(Object.keys(manifest.contributes.configuration.properties).sort()).toEqual(read.sort());
    expect(manifest.contributes.configuration.properties[TRACE_SETTING]?.enum).toEqual(["off", "messages", "verbose"]);
  });

  test("contributes the restart command", () => {
    expect(manifest.contributes.commands.map((command) => command.command)).toEqual([RESTART_COMMAND]);
  });

  test("runs in untrusted workspaces, where a workspace cannot name the server to run", () => {
    const { untrustedWorkspaces } = manifest.capabilities;
    expect(untrustedWorkspaces.supported).toBe("limited");
    expect(untrustedWorkspaces.restrictedConfigurations).toEqual([`${SECTION}.${SETTINGS.serverPath}`]);
  });
});
