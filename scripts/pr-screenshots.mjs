#!/usr/bin/env node
// Renders the README's pictures of what docsgate writes on a pull request: the job summary
// (docs/screenshots/pr-summary.png), the sticky pull-request comment
// (docs/screenshots/pr-comment.png) and the comment with a preview on GitHub Pages
// (docs/screenshots/pr-preview-comment.png).
//
// The Markdown is not made up here: it is what a real run wrote in the end-to-end test
// __tests__/e2e/pull-request.test.ts ("comments once, then updates that comment in place"), which
// saves the job summary and the comment's body to node_modules/.cache/docsgate/pull-request/
// (summary.md, comment.md), and in __tests__/e2e/pages-preview.test.ts ("publishes the site built
// for its address"), which saves its comment to node_modules/.cache/docsgate/pages-preview/comment.md.
// This script renders each one the way GitHub does (GFM with its raw
// HTML kept, so <details>, <table>, <code>, <a>, <sub> and lists show as such and the hidden
// `<!-- docsgate:comment ... -->` marker does not), frames it like GitHub's light theme (the
// comment in a "github-actions bot commented" box, the summary in a "docsgate summary" box), opens
// it in headless Chromium with every <details> expanded, and saves a full-page PNG. The summary's
// table of problems is long, so that picture is cut off (with a fade) at SUMMARY_MAX_HEIGHT.
//
// Run (the test needs dist/ as built; Node 24 comes from node_modules/.bin):
//
//   npm exec -- vitest run __tests__/e2e/pull-request.test.ts -t "comments once"
//   npm exec -- vitest run __tests__/e2e/pages-preview.test.ts
//   npm exec -- node scripts/pr-screenshots.mjs
//
// Needs Chromium at /usr/bin/chromium (or set DOCSGATE_CHROMIUM); playwright-core downloads none.
// Works offline: the pages load nothing from the network.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { chromium } from "playwright-core";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SAMPLES = path.join(repoRoot, "node_modules/.cache/docsgate/pull-request");
const PAGES_SAMPLES = path.join(repoRoot, "node_modules/.cache/docsgate/pages-preview");
const OUT = path.join(repoRoot, "docs/screenshots");
const CHROMIUM = process.env.DOCSGATE_CHROMIUM ?? "/usr/bin/chromium";

const VIEWPORT = { width: 1000, height: 800 };
/** Tallest the summary picture gets (CSS pixels); the rest of the problems table fades out. */
const SUMMARY_MAX_HEIGHT = 1600;

/**
 * GFM as GitHub renders it: tables and the rest of GFM, raw HTML passed through (GitHub's allowed tags are all the
 * samples use).
 */
function renderMarkdown(markdown) {
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  return withEmoji(html);
}

// GitHub leaves emoji as characters for the reader's emoji font. Chromium here may have none (a
// plain Debian box has DejaVu only, which has no ❌), so the two emoji the reports use are drawn
// as inline SVG in the colours emoji fonts give them. They only occur in text, never in attributes.
const EMOJI = {
  "❌": `<svg viewBox="0 0 16 16" aria-label="❌"><path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="#e0263b" stroke-width="3.1" stroke-linecap="round"/></svg>`,
  "✅": `<svg viewBox="0 0 16 16" aria-label="✅"><rect x="1" y="1" width="14" height="14" rx="3" fill="#3ba55c"/><path d="M4.2 8.3l2.6 2.6 5-5.6" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  "🔎": `<svg viewBox="0 0 16 16" aria-label="🔎"><circle cx="6.5" cy="6.5" r="4.3" fill="#bfe3f5" stroke="#5a6b78" stroke-width="1.8"/><path d="M9.8 9.8l4.2 4.2" stroke="#8a5a2b" stroke-width="2.6" stroke-linecap="round"/></svg>`,
  "✔": `<svg viewBox="0 0 16 16" aria-label="✔️"><path d="M2.6 8.6l3.6 3.6 7.2-8.4" fill="none" stroke="#3b4046" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
};

function withEmoji(html) {
  return html.replace(/(❌|✔|✅|🔎)\uFE0F?/gu, (_, char) => `<g-emoji>${EMOJI[char]}</g-emoji>`);
}

const FONT = `-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`;
const MONO = `ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace`;

/** GitHub's light theme for rendered Markdown (`.markdown-body`), the parts the reports use. */
const MARKDOWN_CSS = `
  .markdown-body { font-family: ${FONT}; font-size: 14px; line-height: 1.5; color: #1f2328; word-wrap: break-word; }
  .markdown-body > :first-child { margin-top: 0 !important; }
  .markdown-body > :last-child { margin-bottom: 0 !important; }
  .markdown-body h2, .markdown-body h3 { margin: 24px 0 16px; font-weight: 600; line-height: 1.25; }
  .markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
  .markdown-body h3 { font-size: 1.25em; }
  .markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body details { margin: 0 0 16px; }
  .markdown-body ul { padding-left: 2em; }
  .markdown-body li + li { margin-top: .25em; }
  .markdown-body a { color: #0969da; text-decoration: none; }
  .markdown-body code { font-family: ${MONO}; font-size: 85%; padding: .2em .4em; margin: 0; white-space: break-spaces; background-color: #afb8c133; border-radius: 6px; }
  .markdown-body a code { color: #0969da; }
  .markdown-body sub { font-size: 75%; line-height: 0; }
  .markdown-body summary { display: list-item; cursor: pointer; }
  .markdown-body details > :last-child { margin-bottom: 0; }
  .markdown-body details > summary + * { margin-top: 8px; }
  .markdown-body table { display: block; width: max-content; max-width: 100%; overflow: auto; border-spacing: 0; border-collapse: collapse; font-variant: tabular-nums; }
  .markdown-body table tr { background-color: #ffffff; border-top: 1px solid #d1d9e0b3; }
  .markdown-body table tr:nth-child(2n) { background-color: #f6f8fa; }
  .markdown-body table th, .markdown-body table td { padding: 6px 13px; border: 1px solid #d0d7de; }
  .markdown-body table th { font-weight: 600; }
  .markdown-body table td > :last-child { margin-bottom: 0; }
  .markdown-body g-emoji { display: inline-block; width: 1.15em; height: 1.15em; vertical-align: -.2em; }
  .markdown-body g-emoji svg { display: block; width: 100%; height: 100%; }
`;

const PAGE_CSS = `
  * { box-sizing: border-box; }
  html, body { margin: 0; }
  body { font-family: ${FONT}; font-size: 14px; line-height: 1.5; color: #1f2328; padding: 24px 32px 32px; }
  body.summary { background: #f6f8fa; }
  body.comment { background: #ffffff; }
  .box { background: #ffffff; border: 1px solid #d0d7de; border-radius: 6px; }
  .box-header { display: flex; align-items: center; gap: 4px; padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d0d7de; border-radius: 6px 6px 0 0; color: #59636e; }
  .box-header strong { color: #1f2328; font-weight: 600; }
  .box-body { padding: 16px; }
  .label { display: inline-block; padding: 0 7px; font-size: 12px; font-weight: 500; line-height: 18px; border: 1px solid #d0d7de; border-radius: 2em; color: #59636e; }

  /* The pull request's timeline: the bot's avatar beside the comment box, the box's arrow pointing at it. */
  .timeline-item { display: flex; gap: 16px; align-items: flex-start; }
  .avatar { flex: none; width: 40px; height: 40px; border-radius: 6px; background: #2088ff; display: grid; place-items: center; box-shadow: 0 0 0 1px #1f23281a; }
  .timeline-item .box { position: relative; flex: 1; min-width: 0; }
  .timeline-item .box::before, .timeline-item .box::after { content: ""; position: absolute; top: 11px; right: 100%; border: 8px solid transparent; }
  .timeline-item .box::before { border-right-color: #d0d7de; }
  .timeline-item .box::after { margin-right: -1px; border-right-color: #f6f8fa; }
  .comment .box-header { gap: 6px; }
  .comment .box-header .spacer { flex: 1; }
  .comment .box-header .dots { letter-spacing: 1px; font-weight: 700; }

  /* The run page's job summary: "<job> summary" over the rendered Markdown. */
  .summary .box-header { padding: 16px 24px; background: #ffffff; border-bottom: 0; font-size: 16px; }
  .summary .box-body { padding: 0 24px 24px; }
  .summary .box-body.cut { max-height: var(--max-height); overflow: hidden; position: relative; }
  .summary .box-body.cut::after { content: ""; position: absolute; left: 0; right: 0; bottom: 0; height: 120px; background: linear-gradient(#ffffff00, #ffffff); }
`;

const ACTIONS_LOGO = `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5" fill="none" stroke="#fff" stroke-width="2"/><path d="M10 8.2v7.6l6-3.8z" fill="#fff"/></svg>`;

function page(kind, title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>${PAGE_CSS}${MARKDOWN_CSS}</style></head>
<body class="${kind}">${body}</body></html>`;
}

function commentPage(markdown) {
  return page(
    "comment",
    "docsgate pull-request comment",
    `<div class="timeline-item">
  <div class="avatar">${ACTIONS_LOGO}</div>
  <div class="box">
    <div class="box-header"><strong>github-actions</strong> <span class="label">bot</span> commented <span class="spacer"></span><span class="dots">···</span></div>
    <div class="box-body markdown-body">${renderMarkdown(markdown)}</div>
  </div>
</div>`,
  );
}

function summaryPage(markdown) {
  return page(
    "summary",
    "docsgate job summary",
    `<div class="box">
  <div class="box-header"><strong>docsgate summary</strong></div>
  <div class="box-body markdown-body">${renderMarkdown(markdown)}</div>
</div>`,
  );
}

function readSample(name, folder = SAMPLES, test = `pull-request.test.ts -t "comments once"`) {
  const file = path.join(folder, name);
  if (!existsSync(file)) {
    console.error(
      `${path.relative(repoRoot, file)} is missing. Write it first with:\n  npm exec -- vitest run __tests__/e2e/${test}`,
    );
    process.exit(1);
  }
  return readFileSync(file, "utf8");
}

async function main() {
  const summary = readSample("summary.md");
  const comment = readSample("comment.md");
  const previewComment = readSample("comment.md", PAGES_SAMPLES, "pages-preview.test.ts");
  mkdirSync(OUT, { recursive: true });

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, colorScheme: "light" });
    // Nothing on these pages needs the network; keep it that way.
    await context.route(/^(?!data:|about:)/, (route) => route.abort());
    const tab = await context.newPage();

    const shots = [
      { file: "pr-comment.png", html: commentPage(comment), maxHeight: Infinity },
      { file: "pr-preview-comment.png", html: commentPage(previewComment), maxHeight: Infinity },
      { file: "pr-summary.png", html: summaryPage(summary), maxHeight: SUMMARY_MAX_HEIGHT },
    ];
    for (const shot of shots) {
      await tab.setContent(shot.html, { waitUntil: "load" });
      const leaked = await tab.evaluate((maxHeight) => {
        for (const details of document.querySelectorAll("details")) details.open = true;
        // Cut a long page inside the box (so the box keeps its bottom edge), under the last table
        // row that fits whole; the fade then lies over that row.
        if (document.documentElement.scrollHeight > maxHeight) {
          const body = document.querySelector(".box-body");
          const top = body.getBoundingClientRect().top;
          const room = body.getBoundingClientRect().height - (document.documentElement.scrollHeight - maxHeight);
          const rowEnds = [...body.querySelectorAll("tr")]
            .map((row) => row.getBoundingClientRect().bottom - top)
            .filter((end) => end <= room);
          body.style.setProperty("--max-height", `${Math.ceil(rowEnds.at(-1) ?? room)}px`);
          body.classList.add("cut");
        }
        // What GitHub would not show: Markdown or HTML left as text, or the comment's hidden marker.
        const text = document.body.innerText;
        return [
          "<!--",
          "docsgate:comment",
          "<details",
          "<summary",
          "<table",
          "<code",
          "<a ",
          "<sub",
          "<ul",
          "<li",
          "<p>",
          "|---",
          "| ---",
        ].filter((bit) => text.includes(bit));
      }, shot.maxHeight);
      if (leaked.length > 0)
        throw new Error(
          `${shot.file}: the rendered page shows ${leaked.map((bit) => JSON.stringify(bit)).join(", ")} as text`,
        );
      const out = path.join(OUT, shot.file);
      await tab.screenshot({ path: out, fullPage: true });
      const size = await tab.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.scrollHeight,
      ]);
      console.log(`${path.relative(repoRoot, out)}: ${size[0]} x ${size[1]}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
