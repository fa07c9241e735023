import { describe, expect, test } from "vitest";
import { mappedSeverity } from "../../../../src/site/links/external/severity.js";
import type { ExternalLinkResult } from "../../../../src/settings/external-link-options.js";

const result = (
  status: number,
  outcome: ExternalLinkResult["outcome"] = "broken",
  noAnswer?: ExternalLinkResult["noAnswer"],
): ExternalLinkResult => ({
  url: "https://acme.dev/x",
  status,
  outcome,
  fromCache: false,
  ...(noAnswer ? { noAnswer } : {}),
});

describe("mappedSeverity", () => {
  const severities = {
    "403": "warning",
    "5xx": "warning",
    "503": "notice",
    "4xx": "notice",
    timeout: "warning",
    network: "off",
  } as const;

  test("a broken link nothing names has no severity of its own (the rule's applies)", () => {
    expect(mappedSeverity(result(404), {})).toBeUndefined();
    expect(mappedSeverity(result(0, "broken", "timeout"), {})).toBeUndefined();
    expect(mappedSeverity(result(0, "broken", "invalid"), severities)).toBeUndefined();
    expect(mappedSeverity(result(301), severities)).toBeUndefined();
  });

  test("an exact status beats its class", () => {
    expect(mappedSeverity(result(403), severities)).toBe("warning");
    expect(mappedSeverity(result(404), severities)).toBe("notice");
    expect(mappedSeverity(result(503), severities)).toBe("notice");
    expect(mappedSeverity(result(500), severities)).toBe("warning");
  });

  test("no answer: timeout or network; off is returned as off", () => {
    expect(mappedSeverity(result(0, "broken", "timeout"), severities)).toBe("warning");
    expect(mappedSeverity(result(0, "broken", "network"), severities)).toBe("off");
  });

  test("keys are the settings' own, not inherited ones", () => {
    expect(
      mappedSeverity(result(0, "broken", "network"), Object.create({ network: "off" }) as Record<string, "off">),
    ).toBeUndefined();
  });
});
