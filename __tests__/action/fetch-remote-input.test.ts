import { afterEach, expect, test, vi } from "vitest";
import { readInputs } from "../../src/action/inputs.js";
import { FIXTURES } from "../e2e/spawn.js";

afterEach(() => vi.unstubAllEnvs());

/** The inputs as the runner gives them (INPUT_<NAME>), on the clean fixture. */
function inputsWith(fetchRemote: string | undefined, build: string) {
  vi.stubEnv("GITHUB_WORKSPACE", FIXTURES);
  vi.stubEnv("INPUT_ROOT", "clean");
  vi.stubEnv("INPUT_BUILD", build);
  vi.stubEnv("INPUT_FETCH-REMOTE", fetchRemote);
  vi.stubEnv("GITHUB_EVENT_NAME", "push");
  return readInputs(process.env);
}

test("fetch-remote is auto by default: the step fetches whenever it builds the site", () => {
  expect(inputsWith(undefined, "true")).toMatchObject({ fetchRemote: true });
  expect(inputsWith("auto", "true")).toMatchObject({ fetchRemote: true });
  expect(inputsWith(undefined, "false")).toMatchObject({ fetchRemote: false });
  // auto builds on pull requests only: a push event's check alone reads nothing but the repository.
  expect(inputsWith(undefined, "auto")).toMatchObject({ fetchRemote: false });
});

test("true and false set it whatever the build", () => {
  expect(inputsWith("true", "false")).toMatchObject({ fetchRemote: true });
  expect(inputsWith("false", "true")).toMatchObject({ fetchRemote: false });
});

test("another value of fetch-remote is a message naming the input and the value", () => {
  expect(inputsWith("yes", "true")).toBe('The fetch-remote input must be auto, true or false; got "yes".');
});
