#!/usr/bin/env node
// How long a reader waits for the first search result on a built site, measured in Chromium: the
// search box is opened and a query typed at once (the index not loaded yet), and the time from
// then to the first result in the list is taken in the page itself, seven times in fresh tabs.
//
//   node dist/cli.js build DOCS --out SITE --no-links && node dist/cli.js serve SITE --port 4125 &
//   npm exec -- node scripts/search-latency.mjs http://127.0.0.1:4125/quickstart/ navigation
//
// Needs Chromium at /usr/bin/chromium (or set DOCSGATE_CHROMIUM).
import { chromium } from "playwright-core";

const CHROMIUM = process.env.DOCSGATE_CHROMIUM ?? "/usr/bin/chromium";
const [url, query = "navigation"] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: CHROMIUM });
const times = [];
for (let i = 0; i < 7; i++) {
  const ctx = await b.newContext();
  const p = await ctx.newPage();
  await p.goto(url, { waitUntil: "load" });
  // Timed in the page: from the input event to the first result in the list (the index not yet loaded: cold).
  const ms = await p.evaluate(
    (q) =>
      new Promise((resolve) => {
        const list = document.querySelector(".search-results");
        const input = document.querySelector('.search-backdrop input[type="search"]');
        const t0 = performance.now();
        document.querySelector(".search-button").click();
        new MutationObserver((_, observer) => {
          if (list.querySelector("li")) {
            observer.disconnect();
            resolve(Math.round(performance.now() - t0));
          }
        }).observe(list, { childList: true });
        input.value = q;
        input.dispatchEvent(new Event("input"));
      }),
    query,
  );
  times.push(ms);
  await ctx.close();
}
console.log(
  "ms from typing to first result (search opened and typed at once: index not loaded):",
  times.join(", "),
  "median",
  times.sort((a, b) => a - b)[3],
);
await b.close();
