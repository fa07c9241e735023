import { describe, expect, test } from "vitest";
import { holdsSecret, maskSecrets, replaceSecrets } from "../../src/parse/hide-secrets.js";

// Made up, and split so that secret scanners reading this repository do not take them for leaks.
const GITHUB = "ghp_" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1eGu5QoV";
const ASSIGNED = "hV7q" + "Xk2LmZ9pRt4WcN8bYs3Dg6Fj1Ae5";
const LINES = [
  "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7",
  "Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOxR7tK2mXv9pL4c",
  "AB==",
];
const HEADER = "-----BEGIN RSA PRIVATE KEY-----";
const FOOTER = "-----END RSA PRIVATE KEY-----";

describe("maskSecrets", () => {
  test("stars every character of each secret, keeping lines and columns", () => {
    const text = `token: ${GITHUB}\napi_key = "${ASSIGNED}"\n${HEADER}\n${LINES.join("\n")}\n${FOOTER}\n`;
    const masked = maskSecrets(text);
    expect(masked).toBe(
      `token: ${"*".repeat(GITHUB.length)}\napi_key = "${"*".repeat(ASSIGNED.length)}"\n${HEADER}\n${LINES.map((line) => "*".repeat(line.length)).join("\n")}\n${FOOTER}\n`,
    );
    expect(masked).toHaveLength(text.length);
  });
});

describe("replaceSecrets", () => {
  test("a key's material, however it is written, becomes the placeholder; the header and footer stay", () => {
    expect(replaceSecrets(`${HEADER}\n${LINES.join("\n")}\n${FOOTER}`, true)).toBe(
      `${HEADER}\n<PRIVATE_KEY>\n${FOOTER}`,
    );
    // YAML, indented; a JSON string with `\n` escapes; one line with spaces.
    expect(replaceSecrets(`key: |\n  ${HEADER}\n  ${LINES.join("\n  ")}\n  ${FOOTER}\n`, false)).toBe(
      `key: |\n  ${HEADER}\n  <PRIVATE_KEY>\n  ${FOOTER}\n`,
    );
    expect(replaceSecrets(`{"key": "${HEADER}\\n${LINES.join("\\n")}\\n${FOOTER}\\n"}`, false)).toBe(
      `{"key": "${HEADER}\\n<PRIVATE_KEY>\\n${FOOTER}\\n"}`,
    );
    expect(replaceSecrets(`KEY="${HEADER} ${LINES.join(" ")} ${FOOTER}"`, false)).toBe(
      `KEY="${HEADER} <PRIVATE_KEY> ${FOOTER}"`,
    );
    // An encrypted key's header lines are part of its material.
    expect(
      replaceSecrets(
        `${HEADER}\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0A1B2C\n\n${LINES.join("\n")}\n${FOOTER}`,
        false,
      ),
    ).toBe(`${HEADER}\n<PRIVATE_KEY>\n${FOOTER}`);
  });

  test("prose after a key without its footer is not part of it", () => {
    expect(replaceSecrets(`${HEADER}\n${LINES.join("\n")}\nThen save the file and restart.`, false)).toBe(
      `${HEADER}\n<PRIVATE_KEY>\nThen save the file and restart.`,
    );
  });

  test("only code gets the search for values given to a credential's name", () => {
    expect(replaceSecrets(`Use ${GITHUB}, api_key = "${ASSIGNED}".`, false)).toBe(
      `Use <GITHUB_TOKEN>, api_key = "${ASSIGNED}".`,
    );
    expect(replaceSecrets(`api_key = "${ASSIGNED}"`, true)).toBe(`api_key = "<API_KEY>"`);
    expect(holdsSecret(`title: ${GITHUB}`)).toBe(true);
    expect(holdsSecret("title: Rotate your token")).toBe(false);
  });
});
