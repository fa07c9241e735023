import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { page, tempProject } from "../helpers/temp-project.js";

const EVENTS_V3 = [
  "asyncapi: 3.0.0",
  "info:",
  "  title: Acme events",
  "  version: 1.0.0",
  "channels:",
  "  invoices:",
  "    address: /invoices",
  "  refunds:",
  "    address: /refunds",
  "",
].join("\n");

const EVENTS_V2 = "asyncapi: 2.6.0\ninfo:\n  title: Old events\n  version: 1.0.0\nchannels:\n  payouts: {}\n";

/** A v2 docs.json whose navigation is `groups`, with `api` when given. */
function config(groups: unknown[], api?: unknown): string {
  return JSON.stringify({
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Acme",
    colors: { primary: "#0D9373" },
    ...(api ? { api } : {}),
    navigation: { groups },
  });
}

function findings(files: Record<string, string>, rules: readonly string[]): string[] {
  return check({ root: tempProject(files) })
    .diagnostics.filter((d: Diagnostic) => rules.includes(d.ruleId))
    .map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column} ${d.message}`);
}

function channelPage(reference: string): string {
  return `---\ntitle: Invoice events\ndescription: Follow invoices as they are paid.\nasyncapi: "${reference}"\n---\n`;
}

describe("AsyncAPI files named in docs.json", () => {
  const RULES = ["config/missing-file", "openapi/asyncapi-file"];

  test("a navigation group's AsyncAPI file that does not exist is config/missing-file at the entry", () => {
    const found = findings(
      {
        "docs.json": config([
          { group: "Events", asyncapi: { source: "specs/events.yaml" }, pages: ["index"] },
          // Mintlify drops a group's asyncapi beside an openapi: the file is never read.
          { group: "API", openapi: "openapi.yaml", asyncapi: "specs/dropped.yaml", pages: ["other"] },
        ]),
        "other.mdx": page("Other"),
        "openapi.yaml": "openapi: 3.1.0\ninfo: { title: A, version: '1' }\npaths: {}\n",
        "index.mdx": page("Home"),
      },
      RULES,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^config\/missing-file docs\.json:1:\d+ The AsyncAPI file "specs\/events\.yaml" does not exist/,
    );
  });

  test("an AsyncAPI 2 file, or one that does not parse, is an error at the file; a 3.0 file, JSON or YAML, is fine", () => {
    const found = findings(
      {
        "docs.json": config(
          [
            { group: "Old", asyncapi: ["old.yaml", "broken.yml"], pages: ["index"] },
            { group: "New", asyncapi: "/events.json", pages: ["other"] },
          ],
          { asyncapi: "events.yaml" },
        ),
        "index.mdx": page("Home"),
        "other.mdx": page("Other"),
        "old.yaml": EVENTS_V2,
        "broken.yml": "asyncapi: 3.0.0\nchannels:\n  a: [unclosed\n",
        "events.yaml": EVENTS_V3,
        "events.json": JSON.stringify({ asyncapi: "3.0.0", info: { title: "A", version: "1" }, channels: { a: {} } }),
      },
      RULES,
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^openapi\/asyncapi-file broken\.yml:4:1 broken\.yml is not valid YAML \(line 4, column 1\): [^\n]*indented[^\n]*$/,
    );
    expect(found[1]).toContain(
      "openapi/asyncapi-file old.yaml:1:11 old.yaml is AsyncAPI 2.6.0, and Mintlify reads AsyncAPI 3 only",
    );
  });
});

describe("openapi/unknown-channel", () => {
  const RULES = ["openapi/unknown-channel"];
  const project = (reference: string, extra: Record<string, string> = {}, api?: unknown) =>
    findings(
      {
        "docs.json": config([{ group: "Events", pages: ["events/invoices"] }], api),
        "events/invoices.mdx": channelPage(reference),
        "events.yaml": EVENTS_V3,
        ...extra,
      },
      RULES,
    );

  test("a channel of the file, named by path, by a path from the page's folder, by name, or alone, is found", () => {
    for (const reference of ["/events.yaml invoices", "../events.yaml refunds", "events invoices", "refunds"])
      expect(project(reference), reference).toEqual([]);
  });

  test("a channel id the file lacks is an error at the value, naming the nearest id", () => {
    const found = project("/events.yaml invoice");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("openapi/unknown-channel events/invoices.mdx:4:11");
    expect(found[0]).toContain("has no channel `invoice`");
    expect(found[0]).toContain("Did you mean `invoices`?");
  });

  test("a file that is not there, an AsyncAPI 2 file and three words are errors", () => {
    expect(project("/missing.yaml invoices")[0]).toContain("the project has no AsyncAPI file by that name");
    expect(project("/old.yaml payouts", { "old.yaml": EVENTS_V2 })[0]).toContain(
      "names a channel of `old.yaml`, which Mintlify does not read: old.yaml is AsyncAPI 2.6.0",
    );
    expect(project("/events.yaml SEND invoices")[0]).toContain("is not a channel reference");
  });

  test("nothing is judged when docs.json names a remote AsyncAPI file", () => {
    expect(project("live", {}, { asyncapi: "https://example.com/asyncapi.yaml" })).toEqual([]);
  });
});
