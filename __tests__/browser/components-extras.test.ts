import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { afterEach, expect } from "vitest";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { describe, test, useStarterTab, type PageProblems } from "../helpers/browser.js";

// Component options beyond the basics, in real Chromium, on a small project that draws its icons
// from Lucide: synced tabs, a code group's dropdown, deprecated fields with labels, step title
// sizes and numbers, an icon's colour, legacy snippets (and the report of a missing one); and the
// starter's changelog tag filter.

const FIXTURE = fileURLToPath(new URL("../fixtures/components-extras/", import.meta.url));
const TABLER_FIXTURE = fileURLToPath(new URL("../fixtures/tabler-icons/", import.meta.url));

let page: Page;
let problems: PageProblems;
let diagnostics: Diagnostic[];

afterEach(() => {
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

function body(): Locator {
  return page.locator("main .prose");
}

/** The selected tab's title of each Tabs group on the page, in order. */
function selectedTabs(): Promise<string[]> {
  return body()
    .locator('[data-component="Tabs"]')
    .evaluateAll((groups) =>
      groups.map((group) => group.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() ?? ""),
    );
}

describe("component extras in Chromium", () => {
  const open = useStarterTab(
    (tab) =>
      ({
        page,
        problems,
        site: { diagnostics },
      } = tab),
    FIXTURE,
  );

  test("valid use of the options raises no warning", () => {
    const onPages = diagnostics.filter((each) => each.file === "index.mdx");
    expect(onPages.map((each) => `${each.ruleId}: ${each.message}`)).toEqual([]);
  });

  test("tabs of the same title switch together; defaultTabIndex picks the first shown; sync={false} stays out", async () => {
    await open("");
    expect(await selectedTabs()).toEqual(["macOS", "Linux", "macOS"]);
    await body().getByRole("tab", { name: "Linux" }).first().click();
    expect(await selectedTabs()).toEqual(["Linux", "Linux", "macOS"]);
    expect(await body().getByText("Install with apt.", { exact: true }).isVisible()).toBe(true);
    await body().getByRole("tab", { name: "macOS" }).nth(1).click();
    expect(await selectedTabs()).toEqual(["macOS", "macOS", "macOS"]);
    // The unsynced group switches alone.
    await body().getByRole("tab", { name: "Linux" }).nth(2).click();
    expect(await selectedTabs()).toEqual(["macOS", "macOS", "Linux"]);
  });

  test("a CodeGroup with dropdown picks its block with a select, and the tabbed group follows", async () => {
    await open("");
    const dropdown = body().locator(".code-dropdown");
    const select = dropdown.getByRole("combobox", { name: "Code example shown" });
    expect(await select.evaluate((menu: HTMLSelectElement) => [...menu.options].map((o) => o.text))).toEqual([
      "cURL",
      "Python",
    ]);
    expect(await dropdown.getByText("curl https://api.example.test/forecast").isVisible()).toBe(true);
    await select.selectOption({ label: "Python" });
    expect(await dropdown.getByText('requests.get("https://api.example.test/forecast")').isVisible()).toBe(true);
    expect(await dropdown.getByText("curl https://api.example.test/forecast").isVisible()).toBe(false);
    const tabbed = body().locator('.code-group:not(.code-dropdown) [role="tab"][aria-selected="true"]');
    expect(await tabbed.innerText()).toBe("Python");
  });

  test("deprecated fields carry a badge; pre and post labels sit before and after the name", async () => {
    await open("");
    const field = body().locator(".response-field").first();
    const labels = await field
      .locator(".field-head > *")
      .evaluateAll((items) => items.map((item) => item.textContent?.trim()));
    expect(labels).toEqual(["humidity", "beta", "number", "deprecated", "percent", "hourly"]);
    expect(await field.locator(".field-deprecated").isVisible()).toBe(true);
    expect(await body().locator(".param-field .field-deprecated").innerText()).toBe("deprecated");
  });

  test("step titles take the Steps' titleSize unless the Step sets its own; stepNumber is shown", async () => {
    await open("");
    const titles = await body()
      .locator("li.step")
      .evaluateAll((steps) =>
        steps.map((step) => {
          const title = step.querySelector(".step-title")!;
          return `${step.querySelector(".step-marker")?.textContent} ${title.tagName} ${title.textContent}`;
        }),
      );
    expect(titles).toEqual(["1 H3 Create a key", "5 P Send a request", "1 P Read the answer"]);
  });

  test("icons.library lucide draws the nav, tab, card and Icon icons from Lucide; Icon's color and size hold", async () => {
    await open("");
    const lucide = (name: string) =>
      [
        ...readFileSync(createRequire(import.meta.url).resolve(`lucide-static/icons/${name}.svg`), "utf8").matchAll(
          / d="([^"]+)"/g,
        ),
      ].map((match) => match[1]);
    const paths = (locator: Locator) =>
      locator.evaluate((svg) => [...svg.querySelectorAll("path")].map((path) => path.getAttribute("d")));
    const icon = body().locator(".inline-icon svg");
    expect(await paths(icon)).toEqual(lucide("cloud-rain"));
    expect(await paths(body().locator(".card-icon svg"))).toEqual(lucide("cloud-rain"));
    expect(await paths(page.locator(".tabs-bar svg").first())).toEqual(lucide("book-open"));
    expect(await paths(page.locator(".sidebar svg").first())).toEqual(lucide("cloud-rain"));
    const drawn = await icon.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return { color: getComputedStyle(svg).color, width: box.width, height: box.height };
    });
    expect(drawn).toEqual({ color: "rgb(255, 0, 0)", width: 32, height: 32 });
  });
});

describe("icons.library tabler in Chromium", () => {
  const open = useStarterTab((tab) => ({ page, problems } = tab), TABLER_FIXTURE);

  test("the nav, tab, card and Icon icons are Tabler's outline icons; Icon's color and size hold", async () => {
    await open("");
    // Tabler's invisible 24x24 frame path (stroke="none") is not drawn, so not expected.
    const tabler = (name: string) =>
      [
        ...readFileSync(createRequire(import.meta.url).resolve(`@tabler/icons/outline/${name}.svg`), "utf8").matchAll(
          /<path d="([^"]+)"/g,
        ),
      ].map((match) => match[1]);
    const paths = (locator: Locator) =>
      locator.evaluate((svg) => [...svg.querySelectorAll("path")].map((path) => path.getAttribute("d")));
    const icon = body().locator(".inline-icon svg");
    expect(await paths(icon)).toEqual(tabler("cloud-rain"));
    expect(await paths(body().locator(".card-icon svg"))).toEqual(tabler("cloud-rain"));
    expect(await paths(page.locator(".tabs-bar svg").first())).toEqual(tabler("book"));
    expect(await paths(page.locator(".sidebar svg").first())).toEqual(tabler("cloud-rain"));
    const drawn = await icon.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return { color: getComputedStyle(svg).color, width: box.width, height: box.height };
    });
    expect(drawn).toEqual({ color: "rgb(11, 122, 62)", width: 24, height: 24 });
  });
});

describe("legacy snippets in Chromium", () => {
  const open = useStarterTab(
    (tab) =>
      ({
        page,
        problems,
        site: { diagnostics },
      } = tab),
    FIXTURE,
  );

  test("<Snippet file> shows the _snippets file in its place; a missing one is reported at its line", async () => {
    await open("snippets/");
    const blocks = await body()
      .locator(":scope > *")
      .evaluateAll((items) => items.map((item) => item.textContent?.trim()));
    expect(blocks).toEqual(["Before the snippet.", "Each key sends up to 60 requests a minute.", "After the snippet."]);
    expect(await body().locator(".callout-note").isVisible()).toBe(true);
    const reported = diagnostics.filter((each) => each.file === "snippets.mdx");
    expect(reported.map((each) => [each.ruleId, each.line, each.column])).toEqual([["page/snippet-import", 10, 10]]);
    expect(reported[0]!.message).toContain("_snippets/missing.mdx");
  });
});

describe("the starter's changelog in Chromium", () => {
  const openStarter = useStarterTab((tab) => ({ page, problems } = tab));

  test("Update tags show on each entry, and pressing a tag shows only its entries until pressed again", async () => {
    await openStarter("changelog/");
    const entries = body().locator(".update");
    const shown = () =>
      entries.evaluateAll((items) =>
        items
          .filter((item) => !(item as HTMLElement).hidden)
          .map((item) => item.querySelector(".update-label")?.textContent),
      );
    expect(await entries.first().locator(".update-tags li").innerText()).toBe("Forecast");
    const filter = body().getByRole("group", { name: "Filter entries by tag" });
    expect(await filter.getByRole("button").allInnerTexts()).toEqual([
      "Forecast",
      "Alerts",
      "Authentication",
      "Breaking change",
    ]);
    await filter.getByRole("button", { name: "Alerts" }).click();
    expect(await shown()).toEqual(["2025-03-17"]);
    expect(await entries.first().isVisible()).toBe(false);
    await filter.getByRole("button", { name: "Breaking change" }).click();
    expect(await shown()).toEqual(["2025-03-17", "2024-11-04"]);
    await filter.getByRole("button", { name: "Alerts" }).click();
    await filter.getByRole("button", { name: "Breaking change" }).click();
    expect(await shown()).toEqual(["2025-06-02", "2025-03-17", "2024-11-04"]);
  });
});
