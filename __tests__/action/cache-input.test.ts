import { afterEach, expect, test, vi } from "vitest";
import { readInputs } from "../../src/action/inputs.js";
import { FIXTURES } from "../e2e/spawn.js";

afterEach(() => vi.unstubAllEnvs());

/** The inputs as the runner gives them (INPUT_<NAME>), on the clean fixture. */
function inputsWith(cache: string | undefined) {
  vi.stubEnv("GITHUB_WORKSPACE", FIXTURES);
  vi.stubEnv("INPUT_ROOT", "clean");
  vi.stubEnv("INPUT_CACHE", cache);
  return readInputs(process.env);
}

test("cache is on unless set to false", () => {
  expect(inputsWith(undefined)).toMatchObject({ cache: true });
  expect(inputsWith("true")).toMatchObject({ cache: true });
  expect(inputsWith("false")).toMatchObject({ cache: false });
});

test("another value of cache is a message naming the input and the value", () => {
  expect(inputsWith("yes")).toBe('The cache input must be true or false; got "yes".');
});
