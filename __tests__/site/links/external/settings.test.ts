import { describe, expect, test } from "vitest";
import { loadSettings } from "../../../../src/settings/settings.js";
import { tempProject } from "../../../helpers/temp-project.js";

const load = (config: unknown) =>
  loadSettings(
    tempProject({ "docsgate.config.json": typeof config === "string" ? config : JSON.stringify(config, null, 2) }),
    ["nav/orphan-page"],
  );

describe("links.external settings", () => {
  test("defaults when the file or the section is absent", () => {
    const expected = { concurrencyPerHost: 2, timeoutMs: 10_000, retries: 2, skip: [], severities: {}, cacheHours: 24 };
    expect(loadSettings(tempProject({}), []).externalLinks).toEqual(expected);
    expect(load({ rules: {} }).externalLinks).toEqual(expected);
  });

  test("the brief's example is read, seconds become milliseconds", () => {
    const settings = load({
      links: {
        external: {
          concurrencyPerHost: 3,
          timeoutSeconds: 7.5,
          retries: 1,
          severity: { "403": "warning", "5xx": "warning", timeout: "notice", network: "off" },
          skip: ["^https://example\\.com/private"],
          cacheHours: 12,
        },
      },
    });
    expect(settings.problems).toEqual([]);
    expect(settings.externalLinks).toEqual({
      concurrencyPerHost: 3,
      timeoutMs: 7500,
      retries: 1,
      skip: ["^https://example\\.com/private"],
      severities: { "403": "warning", "5xx": "warning", timeout: "notice", network: "off" },
      cacheHours: 12,
    });
  });

  test("an unknown top-level key names `links` among the settings", () => {
    const [problem] = load({ ignores: [] }).problems;
    expect(problem!.message).toBe(
      "Unknown setting `ignores`; did you mean `ignore`? docsgate.config.json has `rules`, `ignore` and `links`.",
    );
    expect(load({ colour: 1 }).problems[0]!.message).toBe(
      "Unknown setting `colour`. docsgate.config.json has `rules`, `ignore` and `links`.",
    );
  });

  test("an unknown key inside links.external lists that section's keys, at the key", () => {
    const settings = load({ links: { external: { timeout: 5 } } });
    expect(settings.problems).toEqual([
      expect.objectContaining({
        message:
          "Unknown setting `timeout` in `links.external`; did you mean `timeoutSeconds`? `links.external` has `concurrencyPerHost`, `timeoutSeconds`, `retries`, `severity`, `skip` and `cacheHours`.",
        line: 4,
        column: 7,
      }),
    ]);
    expect(load({ links: { internal: {} } }).problems[0]!.message).toContain("`links` has `external`.");
  });

  test("severity keys are statuses, classes, timeout or network; values are severities", () => {
    const settings = load({
      links: { external: { severity: { "404": "warning", "6xx": "off", "4XX": "off", dns: "notice", "403": "loud" } } },
    });
    const messages = settings.problems.map((p) => p.message);
    expect(messages).toHaveLength(4);
    expect(messages).toEqual(
      expect.arrayContaining([
        '`links.external.severity` has no key `6xx`: use a status such as "404", a status class such as "5xx", "timeout" or "network".',
        expect.stringContaining("no key `4XX`"),
        expect.stringContaining("no key `dns`"),
        "The severity of `403` must be one of error, warning, notice or off (or ESLint's warn, 2, 1 and 0).",
      ]),
    );
    const at = settings.problems.find((p) => p.message.includes("`dns`"))!;
    expect(at).toMatchObject({ line: 9, column: 9 }); // JSON.stringify puts the numeric keys first
  });

  test("numbers out of range are problems at their value", () => {
    const settings = load({
      links: { external: { concurrencyPerHost: 0, retries: 1.5, timeoutSeconds: 0, cacheHours: -1 } },
    });
    expect(settings.problems.map((p) => p.message)).toEqual([
      "`links.external.concurrencyPerHost` must be >= 1.",
      "`links.external.timeoutSeconds` must be > 0.",
      "`links.external.retries` must be integer.",
      "`links.external.cacheHours` must be >= 0.",
    ]);
    expect(settings.problems[0]).toMatchObject({ line: 4, column: 29 });
  });

  test("a skip entry that is no regular expression is a problem at its line; the others still apply", () => {
    const text = [
      "{",
      '  "links": {',
      '    "external": {',
      '      "skip": [',
      '        "^https://ok\\\\.dev/",',
      '        "https://bad.dev/(unclosed"',
      "      ]",
      "    }",
      "  }",
      "}",
    ].join("\n");
    const settings = load(text);
    expect(settings.problems).toEqual([
      expect.objectContaining({
        line: 6,
        column: 9,
        message: expect.stringMatching(
          /^The skip pattern `https:\/\/bad\.dev\/\(unclosed` is not a regular expression \(.*Unterminated group\)\./,
        ),
      }),
    ]);
    expect(settings.externalLinks.skip).toEqual(["^https://ok\\.dev/"]);
  });
});
