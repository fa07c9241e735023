import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import {
  buildAndServe,
  describe,
  test,
  launchBrowser,
  type BrowserSession,
  type BuiltStarter,
} from "../helpers/browser.js";

/**
 * An AsyncAPI channel page in Chromium: the fixture's page naming a channel of its AsyncAPI 3 file shows the channel's
 * title, its address on its server, its messages and their payload fields (a nested one on opening its block); the page
 * naming a channel the file lacks shows a warning box.
 */
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/asyncapi-site");

let site: BuiltStarter;
let browser: BrowserSession;

beforeAll(async () => {
  site = await buildAndServe(FIXTURE);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("an AsyncAPI channel page", () => {
  test("shows the channel's title, address, messages and payload fields", async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${site.url}chat/rooms/`);
    const channel = page.locator(".api-channel");
    await expect.poll(() => channel.locator(".api-channel-title").textContent()).toBe("Room events stream");
    expect(await channel.locator(".api-path").textContent()).toBe("wss://rt.harbour.test/v2/rooms/{roomId}");
    expect(await channel.locator(".method-badge").isVisible()).toBe(true);
    const messages = page.locator("#api-send");
    expect(await messages.locator(".api-message-title", { hasText: "Post a message" }).isVisible()).toBe(true);
    expect(await messages.locator(".field-name", { hasText: "body" }).first().isVisible()).toBe(true);
    // A field of the referenced schema shows once its block is opened.
    const handle = messages.locator(".field-name", { hasText: "handle" });
    expect(await handle.isVisible()).toBe(false);
    await messages.locator("summary", { hasText: "Show child attributes" }).click();
    expect(await handle.isVisible()).toBe(true);
    expect(await page.getByText("The preview does not connect to the channel").isVisible()).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test("a page naming a missing channel shows a warning box and its own content", async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(`${site.url}chat/lobby/`);
    const box = page.locator(".api-missing-channel");
    expect(await box.isVisible()).toBe(true);
    expect(await box.textContent()).toContain("has no channel `lobbyFeed`");
    expect(await page.getByText("The lobby lists open rooms.").isVisible()).toBe(true);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });
});
