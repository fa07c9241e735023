import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { docsJson, page, tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { runActionIn } from "./action-run.js";
import { CLI, cliAsync, FIXTURES, parseOutputs, quietEnv, REPO, runNode } from "./spawn.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "docsgate-build-e2e-"));
  temps.push(dir);
  return dir;
}

const cli = (args: string[], env: Record<string, string> = {}) => runNode(CLI, args, quietEnv(env));
const SMALL_PAGES = ["index", "guides/setup"];

/** Two pages; `config` is the docs.json text, a v2 one unless a test needs keys of the legacy layout. */
function smallProject(
  extra: Record<string, string> = {},
  config = v2DocsJson(SMALL_PAGES),
  configName: "docs.json" | "mint.json" = "docs.json",
): string {
  return tempProject({
    [configName]: config,
    "index.mdx": page("Home"),
    "guides/setup.mdx":
      "---\ntitle: Set up alerts\ndescription: Connect your first alert channel in a few steps.\n---\n\nConnect the anemometer to your channel.\n",
    ...extra,
  });
}

/**
 * The small project with the legacy layout's own keys (`feedback`, `topbarCtaButton`), in mint.json: Mintlify refuses
 * that layout under the name docs.json (config/legacy-shape).
 */
function legacyProject(keys: Record<string, unknown>): string {
  const config = docsJson(SMALL_PAGES, { favicon: "/favicon.svg", colors: { primary: "#0D9373" }, ...keys });
  return smallProject({ "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>\n' }, config, "mint.json");
}

describe("docsgate build", () => {
  test("checks, builds, crawls, and says so in two lines after the report, above the verdict", () => {
    const root = smallProject();
    const out = path.join(tempDir(), "site");
    const run = cli(["build", root, "--out", out]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `Built 2 pages into ${out}/ (0 warnings)\nChecked the links of 3 pages (7 targets): none broken\n\ndocsgate: passed, no problems in ${path.relative(REPO, root)}\n`,
    );
    for (const file of [
      "index.html",
      "guides/setup/index.html",
      "404.html",
      "sitemap.xml",
      "llms.txt",
      "_docsgate/search.json",
      "_docsgate/client.js",
      "_docsgate/theme.css",
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
  });

  test("the output folder defaults to _site in the working folder, named by its relative path", () => {
    const cwd = tempDir();
    const run = spawnSync(process.execPath, [CLI, "build", smallProject()], { cwd, env: quietEnv(), encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Built 2 pages into _site/ (0 warnings)\n");
    expect(existsSync(path.join(cwd, "_site", "guides", "setup", "index.html"))).toBe(true);
  });

  test("the exit status follows the check and --fail-on; the site is built either way", () => {
    const out = path.join(tempDir(), "site");
    const failing = cli(["build", path.join(FIXTURES, "broken-nav"), "--out", out]);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain("nav/missing-page");
    expect(failing.stdout).toMatch(/Built \d+ pages? into /);
    expect(existsSync(path.join(out, "index.html"))).toBe(true);
    expect(cli(["build", path.join(FIXTURES, "broken-nav"), "--out", out, "--fail-on", "never"]).status).toBe(0);
  });

  test("--format json: the report alone on stdout, the summary line on stderr", () => {
    const out = path.join(tempDir(), "site");
    const run = cli(["build", smallProject(), "--out", out, "--format", "json"]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ version: 1, summary: { errors: 0 } });
    expect(run.stderr).toMatch(
      /^Built 2 pages into .*\(0 warnings\)\nChecked the links of 3 pages \(7 targets\): none broken\n$/,
    );
  });

  test("--base-path and --site-url reach the pages, the sitemap and llms.txt", () => {
    const out = path.join(tempDir(), "site");
    expect(
      cli(["build", smallProject(), "--out", out, "--base-path", "docs/", "--site-url", "https://acme.dev"]).status,
    ).toBe(0);
    expect(readFileSync(path.join(out, "sitemap.xml"), "utf8")).toContain(
      "<loc>https://acme.dev/docs/guides/setup/</loc>",
    );
    expect(readFileSync(path.join(out, "llms.txt"), "utf8")).toContain("(https://acme.dev/docs/guides/setup/)");
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toContain('href="/docs/_docsgate/theme.css"');
  });

  test("--help names build and serve with their options", () => {
    const help = cli(["--help"]).stdout;
    for (const text of [
      "build [root]",
      "serve [dir]",
      "--out <dir>",
      "--base-path <path>",
      "--site-url <url>",
      "--port <number>",
      "the GitHub button's star count",
    ])
      expect(help).toContain(text);
  });

  test("usage errors exit 2 and write nothing", () => {
    const root = smallProject();
    const foreign = tempDir();
    writeFileSync(path.join(foreign, "keep.txt"), "mine");
    const cases: [string[], RegExp][] = [
      [["build", root, "--out", root], /is the docs folder or holds it/],
      [["build", root, "--out", path.dirname(root)], /is the docs folder or holds it/],
      [["build", root, "--out", foreign], /holds files that docsgate did not write/],
      [["build", root, "--out", path.join(tempDir(), "s"), "--base-path", "/a b"], /--base-path must be a URL path/],
      [
        ["build", root, "--out", path.join(tempDir(), "s"), "--site-url", "acme.dev"],
        /--site-url must be an http\(s\) address/,
      ],
      [["build", root, "--port", "3000"], /--port applies to `serve` only/],
      [["build", root, "--fix"], /--fix applies to `check` only/],
      [["check", root, "--out", "x"], /--out applies to `build` only/],
    ];
    for (const [args, message] of cases) {
      const run = cli(args);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    expect(readFileSync(path.join(foreign, "keep.txt"), "utf8")).toBe("mine");
    expect(readdirSync(foreign)).toEqual(["keep.txt"]);
  });

  test("an output folder inside the docs folder is not read as docs", () => {
    const root = smallProject();
    const out = path.join(root, "_site");
    // An earlier build's folder with a page-like file: scanned as docs, it would be a page without front matter.
    mkdirSync(path.join(out, "_docsgate"), { recursive: true });
    writeFileSync(path.join(out, "_docsgate", "docsgate-build.txt"), "earlier build");
    writeFileSync(path.join(out, "stray.mdx"), "# No front matter\n");
    const run = cli(["build", root, "--out", out, "--format", "json"]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).diagnostics).toEqual([]);
    expect(existsSync(path.join(out, "stray.mdx"))).toBe(false);
    expect(cli(["build", root, "--out", out]).status).toBe(0);
  });

  test("a site built inside the docs folder, under any name, is never read as docs by a later check or build", () => {
    // A page without a description: one warning and its notice, which the built site's copies of it would repeat.
    const root = smallProject({ "index.mdx": "---\ntitle: Home\n---\n\nWelcome.\n" });
    const report = (args: string[]) => {
      const run = cli([...args, "--format", "json"]);
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(run.stdout) as { summary: object; diagnostics: object[] };
    };
    const alone = report(["check", root]);
    expect(alone.summary).toEqual({ errors: 0, warnings: 1, notices: 0 });
    const built = report(["build", root, "--out", path.join(root, "_site")]);
    for (const out of ["_site", "public/preview", "_site"]) {
      expect(report(["build", root, "--out", path.join(root, out)]).diagnostics).toEqual(built.diagnostics);
      expect(existsSync(path.join(root, out, "index.md"))).toBe(true);
      expect(report(["check", root])).toEqual(alone);
      expect(report(["check", root, "--links"]).summary).toEqual(alone.summary);
    }
  });

  test("a site the file system refuses (a generated page named past 255 bytes): the reason on stderr, the report still printed, exit 2", () => {
    const spec = `openapi: 3.1.0\ninfo:\n  title: Long\n  version: "1"\npaths:\n  /ping:\n    get:\n      summary: ${"Ping ".repeat(60)}\n      responses:\n        "200":\n          description: Pong.\n`;
    const root = smallProject({
      "openapi.yaml": spec,
      "docs.json": JSON.stringify({
        ...JSON.parse(v2DocsJson(SMALL_PAGES)),
        navigation: {
          groups: [
            { group: "Start", pages: SMALL_PAGES },
            { group: "API", openapi: "openapi.yaml" },
          ],
        },
      }),
    });
    for (const format of ["json", "console"]) {
      const run = cli(["build", root, "--out", path.join(tempDir(), "site"), "--format", format]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(
        /^docsgate: Could not write the site: ENAMETOOLONG: name too long, mkdir '.*ping-ping/,
      );
      if (format === "json")
        expect(JSON.parse(run.stdout).diagnostics.map((d: { ruleId: string }) => d.ruleId)).toContain(
          "openapi/info-license",
        );
      else expect(run.stdout).toMatch(/docsgate: (passed|failed)/);
    }
  });

  test("an image through a symlink out of the root: reported where it is written, and not copied", () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, "secret.png"), "secret bytes");
    const root = smallProject({
      "guides/setup.mdx":
        "---\ntitle: Set up alerts\ndescription: Connect your first alert channel in a few steps.\n---\n\n![Wiring](/images/wiring.png)\n",
    });
    mkdirSync(path.join(root, "images"));
    symlinkSync(path.join(outside, "secret.png"), path.join(root, "images", "wiring.png"));
    const out = path.join(tempDir(), "site");
    const run = cli(["build", root, "--out", out, "--format", "json", "--fail-on", "never"]);
    const diagnostics = JSON.parse(run.stdout).diagnostics as {
      ruleId: string;
      file: string;
      line: number;
      message: string;
    }[];
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        ruleId: "page/missing-asset",
        file: "guides/setup.mdx",
        line: 6,
        message: expect.stringContaining("symbolic link"),
      }),
    );
    expect(existsSync(path.join(out, "images", "wiring.png"))).toBe(false);
    const written = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const entry of written)
      expect(readFileSync(path.join(entry.parentPath, entry.name)).includes("secret bytes"), entry.name).toBe(false);
  });
});

describe("API endpoint pages", () => {
  test("pages naming an operation get the spec's reference and a playground; the legacy api: page its ParamFields'; no credential anywhere", () => {
    const out = path.join(tempDir(), "site");
    const run = cli(["build", path.join(FIXTURES, "api-site"), "--out", out]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const html = (page: string) => readFileSync(path.join(out, "stations", page, "index.html"), "utf8");
    const readings = html("list-readings");
    for (const part of [
      "data-playground",
      'id="api-authorization"',
      'id="api-path-parameters"',
      'id="api-query-parameters"',
      'id="api-responses"',
      "wind readings, newest first.",
      'class="api-examples"',
      "Bearer &#x3C;API_KEY>",
    ]) {
      expect(readings).toContain(part);
    }
    const create = html("create-station");
    expect(create).toContain('id="api-body"');
    expect(create).toContain("Harbour mast");
    // allOf merged (NewStation's fields and Station's id), oneOf kept.
    expect(create).toMatch(/id="api-responses"[\s\S]*field-name">id<[\s\S]*field-name">name</);
    expect(create).toContain("<p>One of:</p>");
    const alert = html("raise-alert");
    expect(alert).toContain('"path":"/v1/stations/{stationId}/alerts"');
    expect(alert).not.toContain('id="api-responses"');
    // The spec's description is searchable; a ParamField's badges do not run into its name.
    const index = readFileSync(path.join(out, "_docsgate", "search-full.json"), "utf8");
    expect(index).toContain('["newest",');
    expect(index).toContain('["level",');
    expect(index).not.toContain("levelbody");
  });
});

describe("feedback links", () => {
  test("in Actions: the job's repository, the pull request's branch and the docs folder's path", () => {
    const root = legacyProject({ feedback: { suggestEdit: true, raiseIssue: true } });
    const out = path.join(tempDir(), "site");
    const env = {
      GITHUB_ACTIONS: "true",
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_REPOSITORY: "acme/widgets",
      GITHUB_HEAD_REF: "fix-typo",
      GITHUB_REF_NAME: "7/merge",
      GITHUB_WORKSPACE: path.dirname(root),
    };
    expect(cli(["build", root, "--out", out], env).status).toBe(0);
    const html = readFileSync(path.join(out, "guides", "setup", "index.html"), "utf8");
    expect(html).toContain(
      `href="https://github.com/acme/widgets/edit/fix-typo/${path.basename(root)}/guides/setup.mdx"`,
    );
    expect(html).toContain("https://github.com/acme/widgets/issues/new?");
  });

  test("no repository known: no feedback links", () => {
    const out = path.join(tempDir(), "site");
    expect(
      cli(["build", legacyProject({ feedback: { suggestEdit: true, raiseIssue: true } }), "--out", out]).status,
    ).toBe(0);
    expect(readFileSync(path.join(out, "guides", "setup", "index.html"), "utf8")).not.toContain("/edit/");
  });
});

describe("the GitHub button's star count", () => {
  let server: http.Server;
  let api: string;
  let requests = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests++;
      response
        .writeHead(request.url === "/repos/acme/widgets" ? 200 : 404, { "content-type": "application/json" })
        .end('{"stargazers_count": 4321}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = { topbarCtaButton: { type: "github", url: "https://github.com/acme/widgets" } };

  test("with --fetch-remote, asked of GITHUB_API_URL and shown", async () => {
    const out = path.join(tempDir(), "site");
    const run = await cliAsync(["build", legacyProject(config), "--out", out, "--fetch-remote"], {
      GITHUB_API_URL: api,
    });
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).toContain('aria-label="4321 stars"');
  });

  test("without --fetch-remote nothing is asked, and the button is a plain repository link", async () => {
    const before = requests;
    const out = path.join(tempDir(), "site");
    const run = await cliAsync(["build", legacyProject(config), "--out", out], {
      GITHUB_API_URL: api,
    });
    expect(run.status).toBe(0);
    expect(requests).toBe(before);
    const html = readFileSync(path.join(out, "index.html"), "utf8");
    expect(html).toContain('href="https://github.com/acme/widgets"');
    expect(html).not.toContain("stars");
  });

  test("an unreachable API: built all the same, without the count", () => {
    const out = path.join(tempDir(), "site");
    const run = cli(["build", legacyProject(config), "--out", out, "--fetch-remote"], {
      GITHUB_API_URL: "http://127.0.0.1:9",
    });
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(out, "index.html"), "utf8")).not.toContain("stars");
  });
});

describe("docsgate serve", () => {
  test("serves a built site on 127.0.0.1 under its base path until stopped", async () => {
    const out = path.join(tempDir(), "site");
    expect(cli(["build", smallProject(), "--out", out, "--base-path", "/docs"]).status).toBe(0);
    const child = spawn(process.execPath, [CLI, "serve", out, "--port", "0", "--base-path", "/docs"], {
      cwd: REPO,
      env: quietEnv(),
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let stdout = "";
        child.stdout.on("data", (chunk) => {
          stdout += chunk;
          const match = /at (http:\/\/127\.0\.0\.1:\d+\/docs\/)/.exec(stdout);
          if (match) resolve(match[1]!);
        });
        child.on("exit", (code) => reject(new Error(`serve exited with ${code}`)));
      });
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("</html>");
      expect((await fetch(`${url}guides/setup/`)).status).toBe(200);
      const missing = await fetch(`${url}nowhere/`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toBe("text/html; charset=utf-8");
    } finally {
      child.kill();
    }
  });

  test("a missing folder or a bad port is a usage error", () => {
    expect(cli(["serve", path.join(tempDir(), "none")])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/does not exist or is not a folder/),
    });
    expect(cli(["serve", tempDir(), "--port", "http"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/--port must be a number/),
    });
    expect(cli(["serve", tempDir(), "--fail-on", "error"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/--fail-on applies to `check` and `build` only\./),
    });
  });
});

describe("the action's build input", () => {
  function runAction(inputs: Record<string, string>, event: string) {
    const workspace = tempDir();
    const project = smallProject();
    for (const file of ["docs.json", "index.mdx", "guides/setup.mdx"]) {
      mkdirSync(path.dirname(path.join(workspace, "docs", file)), { recursive: true });
      writeFileSync(path.join(workspace, "docs", file), readFileSync(path.join(project, file)));
    }
    return runActionIn(workspace, tempDir(), { root: "docs", ...inputs }, event, temps);
  }

  test.each([
    [{}, "pull_request", true],
    [{}, "pull_request_target", true],
    [{}, "push", false],
    [{ build: "true" }, "push", true],
    [{ build: "false" }, "pull_request", false],
  ] as const)("%j on %s: built %s", (inputs, event, built) => {
    const run = runAction(inputs, event);
    expect(run.status, run.stdout).toBe(0);
    if (built) {
      expect(run.siteDir).toBe(path.join(run.workspace, "_site"));
      expect(existsSync(path.join(run.workspace, "_site", "guides", "setup", "index.html"))).toBe(true);
      expect(run.stdout).toContain("Built 2 pages into _site.");
    } else {
      expect(run.siteDir).toBeUndefined();
      expect(existsSync(path.join(run.workspace, "_site"))).toBe(false);
    }
  });

  test("site-dir, base-path and site-url inputs", () => {
    const run = runAction(
      { build: "true", "site-dir": "public/docs", "base-path": "/docs", "site-url": "https://acme.dev" },
      "push",
    );
    expect(run.status).toBe(0);
    expect(run.siteDir).toBe(path.join(run.workspace, "public", "docs"));
    expect(readFileSync(path.join(run.siteDir!, "sitemap.xml"), "utf8")).toContain("<loc>https://acme.dev/docs/</loc>");
  });

  test("a site the action built inside the docs root is not read as docs by the next run", () => {
    // The docs at the repository's root, so the site-dir lies inside them; a page without a description: one warning.
    const workspace = smallProject({ "index.mdx": "---\ntitle: Home\n---\n\nWelcome.\n" });
    const totals = (inputs: Record<string, string>) => {
      const run = runActionIn(workspace, tempDir(), { root: ".", build: "true", ...inputs }, "push", temps);
      expect(run.status, run.stdout).toBe(0);
      const outputs = parseOutputs(readFileSync(`${workspace}-output.txt`, "utf8"));
      return [outputs.errors, outputs.warnings, outputs.notices];
    };
    expect(totals({})).toEqual(["0", "1", "0"]);
    expect(totals({})).toEqual(["0", "1", "0"]);
    expect(totals({ "site-dir": "public/preview" })).toEqual(["0", "1", "0"]);
    expect(existsSync(path.join(workspace, "_site", "index.md"))).toBe(true);
    expect(totals({ "site-dir": "public/preview" })).toEqual(["0", "1", "0"]);
  });

  test("a bad build input or a site-dir that is not docsgate's fails the step with a clear message", () => {
    const bad = runAction({ build: "yes" }, "push");
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('::error::The build input must be auto, true or false; got "yes".');
    const root = runAction({ build: "true", "site-dir": "docs" }, "push");
    expect(root.status).toBe(1);
    expect(root.stdout).toMatch(/::error::The site-dir input: The output folder .* is the docs folder or holds it/);
  });
});
