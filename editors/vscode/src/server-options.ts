import os from "node:os";
import path from "node:path";
import type { NodeModule } from "vscode-languageclient/node";

/**
 * `docsgate lsp`. Started as a Node module without a named transport, vscode-languageclient talks to it over
 * stdio and adds `--stdio --clientProcessId=<pid>` to these arguments.
 */
export const SERVER_ARGS: readonly string[] = ["lsp"];

/** The docsgate inside the extension: scripts/package-vscode.mjs copies docsgate's dist/ to server/. */
export function bundledServer(extensionPath: string): string {
  return path.join(extensionPath, "server", "cli.js");
}

/**
 * The cli.js the `docsgate.server.path` setting names, as an absolute path: `~/` starts at the home folder, a
 * relative path at the first workspace folder. Undefined when the setting is empty, or relative with no folder open.
 */
export function configuredServer(setting: string, workspaceFolder: string | undefined): string | undefined {
  const configured = setting.trim();
  if (configured === "") return undefined;
  if (configured === "~" || configured.startsWith("~/")) return path.join(os.homedir(), configured.slice(1));
  if (path.isAbsolute(configured)) return configured;
  return workspaceFolder === undefined ? undefined : path.resolve(workspaceFolder, configured);
}

/**
 * How VS Code starts the server: the cli.js in the extension host's own Node (VS Code 1.101 and later run
 * Node 22, the oldest docsgate supports), forked with ELECTRON_RUN_AS_NODE by vscode-languageclient.
 */
export function serverOptions(cliPath: string): NodeModule {
  return { module: cliPath, args: [...SERVER_ARGS] };
}
