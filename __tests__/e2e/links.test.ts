import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { git } from "../helpers/git.js";
import { tempProject } from "../helpers/temp-project.js";
import { runActionIn } from "./action-run.js";
import { cliAsync, FIXTURES } from "./spawn.js";

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "docsgate-links-e2e-"));
  temps.push(dir);
  return dir;
}

const FIXTURE = path.join(FIXTURES, "broken-links");
const siteProblems = (stdout: string) =>
  (JSON.parse(stdout) as { diagnostics: { ruleId: string; file: string; line: number }[] }).diagnostics
    .filter((d) => d.ruleId.startsWith("site/broken"))
    .map((d) => `${d.file}:${d.line} ${d.ruleId}`);

describe("docsgate check --links and build", () => {
  test("check --links builds the site in a temporary folder, crawls it, reports at the source line and removes the folder", async () => {
    const run = await cliAsync(["check", FIXTURE, "--links", "--base-path", "/docs", "--format", "json"]);
    expect(run.status, run.stderr).toBe(1);
    expect(siteProblems(run.stdout)).toEqual([
      "openapi.yaml:16 site/broken-link",
      "snippets/more-cards.mdx:1 site/broken-link",
    ]);
    expect(run.stderr).toBe(
      "Checked the links of 5 pages (18 targets): 6 broken links, reported at their lines (4 by the check already)\n",
    );
  });

  test("build crawls by default, and ends with what it built, every broken link the crawl found, and the verdict; --no-links builds without the crawl", async () => {
    const out = path.join(tempDir(), "site");
    const crawled = await cliAsync(["build", FIXTURE, "--out", out]);
    expect(crawled.stdout).toContain("snippets/more-cards.mdx\n  1:22  error    Broken link `alerts`");
    // The snippet's broken link, which only the crawl finds, and the four the check's rules report above; the sixth
    // error is config/legacy-shape's (the fixture's docs.json is in the legacy layout).
    const ending =
      /\n\nBuilt 4 pages into .*\nChecked the links of 5 pages \(18 targets\): 5 broken links, reported at their lines \(4 by the check already\)\n\ndocsgate: failed, 6 errors in \S+\n$/;
    expect(crawled.stdout).toMatch(ending);
    expect(crawled.stdout.indexOf("Broken link `alerts`")).toBeLessThan(crawled.stdout.search(ending));
    const plain = await cliAsync(["build", FIXTURE, "--out", out, "--no-links", "--format", "json"]);
    expect(siteProblems(plain.stdout)).toEqual([]);
    expect(plain.stderr).not.toContain("Checked");
  });

  test("a build's report is its check's report and the site's own findings (site/...)", async () => {
    const diagnostics = (stdout: string) =>
      (JSON.parse(stdout) as { diagnostics: { ruleId: string }[] }).diagnostics.map((d) => ({
        site: d.ruleId.startsWith("site/"),
        text: JSON.stringify(d),
      }));
    const [checked, built] = await Promise.all([
      cliAsync(["check", FIXTURE, "--format", "json"]),
      cliAsync(["build", FIXTURE, "--out", path.join(tempDir(), "site"), "--format", "json"]),
    ]);
    const fromCheck = diagnostics(checked.stdout);
    const fromBuild = diagnostics(built.stdout);
    expect(fromBuild.some((d) => d.site)).toBe(true);
    expect(fromCheck.some((d) => d.site)).toBe(false);
    expect(fromBuild.filter((d) => !d.site).map((d) => d.text)).toEqual(fromCheck.map((d) => d.text));
  });

  test("link options where they do not apply are usage errors", async () => {
    expect(await cliAsync(["check", FIXTURE, "--external"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/--external applies to `check --links` and `build` only\./),
    });
    expect(await cliAsync(["check", FIXTURE, "--no-links"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/--no-links applies to `build` only\./),
    });
    expect(await cliAsync(["build", FIXTURE, "--links"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/--links applies to `check` only\./),
    });
    expect(await cliAsync(["build", FIXTURE, "--no-links", "--external"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/do not go with --no-links/),
    });
    expect(await cliAsync(["check", FIXTURE, "--links", "--link-cache", "x.json"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/--link-cache holds the results of --external/),
    });
  });
});

describe("--external against a server on 127.0.0.1", () => {
  let origin = "";
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const status = request.url === "/gone" ? 404 : request.url === "/private" ? 403 : 200;
    response.writeHead(status, { "content-type": "text/html" });
    response.end("<!doctype html><title>x</title>");
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("reports broken http links at their line with the severity the settings give each status, and caches those found OK", async () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify({ name: "Gale", navigation: [{ group: "Start", pages: ["index"] }] }, null, 2)}\n`,
      "index.mdx": `---\ntitle: Home\ndescription: Read wind data from your stations.\n---\n\nSee [the archive](${origin}/gone), [the team](${origin}/private) and [the news](${origin}/news).\n`,
      "docsgate.config.json": `${JSON.stringify({ rules: { "site/broken-external-link": "warning" }, links: { external: { severity: { "403": "error" }, retries: 0 } } })}\n`,
    });
    const cache = path.join(tempDir(), "cache", "links.json");
    const first = await cliAsync([
      "check",
      root,
      "--links",
      "--external",
      "--allow-private-addresses",
      "--link-cache",
      cache,
      "--format",
      "json",
    ]);
    const problems = (
      JSON.parse(first.stdout) as { diagnostics: { ruleId: string; severity: string; line: number; message: string }[] }
    ).diagnostics.filter((d) => d.ruleId === "site/broken-external-link");
    expect(problems.map((d) => `${d.line} ${d.severity} ${d.message}`)).toEqual([
      // The rule's severity from the settings, and the map's for the status it names.
      `6 warning Broken link \`${origin}/gone\`: HTTP 404.`,
      `6 error Broken link \`${origin}/private\`: HTTP 403.`,
    ]);
    expect(first.status).toBe(1);
    expect(Object.keys((JSON.parse(readFileSync(cache, "utf8")) as { checked: object }).checked)).toEqual([
      `${origin}/news`,
    ]);
    requests.length = 0;
    await cliAsync([
      "check",
      root,
      "--links",
      "--external",
      "--allow-private-addresses",
      "--link-cache",
      cache,
      "--format",
      "json",
    ]);
    expect(requests.filter((request) => request.endsWith("/news"))).toEqual([]);
    expect(requests.some((request) => request.endsWith("/gone"))).toBe(true);
  });

  test("a link cache the repository holds is not believed: a broken link it marks OK is reported", async () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify({ name: "Gale", navigation: [{ group: "Start", pages: ["index"] }] }, null, 2)}\n`,
      "index.mdx": `---\ntitle: Home\ndescription: Read wind data from your stations.\n---\n\nSee [the archive](${origin}/gone).\n`,
      // A pull request's own: its broken link "found OK" a minute ago.
      "links.json": `${JSON.stringify({ version: 1, checked: { [`${origin}/gone`]: { status: 200, checkedAt: new Date(Date.now() - 60_000).toISOString() } } })}\n`,
    });
    git(root, "init", "-q");
    git(root, "add", ".");
    git(root, "commit", "-qm", "docs");
    const cache = path.join(root, "links.json");
    const run = await cliAsync([
      "check",
      root,
      "--links",
      "--external",
      "--allow-private-addresses",
      "--link-cache",
      cache,
      "--format",
      "compact",
    ]);
    expect(run.stdout).toContain(`Broken link \`${origin}/gone\`: HTTP 404.`);
    expect(run.stderr.split("\n")[0]).toBe(
      `docsgate: The link cache ${cache} is a file of the repository (git tracks it), which a pull request can write, so docsgate does not use it and checks every external link. Keep the file out of the repository (add it to .gitignore) and between runs with actions/cache.`,
    );
    expect(run.status).toBe(1);
  });
});

describe("the action's links inputs", () => {
  function runAction(inputs: Record<string, string>, event = "push") {
    const workspace = tempDir();
    cpSync(FIXTURE, path.join(workspace, "docs"), { recursive: true });
    return runActionIn(workspace, tempDir(), { root: "docs", ...inputs }, event, temps);
  }

  test("links: auto crawls the site a pull request builds, and annotates each broken link at its source line", () => {
    const run = runAction({}, "pull_request");
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/::error title=site\/broken-link,file=docs\/snippets\/more-cards\.mdx,line=1,/);
    // After the report, just above the verdict, as the CLI prints it.
    expect(run.stdout).toMatch(
      /\n\nBuilt 4 pages into _site\.\nChecked the links of 5 pages \(18 targets\): 5 broken links, reported at their lines \(4 by the check already\)\.\n\ndocsgate: failed, 6 errors/,
    );
  });

  test("links: true crawls a site built in a temporary folder when the site is not built; links: false never crawls", () => {
    const crawled = runAction({ links: "true", "base-path": "/docs" });
    expect(crawled.stdout).toMatch(/::error title=site\/broken-link,file=docs\/openapi\.yaml,line=16,/);
    expect(crawled.siteDir).toBeUndefined();
    expect(existsSync(path.join(crawled.workspace, "_site"))).toBe(false);
    const off = runAction({ build: "true", links: "false" });
    expect(off.stdout).not.toContain("site/broken-link");
    expect(off.siteDir).toBe(path.join(off.workspace, "_site"));
  });

  test("bad links inputs fail the step with a clear message", () => {
    expect(runAction({ links: "yes" }).stdout).toContain(
      '::error::The links input must be auto, true or false; got "yes".',
    );
    expect(runAction({ "external-links": "true" }).stdout).toContain(
      "::error::The external-links input checks the links the crawl finds; set links to true (or build the site) as well.",
    );
  });
});
