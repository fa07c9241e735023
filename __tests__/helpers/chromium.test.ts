import { expect, test } from "vitest";
import { browserTestsDecision } from "./chromium.js";

test("the browser tests run with Chromium, are skipped without it, and fail without it when required", () => {
  expect(browserTestsDecision(true, false)).toBe("run");
  expect(browserTestsDecision(true, true)).toBe("run");
  expect(browserTestsDecision(false, false)).toBe("skip");
  expect(browserTestsDecision(false, true)).toBe("fail");
});
