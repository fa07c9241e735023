#!/usr/bin/env node
// Renders the README's pictures of the site docsgate builds (docs/screenshots/site-*.png): the
// bundled example (examples/starter), and a project whose home page is `mode: "custom"` drawn by
// components it defines with Tailwind classes (__tests__/fixtures/custom-components), each built
// with dist/, served on 127.0.0.1 by `docsgate serve`, and photographed in headless Chromium, in
// light and dark mode, on a wide and a phone screen.
//
// Run (dist/ as built; Node 24 comes from node_modules/.bin):
//
//   npm exec -- node scripts/site-screenshots.mjs
//
// Needs Chromium at /usr/bin/chromium (or set DOCSGATE_CHROMIUM). Works offline.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(repoRoot, "docs/screenshots");
const CHROMIUM = process.env.DOCSGATE_CHROMIUM ?? "/usr/bin/chromium";
const CLI = path.join(repoRoot, "dist/cli.js");

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/**
 * Each picture: the file it is saved as, the page, the colour scheme, the screen, and what to do
 * before the photograph (open a menu, type a search) so the picture shows that part working.
 */
const STARTER = "examples/starter";
const CUSTOM = "__tests__/fixtures/custom-components";

const customShots = [
  ["custom-home", ""],
  ["custom-components", "install/"],
].flatMap(([name, pagePath]) =>
  [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ].flatMap(([screen, viewport]) =>
    ["light", "dark"].map((scheme) => ({
      project: CUSTOM,
      file: `site-${name}-${screen}-${scheme}.png`,
      path: pagePath,
      scheme,
      viewport,
    })),
  ),
);

const SHOTS = [
  { file: "starter-light.png", path: "introduction/", scheme: "light", viewport: DESKTOP },
  { file: "starter-dark.png", path: "introduction/", scheme: "dark", viewport: DESKTOP },
  { file: "site-components.png", path: "guides/project-layout/", scheme: "light", viewport: DESKTOP },
  {
    file: "site-diagrams.png",
    path: "guides/alerts/heat-index/",
    scheme: "dark",
    viewport: DESKTOP,
    async act(page) {
      await page.locator('.mermaid-diagram[data-state="drawn"]').waitFor();
      await page.locator(".mermaid-diagram").first().scrollIntoViewIfNeeded();
    },
  },
  { file: "site-api.png", path: "api-reference/update-subscription/", scheme: "dark", viewport: DESKTOP },
  {
    file: "site-search.png",
    path: "quickstart/",
    scheme: "light",
    viewport: DESKTOP,
    async act(page) {
      await page.keyboard.press("Control+k");
      await page.keyboard.type("alert");
      await page.locator(".search-results li .search-result-snippet").first().waitFor();
    },
  },
  { file: "site-phone.png", path: "quickstart/", scheme: "light", viewport: PHONE },
  {
    file: "site-phone-menu.png",
    path: "quickstart/",
    scheme: "dark",
    viewport: PHONE,
    async act(page) {
      await page.getByRole("button", { name: "Open navigation" }).click();
      await page.locator(".drawer-links").waitFor({ state: "visible" });
      await page.waitForTimeout(300);
    },
  },
  ...customShots,
];

function run(args) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });
  if (result.status !== 0 && result.status !== 1) throw new Error(`docsgate ${args[0]} failed:\n${result.stderr}`);
}

/** `docsgate serve` on a free port; resolves with its address once it listens. */
function serve(siteDir) {
  const child = spawn(process.execPath, [CLI, "serve", siteDir, "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(output)?.[0];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`docsgate serve exited (${code}): ${output}`)));
  });
}

const temp = mkdtempSync(path.join(tmpdir(), "docsgate-shots-"));
const servers = new Map();
for (const [index, project] of [STARTER, CUSTOM].entries()) {
  const siteDir = path.join(temp, `site-${index}`);
  run(["build", path.join(repoRoot, project), "--out", siteDir, "--no-links"]);
  servers.set(project, await serve(siteDir));
}
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const shot of SHOTS) {
    const server = servers.get(shot.project ?? STARTER);
    const context = await browser.newContext({ viewport: shot.viewport, colorScheme: shot.scheme });
    // The starter's docs.json picks light by default: the reader's own choice (stored by the toggle) overrides it.
    await context.addInitScript((scheme) => localStorage.setItem("docsgate-theme", scheme), shot.scheme);
    const page = await context.newPage();
    await page.goto(new URL(shot.path, server.url).href, { waitUntil: "networkidle" });
    await shot.act?.(page);
    await page.screenshot({ path: path.join(OUT, shot.file) });
    await context.close();
    console.log(`wrote docs/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  for (const server of servers.values()) server.stop();
  rmSync(temp, { recursive: true, force: true });
}
