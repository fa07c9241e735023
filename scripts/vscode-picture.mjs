#!/usr/bin/env node
// Renders the VS Code extension's picture, editors/vscode/images/diagnostics.png: docsgate's real diagnostics on a page
// of the fixture __tests__/fixtures/vscode-picture, in Monaco, the editor component VS Code is built on, in headless
// Chromium. VS Code itself needs a display; Monaco draws the same squiggles, overview ruler and hovers from
// the same code. The diagnostics are what `node dist/cli.js check <fixture> --format json` reports, passed to Monaco
// as markers the way the language server passes them to VS Code: the rule id as the code, linked to its page.
//
// Run after `npm run build` (Node 24 comes from node_modules/.bin):
//
//   npm exec -- node scripts/vscode-picture.mjs
//
// Monaco (about 100 MB) is no devDependency for one picture: the first run installs the version pinned here into
// node_modules/.cache/docsgate/monaco. Needs Chromium at /usr/bin/chromium (or DOCSGATE_CHROMIUM).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURE = path.join(repoRoot, "__tests__/fixtures/vscode-picture");
const PAGE = "quickstart.mdx";
const OUT = path.join(repoRoot, "editors/vscode/images/diagnostics.png");
const CHROMIUM = process.env.DOCSGATE_CHROMIUM ?? "/usr/bin/chromium";
const MONACO = "monaco-editor@0.57.0";
const MONACO_PREFIX = path.join(repoRoot, "node_modules/.cache/docsgate/monaco");
const MONACO_DIR = path.join(MONACO_PREFIX, "node_modules/monaco-editor/min");
/** The problem the picture shows the hover of: the link whose #fragment the target page lacks. */
const HOVER_AT = { line: 18, column: 56 };
/** The page's origin in Chromium: every request to it is answered from disk, nothing from the network. */
const ORIGIN = "http://picture.docsgate.test";

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.error) throw result.error;
  return result;
}

function installMonaco() {
  if (existsSync(path.join(MONACO_DIR, "vs/loader.js"))) return;
  const args = [
    "install",
    "--prefix",
    MONACO_PREFIX,
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    MONACO,
  ];
  const { status, stderr } = run("npm", args, { stdio: ["ignore", "inherit", "pipe"] });
  if (status !== 0) throw new Error(`npm install ${MONACO} failed:\n${stderr}`);
}

/** docsgate's diagnostics of the page, from the bundled CLI. */
function diagnostics() {
  const cli = path.join(repoRoot, "dist/cli.js");
  const { stdout, stderr } = run(process.execPath, [cli, "check", FIXTURE, "--format", "json"], {
    env: { ...process.env, DOCSGATE_NO_CACHE: "1" },
  });
  if (stdout.trim() === "") throw new Error(`docsgate check wrote no report:\n${stderr}`);
  return JSON.parse(stdout).diagnostics.filter((d) => d.file === PAGE);
}

const PAGE_HTML = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <style>
      html, body { margin: 0; background: #1e1e1e; }
      #editor { width: 1000px; height: 700px; }
    </style>
  </head>
  <body>
    <div id="editor"></div>
    <script src="/vs/loader.js"></script>
  </body>
</html>`;

/** Runs in the page: the editor, the page's text and its markers; returns where the problem to hover over is. */
async function showInMonaco({ text, diagnostics, file, hoverAt }) {
  const monaco = await new Promise((resolve) => {
    globalThis.require.config({ paths: { vs: "/vs" } });
    globalThis.require(["vs/editor/editor.main"], () => resolve(globalThis.monaco));
  });
  const model = monaco.editor.createModel(text, "markdown", monaco.Uri.file(`/acme-docs/${file}`));
  const container = document.getElementById("editor");
  // The whole page and no empty space below it.
  container.style.height = `${model.getLineCount() * 21 + 8}px`;
  const editor = monaco.editor.create(container, {
    model,
    theme: "vs-dark",
    fontSize: 14,
    lineHeight: 21,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    renderLineHighlight: "none",
    overviewRulerBorder: false,
  });
  // The language server's severities: error, warning, and a notice as information.
  const severity = { error: monaco.MarkerSeverity.Error, warning: monaco.MarkerSeverity.Warning };
  monaco.editor.setModelMarkers(
    model,
    "docsgate",
    diagnostics.map((d) => ({
      startLineNumber: d.line,
      startColumn: d.column,
      endLineNumber: d.endLine ?? d.line,
      endColumn: d.endColumn ?? d.column + 1,
      severity: severity[d.severity] ?? monaco.MarkerSeverity.Info,
      message: d.message,
      source: "docsgate",
      code: { value: d.ruleId, target: monaco.Uri.parse(d.docsUrl) },
    })),
  );
  // Where the pointer rests for the hover, in the page's pixels.
  const at = editor.getScrolledVisiblePosition({ lineNumber: hoverAt.line, column: hoverAt.column + 4 });
  const box = document.getElementById("editor").getBoundingClientRect();
  return { x: box.left + at.left, y: box.top + at.top + at.height / 2 };
}

installMonaco();
const found = diagnostics();
if (!found.some((d) => d.line === HOVER_AT.line && d.column === HOVER_AT.column)) {
  throw new Error(`docsgate no longer reports a problem at ${PAGE}:${HOVER_AT.line}:${HOVER_AT.column}`);
}
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/") return route.fulfill({ contentType: "text/html", body: PAGE_HTML });
    const file = path.join(MONACO_DIR, path.normalize(pathname));
    if (!file.startsWith(MONACO_DIR + path.sep) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
  await page.goto(`${ORIGIN}/`);
  const text = readFileSync(path.join(FIXTURE, PAGE), "utf8");
  const pointer = await page.evaluate(showInMonaco, { text, diagnostics: found, file: PAGE, hoverAt: HOVER_AT });
  // The hover VS Code shows over a squiggle: the message, then the rule id linked to its page.
  // Monaco opens it once the pointer moves over the text, not on a single jump there.
  await page.mouse.move(pointer.x, pointer.y);
  await page.mouse.move(pointer.x - 40, pointer.y - 30);
  await page.mouse.move(pointer.x + 3, pointer.y, { steps: 8 });
  await page.locator(".marker.hover-contents").waitFor();
  // The hover's fade-in.
  await page.waitForTimeout(500);
  await page.locator("#editor").screenshot({ path: OUT });
  console.log(`${path.relative(repoRoot, OUT)}: ${found.length} diagnostics of ${PAGE}`);
} finally {
  await browser.close();
}
