import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bundledServer } from "../../editors/vscode/src/server-options.js";
import { RESTART_COMMAND, SECTION, SETTINGS } from "../../editors/vscode/src/settings.js";
import { loadExtension, type StandIn } from "./stand-in-vscode.js";

const REPO = path.resolve(import.meta.dirname, "../..");
const { extensionBuildOptions } = (await import(
  pathToFileURL(path.join(REPO, "scripts", "package-vscode.mjs")).href
)) as {
  extensionBuildOptions: (outfile: string) => esbuild.BuildOptions;
};

/**
 * Stands where the server's cli.js would: writes the command line it was started with beside itself, then answers as
 * a language server with no features (vscode-languageserver, over the transport the command line names) until the
 * client stops it. Valid both as an ES module and as CommonJS.
 */
const RECORDER = `const { writeFileSync } = process.getBuiltinModule("node:fs");
const { dirname, join } = process.getBuiltinModule("node:path");
const { createRequire } = process.getBuiltinModule("node:module");
writeFileSync(join(dirname(process.argv[1]), "started.json"), JSON.stringify(process.argv.slice(1)));
const { createConnection } = createRequire(${JSON.stringify(`${REPO}/`)})("vscode-languageserver/node");
const connection = createConnection();
connection.onInitialize(() => ({ capabilities: {} }));
connection.listen();
`;

const work = mkdtempSync(path.join(os.tmpdir(), "docsgate-vscode-client-"));
const bundle = path.join(work, "extension.js");

function recorderAt(cli: string) {
  mkdirSync(path.dirname(cli), { recursive: true });
  writeFileSync(cli, RECORDER);
}

/** The command line the recorder at `cli` was started with: [module, ...args]. */
async function startedWith(cli: string): Promise<string[]> {
  const record = path.join(path.dirname(cli), "started.json");
  for (let waited = 0; !existsSync(record) && waited < 20_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return JSON.parse(readFileSync(record, "utf8"));
}

/**
 * An extension folder and a workspace of their own for each test (a client whose server exits may start it again
 * later), with a recorder as the bundled server and another as the project's docsgate.
 */
function freshFolders() {
  const folder = mkdtempSync(path.join(work, "test-"));
  const extensionPath = path.join(folder, "extension");
  const workspace = path.join(folder, "docs");
  const projectServer = path.join(workspace, "node_modules", "docsgate", "dist", "cli.js");
  mkdirSync(path.join(extensionPath, "out"), { recursive: true });
  copyFileSync(bundle, path.join(extensionPath, "out", "extension.js"));
  recorderAt(bundledServer(extensionPath));
  recorderAt(projectServer);
  return { extensionPath, workspace, projectServer };
}

function activated({ extensionPath, workspace }: ReturnType<typeof freshFolders>, settings: Record<string, unknown>) {
  const standIn: StandIn = {
    settings,
    workspaceFolder: workspace,
    messages: [],
    commands: new Map(),
    onSettingsChange: [],
  };
  const extension = loadExtension(path.join(extensionPath, "out", "extension.js"), standIn);
  return { standIn, extension, activation: extension.activate({ extensionPath, subscriptions: [] }) };
}

/** Activates the bundled extension in the stand-in with these settings; returns the command line it started. */
async function activateWith(folders: ReturnType<typeof freshFolders>, settings: Record<string, unknown>, cli: string) {
  const { standIn, extension, activation } = activated(folders, settings);
  await activation;
  const commandLine = await startedWith(cli);
  await extension.deactivate();
  return { commandLine, messages: standIn.messages };
}

beforeAll(async () => {
  await esbuild.build(extensionBuildOptions(bundle));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

// The extension as VS Code runs it, its client vscode-languageclient included; only the `vscode` module is a stand-in.
describe("the server command line the extension's client starts", () => {
  test("is the bundled cli.js with `lsp --stdio --clientProcessId=<pid>`", async () => {
    const folders = freshFolders();
    const server = bundledServer(folders.extensionPath);
    const { commandLine } = await activateWith(folders, {}, server);
    expect(commandLine).toEqual([server, "lsp", "--stdio", `--clientProcessId=${process.pid}`]);
  });

  test("is the cli.js docsgate.server.path names, from the workspace folder", async () => {
    const folders = freshFolders();
    const setting = path.relative(folders.workspace, folders.projectServer);
    const { commandLine } = await activateWith(folders, { [SETTINGS.serverPath]: setting }, folders.projectServer);
    expect(commandLine).toEqual([folders.projectServer, "lsp", "--stdio", `--clientProcessId=${process.pid}`]);
  });

  test("is the bundled cli.js, with a warning, when docsgate.server.path names no file", async () => {
    const folders = freshFolders();
    const server = bundledServer(folders.extensionPath);
    const { commandLine, messages } = await activateWith(
      folders,
      { [SETTINGS.serverPath]: "node_modules/nothing/cli.js" },
      server,
    );
    expect(commandLine[0]).toBe(server);
    expect(messages).toContainEqual(expect.stringMatching(/docsgate\.server\.path names .*nothing.* not there/));
  });

  test("starts again, with the server now named, when docsgate.server.path changes", async () => {
    const folders = freshFolders();
    const settings: Record<string, unknown> = {};
    const { standIn, extension, activation } = activated(folders, settings);
    await activation;
    await startedWith(bundledServer(folders.extensionPath));
    settings[SETTINGS.serverPath] = folders.projectServer;
    const changed = `${SECTION}.${SETTINGS.serverPath}`;
    await Promise.all(
      standIn.onSettingsChange.map((listener) => listener({ affectsConfiguration: (s) => s === changed })),
    );
    expect((await startedWith(folders.projectServer))[0]).toBe(folders.projectServer);
    await extension.deactivate();
  });

  test("starts again on the restart command", async () => {
    const folders = freshFolders();
    const server = bundledServer(folders.extensionPath);
    const { standIn, extension, activation } = activated(folders, {});
    await activation;
    await startedWith(server);
    rmSync(path.join(path.dirname(server), "started.json"));
    await standIn.commands.get(RESTART_COMMAND)?.();
    expect((await startedWith(server))[0]).toBe(server);
    await extension.deactivate();
  });
});
