import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { OUTPUT_NAMES } from "../../src/action/step-files.js";
import { REPORT_FORMATS } from "../../src/report/formats.js";
import { ACTION_REPORT_OUTPUTS } from "../../src/report/report-format.js";
import { REPO } from "./spawn.js";

const metadata = parse(readFileSync(path.join(REPO, "action.yml"), "utf8"));
// The entry and the modules of src/action/ read the inputs and set the outputs.
const entry = [
  path.join(REPO, "src", "index.ts"),
  ...readdirSync(path.join(REPO, "src", "action")).map((file) => path.join(REPO, "src", "action", file)),
]
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

test("action.yml runs the bundled entry on Node 24", () => {
  expect(metadata.runs).toEqual({ using: "node24", main: "dist/index.js" });
  expect(existsSync(path.join(REPO, metadata.runs.main))).toBe(true);
  expect(metadata.name).toBe("docsgate");
  expect(metadata.branding).toMatchObject({ icon: expect.any(String), color: expect.any(String) });
});

test("action.yml declares exactly the inputs and outputs the entry uses, with the documented defaults", () => {
  const inputsRead = [
    ...new Set([...entry.matchAll(/(?:core\.getInput|\binput|\bboolean)\("([\w-]+)"/g)].map((m) => m[1])),
  ].sort();
  expect(Object.keys(metadata.inputs).sort()).toEqual(inputsRead);
  // setOutputs takes only the names OUTPUT_NAMES lists (the compiler holds it to that); each is set somewhere.
  expect(Object.keys(metadata.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  const setters = [...entry.matchAll(/setOutputs\(\{([^}]*)\}/g)].map((m) => m[1]).join("\n");
  // The report files' outputs: each one a format's file names (src/report/format/), and the run report's.
  const fileOutputs = REPORT_FORMATS.flatMap(({ actionFile }) => (actionFile ? [actionFile.output] : []));
  expect([...fileOutputs].sort()).toEqual([...ACTION_REPORT_OUTPUTS].sort());
  const writeReports = entry.match(/function writeReports[\s\S]*?\n\}\n/)?.[0] ?? "";
  const written = [...fileOutputs, ...[...writeReports.matchAll(/output: "([\w-]+)"/g)].map((m) => m[1])]
    .map((name) => `${name}:`)
    .join("\n");
  for (const name of OUTPUT_NAMES) expect(`${setters}\n${written}`).toMatch(new RegExp(`(^|[\\s{,"])${name}"?:`));
  expect(metadata.inputs.root.default).toBe(".");
  expect(metadata.inputs["fail-on"].default).toBe("error");
  for (const spec of [...Object.values(metadata.inputs), ...Object.values(metadata.outputs)]) {
    expect((spec as { description: string }).description.length).toBeGreaterThan(10);
  }
});
