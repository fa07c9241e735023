import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";

/** Debian's Chromium; .ci/run installs it. playwright-core itself downloads no browser. */
export const CHROMIUM = "/usr/bin/chromium";

/** Set by .ci/run: there, a browser test that cannot run is a failure, not a skip. */
export const REQUIRE_BROWSER = "DOCSGATE_REQUIRE_BROWSER";

export const MISSING_CHROMIUM = `Chromium not found at ${CHROMIUM} (sudo apt-get install chromium)`;

export type BrowserTestsDecision = "run" | "skip" | "fail";

/** A machine without Chromium skips the browser tests, unless the run requires them (CI). */
export function browserTestsDecision(chromiumExists: boolean, required: boolean): BrowserTestsDecision {
  if (chromiumExists) return "run";
  return required ? "fail" : "skip";
}

declare module "vitest" {
  export interface ProvidedContext {
    /** True when the browser tests are to be skipped: the test files read it with inject(). */
    skipBrowserTests: boolean;
  }
}

/**
 * vitest globalSetup: decides once per run, so a run without Chromium prints one line, not one
 * per browser test file or worker, and a run that requires the browser stops before any test.
 */
export default function setup(project: TestProject): void {
  const decision = browserTestsDecision(existsSync(CHROMIUM), process.env[REQUIRE_BROWSER] === "1");
  if (decision === "fail") throw new Error(`${REQUIRE_BROWSER}=1 and ${MISSING_CHROMIUM}`);
  if (decision === "skip") console.log(`browser tests skipped: ${MISSING_CHROMIUM}`);
  project.provide("skipBrowserTests", decision === "skip");
}
