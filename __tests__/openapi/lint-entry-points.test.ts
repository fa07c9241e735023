import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { ACTION, CLI, quietEnv, runNode } from "../e2e/spawn.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { cleanSpec, USERS_PAGE } from "./lint-helpers.js";
import { refusedPort } from "../helpers/refused-port.js";

/** A URL nothing answers at: a fetch fails at once, so the flag's effect shows without a server. */
let url: string;
beforeAll(async () => {
  url = `http://127.0.0.1:${await refusedPort()}/openapi.yaml`;
});

/** A v2 docs.json whose `api.openapi` names the specs, with the one page. */
const docsJsonWith = (openapi: unknown) => v2DocsJson(["users"], { api: { openapi } });

const remoteRule = (stdout: string) =>
  (JSON.parse(stdout).diagnostics as Diagnostic[])
    .filter((d) => d.ruleId === "openapi/remote-spec")
    .map((d) => d.severity);

test("the bundled CLI lints specs on its bundled worker, and fetches only with --fetch-remote", () => {
  const root = tempProject({
    "docs.json": docsJsonWith(["openapi.yaml", url]),
    "openapi.yaml": cleanSpec().replace(
      "  license:\n    name: MIT\n    url: https://opensource.org/licenses/MIT\n",
      "",
    ),
    "users.mdx": USERS_PAGE,
  });
  const plain = runNode(CLI, ["check", root, "--format", "json"]);
  expect(plain.stderr).toBe("");
  expect((JSON.parse(plain.stdout).diagnostics as Diagnostic[]).map((d) => `${d.ruleId} ${d.file}:${d.line}`)).toEqual([
    "openapi/remote-spec docs.json:11",
    "openapi/info-license openapi.yaml:2",
  ]);
  expect(remoteRule(plain.stdout)).toEqual(["notice"]);
  expect(remoteRule(runNode(CLI, ["check", root, "--format", "json", "--fetch-remote"]).stdout)).toEqual(["warning"]);
  expect(runNode(CLI, ["rules", "--fetch-remote"]).stderr).toContain(
    "--fetch-remote applies to `check` and `build` only.",
  );
  // The server would be on 127.0.0.1: only --allow-private-addresses lets the fetch go there.
  const allowed = runNode(CLI, ["check", root, "--format", "json", "--fetch-remote", "--allow-private-addresses"]);
  expect(allowed.stdout).toContain("could not be fetched: ECONNREFUSED");
  expect(runNode(CLI, ["check", root, "--allow-private-addresses"]).stderr).toContain(
    "--allow-private-addresses lets --fetch-remote and --external reach private addresses: give it with one of them.",
  );
});

test("the action's fetch-remote and allow-private-addresses inputs", () => {
  const root = tempProject({ "docs.json": docsJsonWith(url), "users.mdx": USERS_PAGE });
  const run = (value: string, allowPrivate = "false") =>
    runNode(
      ACTION,
      [],
      quietEnv({
        GITHUB_WORKSPACE: root,
        "INPUT_FETCH-REMOTE": value,
        "INPUT_ALLOW-PRIVATE-ADDRESSES": allowPrivate,
        "INPUT_FAIL-ON": "never",
        RUNNER_TEMP: root,
      }),
    );
  // A notice off the pull request's lines is counted in the log, and its words are in the JSON report.
  const report = /^::set-output name=report::(.+)$/m.exec(run("false").stdout)![1]!;
  expect(readFileSync(report, "utf8")).toContain("is not fetched, so it is not checked");
  expect(run("true").stdout).toContain("could not be fetched: 127.0.0.1 is a loopback address");
  expect(run("true", "true").stdout).toContain("could not be fetched: ECONNREFUSED");
  expect(run("yes").stdout).toContain("The fetch-remote input must be auto, true or false");
  expect(run("true", "yes").stdout).toContain("The allow-private-addresses input must be true or false");
});

test("the action fetches by default when it builds the site; a failed fetch is a warning and the page says why", () => {
  const root = tempProject({ "docs.json": docsJsonWith(url), "users.mdx": USERS_PAGE });
  const run = runNode(
    ACTION,
    [],
    quietEnv({
      GITHUB_WORKSPACE: root,
      INPUT_BUILD: "true",
      INPUT_LINKS: "false",
      INPUT_PREVIEW: "false",
      "INPUT_ALLOW-PRIVATE-ADDRESSES": "true",
      "INPUT_FAIL-ON": "never",
      RUNNER_TEMP: root,
    }),
  );
  expect(run.stdout).toMatch(
    /::warning title=openapi\/remote-spec,file=docs\.json,line=9,.*could not be fetched: ECONNREFUSED/,
  );
  expect(readFileSync(path.join(root, "_site/users/index.html"), "utf8")).toContain(
    `This endpoint's OpenAPI file (${url}) could not be fetched: ECONNREFUSED (tried twice). The method, parameters and playground are not shown.`,
  );
});
