import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { afterEach, expect } from "vitest";
import { contrast, relativeLuminance } from "../../src/html/text-on-colour.js";
import { describe, test, useStarterTab, type PageProblems } from "../helpers/browser.js";

// The preview's smaller details in real Chromium, on a small project in two languages with a
// yellow primary colour (issue 38): text on that colour, cards, frame captions, the language
// switcher, search, and code highlighting.

const FIXTURE = fileURLToPath(new URL("../fixtures/preview-details/", import.meta.url));

let page: Page;
let problems: PageProblems;

afterEach(() => {
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

/** An `rgb(r, g, b)` computed colour as `#rrggbb`. */
function hex(rgb: string): string {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((channel) => (channel ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

/** The contrast of an element's text on its own background. */
async function textContrast(element: Locator): Promise<number> {
  const { color, background } = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { color: style.color, background: style.backgroundColor };
  });
  return contrast(relativeLuminance(hex(color))!, relativeLuminance(hex(background))!);
}

describe("preview details in Chromium", () => {
  const open = useStarterTab((tab) => ({ page, problems } = tab), FIXTURE);

  test("text on the yellow primary colour reads at 4.5:1: the playground's Send button, the top bar's button", async () => {
    await open("api/track-parcel/");
    const send = page.getByRole("button", { name: "Send" });
    expect(await send.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgb(250, 204, 21)");
    expect(await textContrast(send)).toBeGreaterThanOrEqual(4.5);
    expect(await textContrast(page.locator(".cta-button").first())).toBeGreaterThanOrEqual(4.5);
  });

  test("a Frame's caption is inline Markdown: bold, a link that leads to its page, code", async () => {
    await open("components/");
    const caption = page.locator("main .prose figure.frame figcaption");
    expect(await caption.innerHTML()).toBe(
      'The depot at <strong>night</strong>, seen from <a href="/tracking-events/">the tracking page</a> and <code>gate 4</code>',
    );
    await caption.getByRole("link", { name: "the tracking page" }).click();
    await page.waitForURL(/\/tracking-events\/$/);
  });

  test("a Card's type gives it its callout's colours and icon; its color tints its icon", async () => {
    await open("components/");
    const card = (title: string) => page.locator("main .prose .card", { hasText: title });
    const look = (title: string) =>
      card(title).evaluate((node) => {
        const icon = node.querySelector(".card-icon");
        return {
          border: getComputedStyle(node).borderTopColor,
          background: getComputedStyle(node).backgroundColor,
          icon: icon ? getComputedStyle(icon).color : undefined,
        };
      });
    const [note, danger, purple, plain] = await Promise.all(
      ["Customs note", "Fragile goods", "Depot hours", "Plain card"].map(look),
    );
    // The note's sky blue and the danger's red, as on a Note and a Danger callout.
    expect(note.icon).toBe("rgb(14, 165, 233)");
    expect(danger.icon).toBe("rgb(220, 38, 38)");
    expect(note.background).not.toBe(plain.background);
    expect(note.border).not.toBe(plain.border);
    expect(danger.background).not.toBe(note.background);
    // A typed card without an icon gets its type's; one with an icon keeps it.
    expect(await card("Customs note").locator(".card-icon svg").count()).toBe(1);
    expect(await card("Fragile goods").locator(".card-icon svg").innerHTML()).not.toBe(
      await card("Customs note").locator(".card-icon svg").innerHTML(),
    );
    expect(purple.icon).toBe("rgb(124, 58, 237)");
    expect(plain.icon).toBeUndefined();
  });

  test("a linked Card holding links is one box: a click on it follows its href, a click on a link in it that link", async () => {
    await open("components/");
    const cards = page.locator("main .prose .card").filter({ hasText: "Tracking guide" });
    expect(await cards.count()).toBe(1);
    const card = cards.first();
    expect(await card.locator(".card-content").textContent()).toContain("See also the depot list and the API.");
    expect(await card.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      ["/tracking-events/", "/highlighting/", "/api/track-parcel/"],
    );
    await card.scrollIntoViewIfNeeded();
    // The card's box ends where its content does: nothing of it was split off below.
    const box = (await card.boundingBox())!;
    const content = (await card.locator(".card-content").boundingBox())!;
    expect(content.y + content.height).toBeLessThanOrEqual(box.y + box.height);
    // A click on the card's text, away from its links, follows the card.
    await page.mouse.click(content.x + 5, content.y + 5);
    await page.waitForURL(/\/tracking-events\/$/);
    await open("components/");
    await card.getByRole("link", { name: "depot list" }).click();
    await page.waitForURL(/\/highlighting\/$/);
  });

  test("the language switcher leads to the same page in the other language, else its home", async () => {
    const target = async (route: string, language: string) => {
      await open(route);
      return page.locator('[data-switcher="language"] .switcher-item', { hasText: language }).getAttribute("href");
    };
    // The same path in the other language's folder, both ways.
    expect(await target("components/", "Français")).toBe("/fr/components/");
    expect(await target("fr/components/", "English")).toBe("/components/");
    // A translated page under its own name, at the same place in the navigation.
    expect(await target("tracking-events/", "Français")).toBe("/fr/evenements/");
    expect(await target("fr/evenements/", "English")).toBe("/tracking-events/");
    // No equivalent: the other language's home.
    expect(await target("highlighting/", "Français")).toBe("/fr/");
    expect(await target("api/track-parcel/", "Français")).toBe("/fr/");
    // The current language's item stays on the page.
    expect(await target("components/", "English")).toBe("/components/");

    await open("components/");
    await page.locator('[data-switcher="language"] summary').click();
    await page.locator('[data-switcher="language"] .switcher-item', { hasText: "Français" }).click();
    await page.waitForURL(/\/fr\/components\/$/);
    expect(await page.locator("main h1").innerText()).toBe("Composants");
  });

  /** Opens search and types `query`; returns the dialog. */
  async function search(query: string): Promise<Locator> {
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("searchbox", { name: "Search the docs" }).fill(query);
    const dialog = page.getByRole("dialog");
    // The full index (parameters' and sections' words) answers once it is in.
    await expect.poll(() => dialog.locator(".search-result-snippet").count()).toBeGreaterThan(0);
    return dialog;
  }

  test("search finds an endpoint's parameters, body fields and response fields, under their section", async () => {
    await open("");
    for (const [word, heading] of [
      ["consignment", "Path parameters"],
      ["courier notification", "Query parameters"],
      ["quayside", "Body"],
      ["warehouse", "Responses"],
    ] as const) {
      const dialog = await search(word);
      const result = dialog.getByRole("link").filter({ hasText: "Track a parcel" }).first();
      expect((await result.locator(".search-result-heading").innerText()).trim()).toBe(`› ${heading}`);
      expect(await result.getAttribute("href")).toMatch(/\/api\/track-parcel\/#api-/);
      await page.keyboard.press("Escape");
    }
  });

  test("search shows how many results there are beyond the first 12, and shows more on request", async () => {
    await open("");
    const dialog = await search("scan");
    const status = dialog.locator(".search-status");
    await expect.poll(() => status.innerText()).toMatch(/^12 of \d+ results$/);
    const total = Number((await status.innerText()).match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(12);
    expect(await dialog.getByRole("link").count()).toBe(12);
    const more = dialog.getByRole("button", { name: /^Show \d+ more$/ });
    expect(await more.innerText()).toBe(`Show ${Math.min(12, total - 12)} more`);
    await more.click();
    await expect.poll(() => dialog.getByRole("link").count()).toBe(Math.min(24, total));
    // The first result the button added has the focus.
    expect(await page.evaluate(() => document.activeElement?.closest("li")?.previousElementSibling !== null)).toBe(
      true,
    );
    expect(
      await dialog
        .getByRole("link")
        .nth(12)
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);
    if (total <= 24) {
      expect(await status.innerText()).toBe(`${total} results`);
      expect(await more.count()).toBe(0);
    }
    await page.keyboard.press("Escape");
  });

  test("search marks matched words whole, never letters inside another word", async () => {
    await open("");
    const dialog = await search("port");
    const result = dialog.getByRole("link").filter({ hasText: "Customs" });
    await expect.poll(() => result.locator(".search-result-snippet").innerText()).toContain("Passport");
    const marks = await dialog.locator("mark").evaluateAll((nodes) =>
      nodes.map((mark) => {
        const before = mark.previousSibling?.textContent?.slice(-1) ?? "";
        const after = mark.nextSibling?.textContent?.slice(0, 1) ?? "";
        return `${before}[${mark.textContent}]${after}`;
      }),
    );
    expect(marks.length).toBeGreaterThan(0);
    // Each mark is a word of its own (`port`, or `Post` that the query matches with one letter changed).
    for (const mark of marks) expect(mark).toMatch(/^[^\p{L}]?\[\p{L}+\][^\p{L}]?$/u);
    expect(marks).toContain(" [port] ");
    const snippet = await result.locator(".search-result-snippet").innerHTML();
    expect(snippet).toContain("Passport numbers and support tickets");
    await page.keyboard.press("Escape");
  });

  test("code in languages beyond highlight.js's common set is in colour: Elixir, Dart, HCL, Prisma, Solidity, aliases", async () => {
    await open("highlighting/");
    const blocks = await page.locator("main .prose .code-block").evaluateAll((nodes) =>
      nodes.map((block) => {
        const code = block.querySelector("code")!;
        const plain = getComputedStyle(code).color;
        const colours = new Set(
          [...code.querySelectorAll("[class^='hljs-']")].map((token) => getComputedStyle(token).color),
        );
        colours.delete(plain);
        return { language: block.getAttribute("data-language"), colours: colours.size };
      }),
    );
    expect(blocks.map((block) => block.language)).toEqual([
      "elixir",
      "dart",
      "dockerfile",
      "terraform",
      "hcl",
      "prisma",
      "solidity",
      "tsx",
      "jsx",
      "zsh",
      "console",
      "env",
      "vue",
      "svelte",
      "toml",
      "graphql",
      "mdx",
      "powershell",
    ]);
    // Every block has tokens in a colour other than the text's.
    expect(blocks.filter((block) => block.colours === 0).map((block) => block.language)).toEqual([]);
  });
});
