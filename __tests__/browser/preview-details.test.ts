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
});
