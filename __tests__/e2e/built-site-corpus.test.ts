import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { cliAsync, REPO } from "./spawn.js";

const CORPUS = process.env.DOCSGATE_CORPUS ?? path.resolve(REPO, "../shared/corpus");
/** The two real projects a build once doubled the findings of, when a check then read the site it wrote. */
const PROJECTS = ["getlago__lago-doc", "0xRaduan__summate-docs"].filter((name) => existsSync(path.join(CORPUS, name)));

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(PROJECTS.length === 0)("a site built inside a real project of ../shared/corpus", () => {
  test.each(PROJECTS)(
    "%s: a check after `docsgate build` reports what the check alone reports",
    async (name) => {
      const temp = mkdtempSync(path.join(tmpdir(), "docsgate-built-site-corpus-"));
      temps.push(temp);
      // A copy: the build writes into the project, as a user's `docsgate build` in the docs folder does.
      const root = path.join(temp, name);
      cpSync(path.join(CORPUS, name), root, { recursive: true });
      const check = async () => {
        const run = await cliAsync(["check", root, "--format", "json", "--no-cache"]);
        expect([0, 1], run.stderr).toContain(run.status);
        return JSON.parse(run.stdout) as { summary: object; diagnostics: object[] };
      };
      const alone = await check();
      const built = await cliAsync(["build", root, "--out", path.join(root, "_site"), "--format", "json"]);
      expect([0, 1], built.stderr).toContain(built.status);
      expect(existsSync(path.join(root, "_site", "index.html")), built.stderr).toBe(true);
      const after = await check();
      expect(after.summary).toEqual(alone.summary);
      expect(after.diagnostics).toEqual(alone.diagnostics);
    },
    300_000,
  );
});
