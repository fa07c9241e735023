import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { page, tempProject } from "../helpers/temp-project.js";
import { quietEnv, REPO, runNode } from "./spawn.js";

/*
 * `docsgate upgrade` run as a command. dist/ is rebuilt only when a change is merged, so the CLI
 * is bundled here from src/ with the build's own options (as the OpenAPI worker is for the tests).
 */
let bundleDir: string;
let cliScript: string;
beforeAll(async () => {
  bundleDir = mkdtempSync(path.join(tmpdir(), "docsgate-cli-"));
  const { buildOptions } = await import(pathToFileURL(path.join(REPO, "scripts", "build.mjs")).href);
  await esbuild.build({ ...buildOptions(bundleDir), entryPoints: { cli: "src/cli.ts" } });
  cliScript = path.join(bundleDir, "cli.js");
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

const cli = (...args: string[]) => runNode(cliScript, args);

const MINT_JSON = `{
  "name": "Acme",
  "rounded": "sharp",
  "colors": { "primary": "#0D9373" },
  "tabs": [{ "name": "API", "url": "api" }],
  "anchors": [{ "name": "Blog", "url": "https://blog.acme.dev", "icon": "newspaper" }],
  "navigation": [
    { "group": "Start", "pages": ["index", "api/users"] }
  ]
}
`;

const UPGRADED = {
  $schema: "https://mintlify.com/docs.json",
  theme: "mint",
  name: "Acme",
  colors: { primary: "#0D9373" },
  navigation: {
    tabs: [
      { tab: "Documentation", groups: [{ group: "Start", pages: ["index"] }] },
      { tab: "API", groups: [{ group: "Start", pages: ["api/users"] }] },
    ],
    global: { anchors: [{ anchor: "Blog", icon: "newspaper", href: "https://blog.acme.dev" }] },
  },
};

const project = (config: Record<string, string>) =>
  tempProject({ ...config, "index.mdx": page("Home"), "api/users.mdx": page("Users") });

describe("docsgate upgrade", () => {
  test("prints the v2 docs.json of a mint.json, pretty with 2 spaces, and lists what it left out with its line", () => {
    const root = project({ "mint.json": MINT_JSON });
    const run = cli("upgrade", root);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${JSON.stringify(UPGRADED, null, 2)}\n`);
    expect(run.stderr).toBe(
      "mint.json:3:3: `rounded` has no equivalent in the v2 layout; it was left out.\ndocsgate: 1 item of mint.json could not be carried over to the v2 docs.json (listed above).\n" +
        `docsgate: Printed only: run \`docsgate upgrade ${root} --write\` to write it as ${path.join(root, "docs.json")}.\n`,
    );
  });

  test("printed only, it says how to write it; from the docs folder, without the folder", () => {
    const root = project({ "docs.json": MINT_JSON });
    expect(cli("upgrade", root).stderr).toContain(
      `docsgate: Printed only: run \`docsgate upgrade ${root} --write\` to replace the legacy ${path.join(root, "docs.json")} with it.\n`,
    );
    const here = spawnSync(process.execPath, [cliScript, "upgrade"], {
      cwd: project({ "mint.json": MINT_JSON }),
      env: quietEnv(),
      encoding: "utf8",
    });
    expect(here.stderr).toContain("docsgate: Printed only: run `docsgate upgrade --write` to write it as docs.json.\n");
    expect(JSON.parse(here.stdout)).toEqual(UPGRADED);
  });

  test("--write writes docs.json beside mint.json, and then refuses to overwrite it", () => {
    const root = project({ "mint.json": MINT_JSON });
    const first = cli("upgrade", root, "--write");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`Wrote ${path.join(root, "docs.json")} in the v2 layout.`);
    expect(JSON.parse(readFileSync(path.join(root, "docs.json"), "utf8"))).toEqual(UPGRADED);

    writeFileSync(path.join(root, "docs.json"), `${JSON.stringify({ ...UPGRADED, name: "Edited" }, null, 2)}\n`);
    const second = cli("upgrade", root, "--write");
    expect(second.status).toBe(2);
    expect(second.stderr).toContain("already exists in the v2 layout; upgrade never overwrites it.");
    expect(JSON.parse(readFileSync(path.join(root, "docs.json"), "utf8")).name).toBe("Edited");
  });

  test("a legacy-shaped docs.json is the one upgraded, and --write replaces it, saying so", () => {
    const root = project({ "docs.json": MINT_JSON });
    const run = cli("upgrade", root, "--write");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "which was in the legacy layout (Mintlify refuses a legacy docs.json), with the v2 layout.",
    );
    expect(run.stderr).toContain("docs.json:3:3: `rounded`");
    expect(JSON.parse(readFileSync(path.join(root, "docs.json"), "utf8"))).toEqual(UPGRADED);
  });

  test("exit code 2: no legacy config, only a v2 docs.json, invalid JSON, a misplaced option", () => {
    const none = cli("upgrade", project({}));
    expect(none).toMatchObject({ status: 2, stdout: "" });
    expect(none.stderr).toContain("No docs.json or mint.json in");

    const v2 = cli("upgrade", project({ "docs.json": JSON.stringify(UPGRADED) }));
    expect(v2).toMatchObject({ status: 2, stdout: "" });
    expect(v2.stderr).toContain("is already in the v2 layout, and there is no mint.json: nothing to upgrade.");

    const broken = cli("upgrade", project({ "mint.json": '{\n  "name": "Acme",\n}\n' }));
    expect(broken).toMatchObject({ status: 2, stdout: "" });
    expect(broken.stderr).toMatch(/mint\.json:2:17: A trailing comma after the last item is not allowed in JSON\./);

    const misplaced = cli("upgrade", project({ "mint.json": MINT_JSON }), "--format", "json");
    expect(misplaced.status).toBe(2);
    expect(misplaced.stderr).toContain("--format applies to `check`, `build` and `rules` only.");
    expect(cli("check", project({ "mint.json": MINT_JSON }), "--write").stderr).toContain(
      "--write applies to `upgrade` only.",
    );
  });

  test("--help names the command and its option", () => {
    const help = cli("--help").stdout;
    expect(help).toContain("upgrade [root]  Print the v2 docs.json");
    expect(help).toContain("--write                          Write the upgraded docs.json. upgrade only.");
  });
});
