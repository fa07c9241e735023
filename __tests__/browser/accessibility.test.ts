import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { describe, test, useStarterTab, type BuiltStarter } from "../helpers/browser.js";

// The example's pages in real Chromium, checked by axe-core in light and in dark mode: no
// violation of impact serious or critical (contrast, names, landmarks, keyboard reach, ARIA).
// To cover a new page, add its path to PAGES (every other page of the example is checked too,
// in one test per mode); to cover a state a reader opens, add it to STATES.

/** Pages with their own look: the chrome's parts and the components that draw the most. */
const PAGES = [
  "introduction/",
  // Tabs, a code group and steps.
  "quickstart/",
  "guides/authentication/",
  // Accordions.
  "guides/alerts/subscribe/",
  // An API page generated from the spec, with the playground.
  "api-reference/forecast/get-an-hourly-forecast/",
  "changelog/",
  // The site's 404 page.
  "no-such-page/",
];

/** A page on a phone, or with something a reader opens on it, checked as it is then. */
interface State {
  name: string;
  path: string;
  /** The viewport's width, when not the desktop's. */
  width?: number;
  open?(page: Page): Promise<void>;
}

const STATES: State[] = [
  {
    name: "the search dialog, with results",
    path: "introduction/",
    async open(page) {
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("searchbox", { name: "Search the docs" }).fill("forecast");
      await page.getByRole("dialog").getByRole("link").first().waitFor();
    },
  },
  {
    name: "the mobile menu at 360 px",
    path: "guides/alerts/severity-levels/",
    width: 360,
    async open(page) {
      await page.getByRole("button", { name: "Open navigation" }).click();
      await page.getByRole("navigation", { name: "Sidebar" }).waitFor({ state: "visible" });
    },
  },
  // Long lines and wide tables scroll sideways on a phone.
  { name: "the quickstart at 360 px", path: "quickstart/", width: 360 },
  { name: "the API page at 360 px", path: "api-reference/forecast/get-an-hourly-forecast/", width: 360 },
  { name: "the overview's tables at 360 px", path: "api-reference/overview/", width: 360 },
  {
    name: "every accordion open",
    path: "guides/alerts/subscribe/",
    async open(page) {
      const closed = page.locator("main details:not([open]) > summary");
      while ((await closed.count()) > 0) await closed.first().click();
    },
  },
];

const MODES = ["light", "dark"] as const;

/** What axe reports about one rule that fails (only the fields the failure message shows). */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let site: BuiltStarter;
let page: Page;
const open = useStarterTab((tab) => ({ site, page } = tab));

beforeAll(async () => {
  // Colours are measured at rest: no transition is caught halfway (the drawer sliding in, say).
  await page.emulateMedia({ reducedMotion: "reduce" });
});

async function setMode(mode: (typeof MODES)[number]): Promise<void> {
  await open("introduction/");
  await page.evaluate((value) => localStorage.setItem("docsgate-theme", value), mode);
}

/** The serious and critical violations on the page as it is now, one line per element. */
async function seriousViolations(mode: string): Promise<string[]> {
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
  // Diagrams are checked as drawn, not as the source shown until the diagram script has run.
  await page.waitForFunction(() => document.querySelector(".mermaid-diagram:not([data-state])") === null);
  // Run as the test's own script, which the site's Content-Security-Policy does not govern (a script tag it would).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
    };
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  const path = new URL(page.url()).pathname;
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${path} [${violation.id}, ${violation.impact}] ${violation.help}\n  at ${JSON.stringify(node.target)}\n  ${(node.failureSummary ?? "").replaceAll("\n", "\n  ")}`,
      ),
    );
}

function report(found: string[]): string {
  return `${found.length} serious or critical accessibility violation(s):\n${found.join("\n")}`;
}

for (const mode of MODES) {
  describe(`the example in ${mode} mode, checked by axe-core`, () => {
    test.for(PAGES)("%s", async (path) => {
      await setMode(mode);
      await page.setViewportSize({ width: 1440, height: 900 });
      await open(path);
      const found = await seriousViolations(mode);
      expect(found, report(found)).toEqual([]);
    });

    test("every other page of the example", async () => {
      await setMode(mode);
      await page.setViewportSize({ width: 1440, height: 900 });
      const found: string[] = [];
      // The root only forwards to the first page.
      for (const path of site.pages.filter((route) => route !== "" && !PAGES.includes(route))) {
        await open(path);
        found.push(...(await seriousViolations(mode)));
      }
      expect(found, report(found)).toEqual([]);
    });

    test.for(STATES)("$name", async (state) => {
      await setMode(mode);
      await page.setViewportSize({ width: state.width ?? 1440, height: 900 });
      await open(state.path);
      await state.open?.(page);
      const found = await seriousViolations(mode);
      expect(found, report(found)).toEqual([]);
    });
  });
}
