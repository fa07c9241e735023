import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { quietEnv, REPO } from "./spawn.js";

// What a user does: `npm pack` (as `npm publish` would), then `npm install ./docsgate-*.tgz` into an
// empty folder with no network, then the installed `docsgate` on the oldest and newest Node it supports.

/** The Node 24 of the `node` devDependency, and the Node 22 of `__tests__/node22` (see its package.json). */
const NODES = {
  24: path.join(REPO, "node_modules", "node", "bin", "node"),
  22: path.join(REPO, "node_modules", "node22", "node_modules", "node", "bin", "node"),
};

/** The schemas the README points editors at. */
const SCHEMAS = [
  "src/config/docs.schema.json",
  "src/config/docs-v2.schema.json",
  "src/settings/docsgate.config.schema.json",
];

/** Everything the package may hold: the bundle with its site assets, the schemas, the rule pages and the notices. */
const SHIPPED = (file: string) =>
  file.startsWith("dist/") ||
  (file.startsWith("rules/") && file.endsWith(".md")) ||
  SCHEMAS.includes(file) ||
  ["package.json", "README.md", "LICENSE"].includes(file);

const work = mkdtempSync(path.join(os.tmpdir(), "docsgate-packed-"));
let tarball = "";

/** The environment of a user's shell whose `node` is `node`: no npm script's settings, and npm's cache a fresh one. */
function userEnv(node: string): NodeJS.ProcessEnv {
  const env = quietEnv();
  for (const key of Object.keys(env)) if (/^npm_/i.test(key)) delete env[key];
  return {
    ...env,
    PATH: `${path.dirname(node)}${path.delimiter}${env.PATH ?? ""}`,
    // Empty, so an install that needed anything from the registry fails under --offline.
    npm_config_cache: path.join(work, "npm-cache"),
  };
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const { status, stdout, stderr, error } = spawnSync(command, args, { cwd, env, encoding: "utf8" });
  if (error) throw error;
  return { status, stdout, stderr };
}

beforeAll(() => {
  const pack = run("npm", ["pack", "--pack-destination", work], REPO, userEnv(NODES[24]));
  expect(pack.status, pack.stderr).toBe(0);
  tarball = path.join(work, pack.stdout.trim().split("\n").at(-1)!);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the npm package", () => {
  test("holds the bundle, its site assets, the schemas, the rule pages, the README and the license, and nothing else", () => {
    const listing = run("tar", ["-tzf", tarball], work, quietEnv());
    expect(listing.status).toBe(0);
    const files = listing.stdout
      .split("\n")
      .filter(Boolean)
      .map((entry) => entry.replace(/^package\//, ""));
    const rulePages = readdirSync(path.join(REPO, "rules"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".md"))
      .map((file) => `rules/${file.split(path.sep).join("/")}`);
    const distFiles = readdirSync(path.join(REPO, "dist"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(REPO, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    expect(files).toEqual(
      expect.arrayContaining([...distFiles, ...SCHEMAS, ...rulePages, "README.md", "LICENSE", "package.json"]),
    );
    expect(files).toContain("dist/site/client.js");
    expect(files.filter((file) => !SHIPPED(file))).toEqual([]);
  });

  test("needs no package at run time: installing it adds docsgate alone", () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8"));
    expect(manifest.dependencies ?? {}).toEqual({});
  });
});

describe.each([24, 22] as const)("installed from the tarball on Node %i", (major) => {
  const node = NODES[major];
  const app = path.join(work, `node${major}`);
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    if (!existsSync(node)) throw new Error(`${node} is missing: npm ci installs it`);
    env = userEnv(node);
    cpSync(path.join(REPO, "examples", "starter"), path.join(app, "docs"), { recursive: true });
    writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "user-docs", private: true }));
    const install = run("npm", ["install", tarball, "--offline", "--no-audit", "--no-fund"], app, env);
    expect(install.status, install.stderr).toBe(0);
  });

  test(`the shell's node is Node ${major}, and the install holds docsgate alone`, () => {
    expect(run("node", ["--version"], app, env).stdout).toMatch(new RegExp(`^v${major}\\.`));
    expect(readdirSync(path.join(app, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["docsgate"]);
  });

  test("docsgate check: a clean project passes, a broken one fails with its errors", () => {
    expect(run("node_modules/.bin/docsgate", ["check", "docs"], app, env)).toEqual({
      status: 0,
      stdout: "docsgate: passed, no problems in docs\n",
      stderr: "",
    });
    writeFileSync(path.join(app, "docs", "docs.json"), "{");
    const broken = run("node_modules/.bin/docsgate", ["check", "docs"], app, env);
    cpSync(path.join(REPO, "examples", "starter", "docs.json"), path.join(app, "docs", "docs.json"));
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain("config/invalid-json");
  });

  test("docsgate build writes the site with its assets", () => {
    const out = path.join(app, "site");
    const build = run("node_modules/.bin/docsgate", ["build", "docs", "--out", out, "--no-links"], app, env);
    expect(build.status, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/^Built \d+ pages into .*\(0 warnings\)\n/);
    expect(readFileSync(path.join(out, "introduction", "index.html"), "utf8")).toContain("<html");
    // Copied from dist/site: the package's assets reached the site.
    expect(readdirSync(path.join(out, "_docsgate"))).toEqual(
      expect.arrayContaining(["client.js", "katex", "search.js"]),
    );
  });
});

test("Node 22's `node` bin leaves node_modules/.bin/node, which the npm scripts run on, to Node 24", () => {
  expect(realpathSync(path.join(REPO, "node_modules", ".bin", "node"))).toBe(realpathSync(NODES[24]));
});
