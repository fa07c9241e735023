import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { afterEach, expect } from "vitest";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { describe, test, useStarterTab, type PageProblems } from "../helpers/browser.js";

// Components a project defines in code, in real Chromium: a `mode: "custom"` home page's hero cards (an
// `export const` with Tailwind classes, used three times), a `.jsx` callout imported by a page and given children,
// and a component that reads the browser's storage, shown as a labelled placeholder.

const FIXTURE = fileURLToPath(new URL("../fixtures/custom-components/", import.meta.url));

let page: Page;
let problems: PageProblems;
let diagnostics: Diagnostic[];

afterEach(() => {
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

function main(): Locator {
  return page.locator("main");
}

describe("custom components in Chromium", () => {
  const open = useStarterTab(
    (tab) =>
      ({
        page,
        problems,
        site: { diagnostics },
      } = tab),
    FIXTURE,
  );

  test("the home page's hero cards show their titles, text, icons and links", async () => {
    await open("");
    const cards = main().locator("a.group");
    expect(await cards.count()).toBe(3);
    const install = main().getByRole("link", { name: /Install Harbor/ });
    expect(await install.isVisible()).toBe(true);
    expect(await install.getByText("Set up the CLI on your machine.").isVisible()).toBe(true);
    expect(await install.getAttribute("href")).toMatch(/\/install\/?$/);
    expect(await install.locator("svg").count()).toBe(1);
    expect(
      await main()
        .getByRole("link", { name: /Read the changelog/ })
        .getAttribute("href"),
    ).toBe("https://harbor.example.test/changes");
    await install.click();
    await page.waitForURL(/\/install\/?$/);
    expect(await main().getByRole("heading", { name: "Install Harbor", level: 1 }).isVisible()).toBe(true);
  });

  test("a .jsx callout imported by a page wraps the page's own Markdown", async () => {
    await open("install");
    const box = main().locator(".tip-box");
    expect(await box.isVisible()).toBe(true);
    expect(await box.locator(".tip-box-title").textContent()).toBe("Before you start");
    expect(await box.getByText(/You need Docker 24 or later/).isVisible()).toBe(true);
    expect(await box.getByRole("link", { name: "the status page" }).getAttribute("href")).toMatch(/\/status\/?$/);
    expect(await main().locator(".component-placeholder").count()).toBe(0);
  });

  test("a component that needs the browser is a visible, labelled placeholder, and a located warning", async () => {
    await open("status");
    const placeholder = main().locator(".component-placeholder");
    expect(await placeholder.isVisible()).toBe(true);
    expect(await placeholder.textContent()).toMatch(
      /^Custom component <LiveStatus> is not shown in this preview: it uses `window`/,
    );
    expect(await main().getByText("The table below lists the states.").isVisible()).toBe(true);
    expect(
      diagnostics
        .filter((each) => each.ruleId === "site/unrendered-component")
        .map((each) => `${each.file}:${each.line}`),
    ).toEqual(["status.mdx:13"]);
  });

  test("no other page reports a component it could not draw", () => {
    expect(diagnostics.filter((each) => each.file !== "status.mdx" && each.ruleId.startsWith("site/"))).toEqual([]);
  });
});
