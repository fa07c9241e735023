import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  bundledServer,
  configuredServer,
  SERVER_ARGS,
  serverOptions,
} from "../../editors/vscode/src/server-options.js";

describe("the server the extension starts", () => {
  test("is `docsgate lsp`: the cli.js as a Node module with the lsp command, no transport named (stdio)", () => {
    const cli = path.join("/ext", "server", "cli.js");
    expect(serverOptions(cli)).toEqual({ module: cli, args: ["lsp"] });
    expect(SERVER_ARGS).toEqual(["lsp"]);
  });

  test("is the bundled docsgate's cli.js inside the extension's server folder", () => {
    expect(bundledServer("/ext")).toBe(path.join("/ext", "server", "cli.js"));
  });
});

describe("docsgate.server.path", () => {
  test("empty or blank names no server: the bundled one runs", () => {
    expect(configuredServer("", "/work/docs")).toBeUndefined();
    expect(configuredServer("  ", "/work/docs")).toBeUndefined();
  });

  test("an absolute path stands; a relative one starts at the workspace folder; ~/ at the home folder", () => {
    expect(configuredServer("/opt/docsgate/dist/cli.js", "/work/docs")).toBe("/opt/docsgate/dist/cli.js");
    expect(configuredServer("node_modules/docsgate/dist/cli.js", "/work/docs")).toBe(
      path.join("/work/docs", "node_modules/docsgate/dist/cli.js"),
    );
    expect(configuredServer("~/docsgate/dist/cli.js", undefined)).toBe(path.join(os.homedir(), "docsgate/dist/cli.js"));
  });

  test("a relative path with no folder open names nothing", () => {
    expect(configuredServer("node_modules/docsgate/dist/cli.js", undefined)).toBeUndefined();
  });
});
