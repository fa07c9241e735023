import { describe, expect, test } from "vitest";
import { diagnose, settledPlaces } from "../../src/engine/diagnose.js";
import { createRuleBook } from "../../src/engine/rule-book.js";
import { ruleDocsUrl, runRules } from "../../src/engine/run-rules.js";
import { rule as unusedSuppression } from "../../src/rules/suppress/unused.js";
import type { SuppressionFact } from "../../src/parse/page-facts.js";
import type { Rule, RuledReport, RuleMeta, SeveritySetting } from "../../src/diagnostics/diagnostic.js";

const meta = (id: string, defaultSeverity: RuleMeta["defaultSeverity"], docsUrl?: string): RuleMeta => ({
  id,
  category: "page",
  defaultSeverity,
  description: id,
  ...(docsUrl ? { docsUrl } : {}),
});
const METAS = [
  meta("page/a", "error"),
  meta("page/b", "warning"),
  meta("style/house", "notice", ".docsgate/styles/house.yml"),
  unusedSuppression.meta,
];
const book = (settings: Record<string, SeveritySetting> = {}) =>
  createRuleBook(METAS, new Map(Object.entries(settings)));
const report = (fields: Partial<RuledReport> = {}): RuledReport => ({
  ruleId: "page/a",
  message: "Problem.",
  file: "a.mdx",
  line: 1,
  column: 1,
  ...fields,
});
const summary = (
  reports: RuledReport[],
  settings: Record<string, SeveritySetting> = {},
  suppressions = new Map<string, SuppressionFact[]>(),
) => diagnose(reports, book(settings), suppressions).map((d) => `${d.severity} ${d.ruleId} ${d.file}:${d.line}`);

describe("the engine", () => {
  test("gives each report its rule's default severity and docs link: docsgate's page, or the rule's own", () => {
    const [a, house] = diagnose([report(), report({ ruleId: "style/house", line: 2 })], book());
    expect(a).toEqual({
      ruleId: "page/a",
      severity: "error",
      message: "Problem.",
      file: "a.mdx",
      line: 1,
      column: 1,
      docsUrl: ruleDocsUrl("page/a"),
    });
    expect(house).toMatchObject({ severity: "notice", docsUrl: ".docsgate/styles/house.yml" });
  });

  test("the configured severity beats the rule's default and a report's default; off drops the report", () => {
    expect(summary([report(), report({ ruleId: "page/b", line: 2, defaultSeverity: "error" })])).toEqual([
      "error page/a a.mdx:1",
      "error page/b a.mdx:2",
    ]);
    expect(
      summary([report(), report({ ruleId: "page/b", line: 2, defaultSeverity: "error" })], {
        "page/a": "notice",
        "page/b": "notice",
      }),
    ).toEqual(["notice page/a a.mdx:1", "notice page/b a.mdx:2"]);
    expect(summary([report(), report({ ruleId: "page/b" })], { "page/a": "off" })).toEqual(["warning page/b a.mdx:1"]);
  });

  test("a setting's severity for one report beats the rule's setting, but not the rule switched off", () => {
    expect(
      summary([report({ severity: "notice" }), report({ line: 2, severity: "off" })], { "page/a": "warning" }),
    ).toEqual(["notice page/a a.mdx:1"]);
    expect(summary([report({ severity: "error" })], { "page/a": "off" })).toEqual([]);
  });

  test("docsgate-disable comments silence what they name; one that silences nothing is reported, unless that rule is off", () => {
    const facts = new Map([
      [
        "a.mdx",
        [
          { kind: "disable-next-line", rules: ["page/a"], line: 4, column: 1, endLine: 4 },
          { kind: "disable-next-line", rules: [], line: 8, column: 1, endLine: 8 },
        ] satisfies SuppressionFact[],
      ],
    ]);
    const reports = [report({ line: 5 }), report({ ruleId: "page/b", line: 5 }), report({ line: 7 })];
    expect(summary(reports, {}, facts)).toEqual([
      "warning page/b a.mdx:5",
      "error page/a a.mdx:7",
      "warning suppress/unused a.mdx:8",
    ]);
    expect(summary(reports, { "suppress/unused": "off" }, facts)).toEqual([
      "warning page/b a.mdx:5",
      "error page/a a.mdx:7",
    ]);
    // A rule switched off reports nothing, so a comment for it silences nothing.
    expect(summary([report({ line: 5 })], { "page/a": "off" }, facts)).toEqual([
      "warning suppress/unused a.mdx:4",
      "warning suppress/unused a.mdx:8",
    ]);
  });

  test("no diagnostic leaves with a secret: quoted keys become placeholders, URLs lose their credentials, such fixes go", () => {
    // Made up, and split so that secret scanners reading this repository do not take it for a leak.
    const token = "ghp_" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1eGu5QoV";
    const [quoted, remote] = diagnose(
      [
        report({
          message: `Broken link \`https://api.example.com/?key=${token}\`: HTTP 404.`,
          fix: { start: 0, end: 1, text: `title: ${token}` },
        }),
        report({
          file: "https://reader:s3cret@specs.example.com/api.yaml?access_token=t0k3n",
          line: 2,
          message: "The OpenAPI file https://reader:s3cret@specs.example.com/api.yaml?access_token=t0k3n is broken.",
          fix: { start: 0, end: 1, text: "openapi: 3.1.0" },
        }),
      ],
      book(),
    );
    expect(quoted).toMatchObject({ message: "Broken link `https://api.example.com/?key=***`: HTTP 404." });
    expect(quoted!.fix).toBeUndefined();
    expect(remote).toMatchObject({
      file: "https://***@specs.example.com/api.yaml?access_token=***",
      message: "The OpenAPI file https://***@specs.example.com/api.yaml?access_token=*** is broken.",
      fix: { start: 0, end: 1, text: "openapi: 3.1.0" },
    });
    const [bare] = diagnose([report({ message: `Do not publish ${token}.` })], book());
    expect(bare!.message).toBe("Do not publish <GITHUB_TOKEN>.");
  });

  test("sorts by file, position, severity and rule", () => {
    const reports = [
      report({ file: "b.mdx" }),
      report({ ruleId: "page/b", line: 3 }),
      report({ line: 3 }),
      report({ line: 2, column: 9 }),
      report({ line: 2, column: 1 }),
    ];
    expect(diagnose(reports, book()).map((d) => `${d.file}:${d.line}:${d.column} ${d.severity}`)).toEqual([
      "a.mdx:2:1 error",
      "a.mdx:2:9 error",
      "a.mdx:3:1 error",
      "a.mdx:3:1 warning",
      "b.mdx:1:1 error",
    ]);
  });

  test("a report of no known rule is a programmer error; a fallback makes metadata for ids no list holds", () => {
    expect(() => diagnose([report({ ruleId: "page/none" })], book())).toThrow("A report names no rule: page/none");
    const withFallback = createRuleBook(METAS, new Map(), (id) =>
      id.startsWith("openapi/") ? meta(id, "warning", `https://redocly.test/${id}`) : undefined,
    );
    expect(diagnose([report({ ruleId: "openapi/x" })], withFallback)[0]).toMatchObject({
      severity: "warning",
      docsUrl: "https://redocly.test/openapi/x",
    });
  });
});

describe("settledPlaces", () => {
  test("places the reports diagnose keeps, as it would place their diagnostics, without making them", () => {
    const reports = [
      report(),
      report({ ruleId: "page/b", line: 5 }),
      report({ line: 9, severity: "off" }),
      report({ ruleId: "style/house", line: 12 }),
      report({ file: "https://user:secret@api.test/spec.yaml", line: 3 }),
    ];
    const suppressions = new Map([
      ["a.mdx", [{ kind: "disable-next-line" as const, rules: ["page/b"], line: 4, column: 1, endLine: 4 }]],
    ]);
    const settings = { "style/house": "off" } as const;
    expect(settledPlaces(reports, book(settings), suppressions)).toEqual([
      { ruleId: "page/a", file: "a.mdx", line: 1 },
      { ruleId: "page/a", file: "https://***@api.test/spec.yaml", line: 3 },
    ]);
    const diagnostics = diagnose(reports, book(settings), suppressions);
    expect(diagnostics.map(({ ruleId, file, line }) => ({ ruleId, file, line }))).toEqual([
      { ruleId: "page/a", file: "a.mdx", line: 1 },
      { ruleId: "page/a", file: "https://***@api.test/spec.yaml", line: 3 },
    ]);
  });
});

describe("runRules", () => {
  const rule = (id: string): Rule<"test", string> => ({
    meta: METAS.find((m) => m.id === id)!,
    context: "test",
    check: (context, found) => found({ message: context, file: "a.mdx", line: 1, column: 1 }),
  });

  test("runs the rules that are not off and hands back their reports, each naming its rule", () => {
    expect(runRules("Seen.", [rule("page/a"), rule("page/b")], book({ "page/b": "off" }))).toEqual([
      { ruleId: "page/a", message: "Seen.", file: "a.mdx", line: 1, column: 1 },
    ]);
    expect(book({ "page/b": "error" }).severity("page/b")).toBe("error");
    expect(book().severity("page/b")).toBe("warning");
    expect([book({ "page/b": "off" }).isOn("page/b"), book().isOn("page/b")]).toEqual([false, true]);
  });
});
