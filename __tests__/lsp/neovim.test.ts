import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, quietEnv } from "../e2e/spawn.js";

/** Debian's neovim (0.7.2 on bookworm); .ci/run and the workflows install it. */
const NVIM = "/usr/bin/nvim";
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/lsp-project");
/** Run inside Neovim: starts docsgate's server with Neovim's LSP client and writes what it saw. */
const CLIENT_SCRIPT = path.resolve(import.meta.dirname, "neovim-client.lua");
/** What the waits inside Neovim share, and again for the server to stop; Neovim is killed only after three times that. */
const WAIT_MS = 60_000;

if (!existsSync(NVIM)) console.log(`Neovim test skipped: Neovim not found at ${NVIM} (sudo apt-get install neovim)`);

/** vim.diagnostic's entries as the script writes them: 0-based lnum and col (bytes), severity 1 (ERROR) to 4. */
interface SeenDiagnostic {
  lnum: number;
  col: number;
  severity: number;
  message: string;
  code: string;
}

/** What the script inside Neovim saw. Lua's empty tables come out as {} in JSON, not []. */
interface Seen {
  opened?: boolean;
  after_open?: SeenDiagnostic[] | Record<string, never>;
  edited?: boolean;
  after_edit?: SeenDiagnostic[] | Record<string, never>;
  modified?: boolean;
  actions?: string[];
  fixed_line?: string;
  fixed?: boolean;
  after_fix?: SeenDiagnostic[] | Record<string, never>;
  stopped?: boolean;
  exit_code?: number;
  error?: string;
  log: string;
}

interface NeovimRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

const WARN = 2;

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "docsgate-nvim-"));
  cpSync(FIXTURE, path.join(dir, "project"), { recursive: true });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the client script in a headless Neovim with no user configuration, every XDG folder inside `dir`. */
function runNeovim(out: string): Promise<NeovimRun> {
  const home = path.join(dir, "home");
  mkdirSync(home);
  const env = quietEnv({
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, "config"),
    XDG_DATA_HOME: path.join(home, "data"),
    XDG_STATE_HOME: path.join(home, "state"),
    // Neovim 0.7 keeps its LSP log under stdpath('cache'); the server keeps its page cache there too.
    XDG_CACHE_HOME: path.join(home, "cache"),
    DOCSGATE_NODE: process.execPath,
    DOCSGATE_CLI: CLI,
    DOCSGATE_ROOT: path.join(dir, "project"),
    DOCSGATE_OUT: out,
    DOCSGATE_TIMEOUT_MS: String(WAIT_MS),
  });
  return new Promise((resolve, reject) => {
    const child = spawn(NVIM, ["--headless", "--clean", "-u", "NONE", "-i", "NONE", "-c", `luafile ${CLIENT_SCRIPT}`], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // The script bounds its own waits; this only stops a Neovim that hangs for another reason.
    const kill = setTimeout(() => child.kill("SIGKILL"), 3 * WAIT_MS);
    child.on("error", reject);
    child.on("close", (status, signal) => {
      clearTimeout(kill);
      resolve({ status, signal, output });
    });
  });
}

const list = (found: Seen["after_open"]): SeenDiagnostic[] => (Array.isArray(found) ? found : []);
const codes = (found: SeenDiagnostic[]) => found.map((d) => d.code).sort();

describe.skipIf(!existsSync(NVIM))("docsgate lsp in Neovim's built-in LSP client", () => {
  it(
    "shows a page's diagnostics when it is opened, follows an unsaved edit and applies a quick fix",
    async () => {
      const out = path.join(dir, "seen.json");
      const run = await runNeovim(out);
      const seen: Seen | undefined = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : undefined;
      const log = seen && existsSync(seen.log) ? readFileSync(seen.log, "utf8") : "(no LSP log)";
      const context = [
        `Neovim exited with ${run.status ?? run.signal}; what it saw: ${JSON.stringify(seen, null, 2)}`,
        `Neovim's output:\n${run.output}`,
        `Neovim's LSP log (with the server's stderr):\n${log}`,
      ].join("\n\n");

      expect(seen, context).toBeDefined();
      expect(seen!.error, context).toBeUndefined();
      expect(run.status, context).toBe(0);
      expect(seen!.opened, context).toBe(true);
      const opened = list(seen!.after_open);
      expect(codes(opened), context).toEqual(["page/frontmatter-key", "page/heading-h1", "page/link-extension"]);
      expect(
        opened.every((d) => d.severity === WARN && d.message.length > 0),
        context,
      ).toBe(true);
      const line = (code: string) => opened.find((d) => d.code === code)?.lnum;
      expect(line("page/frontmatter-key"), context).toBe(2);
      expect(line("page/heading-h1"), context).toBe(7);
      expect(line("page/link-extension"), context).toBe(9);

      // "# Welcome aboard" became "## Welcome aboard" in the buffer: the heading's warning goes, the others stay.
      expect(seen!.edited, context).toBe(true);
      expect(codes(list(seen!.after_edit)), context).toEqual(["page/frontmatter-key", "page/link-extension"]);
      expect(seen!.modified, context).toBe(true);

      // The link's quick fix, chosen among its actions and applied by Neovim: the link loses `.mdx`, its warning goes.
      expect(seen!.actions, context).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Fix: .*\(page\/link-extension\)$/),
          "Disable page/link-extension for this line",
          "Disable page/link-extension for this file",
        ]),
      );
      expect(seen!.fixed_line, context).toBe("Read the [install guide](/install) before you start.");
      expect(seen!.fixed, context).toBe(true);
      expect(codes(list(seen!.after_fix)), context).toEqual(["page/frontmatter-key"]);
      // None of it was saved.
      expect(readFileSync(path.join(dir, "project", "index.mdx"), "utf8")).toBe(
        readFileSync(path.join(FIXTURE, "index.mdx"), "utf8"),
      );
      // The server exited, cleanly, when Neovim stopped the client.
      expect(seen!.stopped, context).toBe(true);
      expect(seen!.exit_code, context).toBe(0);
    },
    4 * WAIT_MS,
  );
});
