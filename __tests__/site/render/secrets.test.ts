import { describe, expect, test } from "vitest";
import { renderBody } from "./render.js";

// Made up, and split so that secret scanners reading this repository do not take them for leaks.
const GITHUB = "ghp_" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1eGu5QoV";
const STRIPE = "sk_" + "live_51Hq8ZtK2mXv7RpL9cW3nYb4D";
const GOOGLE = "AIza" + "SyD4kQ9mZt2Lx7Rv3Np8Wc5Hb1Jf6Ge0YuQ";
const SLACK_HOOK = "https://hooks.slack.com/" + "services/T04QZ8LM2/B07RK4NP9/Wd3Hs6Jf1Gb5Yc2Ae8TuQiOx";
const KEY_BODY = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOx";
const ALL = [GITHUB, STRIPE, GOOGLE, SLACK_HOOK, KEY_BODY];

const BODY = `Prose with ${GITHUB}, and \`${STRIPE}\` in code.

## Rotate ${GITHUB}

\`\`\`pem
-----BEGIN RSA PRIVATE KEY-----
${KEY_BODY}
-----END RSA PRIVATE KEY-----
\`\`\`

<Card title="Hook" href="${SLACK_HOOK}">Post here.</Card>

export const shared = "${GOOGLE}";

The shared key is {shared}, and {"${GITHUB}"} is another.

import Key from "/snippets/key.mdx";

<Key />
`;
const FILES = {
  "snippets/key.mdx": `The snippet's key: \`${STRIPE}\`.\n`,
  "titled.mdx": `---\ntitle: Keys such as ${GITHUB}\ndescription: With ${GOOGLE} too.\n---\n\nText.\n`,
};

/** Everything of a rendered page a reader gets: the HTML, the Markdown twin, the search text, the head. */
const shown = (page: ReturnType<typeof renderBody>["page"]) =>
  [page.html, page.markdown, page.text, page.title, page.description, JSON.stringify(page.toc)].join("\n");

describe("the site shows page/secret's findings as placeholders", () => {
  test("in prose, code, headings, attributes, expressions and exports, snippets and front matter", () => {
    const { page, all } = renderBody(BODY, FILES);
    const text = shown(page);
    for (const secret of ALL) expect(text).not.toContain(secret);
    expect(page.markdown).toContain("Prose with \\<GITHUB_TOKEN>");
    expect(page.markdown).toContain("-----BEGIN RSA PRIVATE KEY-----\n<PRIVATE_KEY>\n-----END RSA PRIVATE KEY-----");
    // The twin leaves a name (`{shared}`) out, and writes a literal; the page shows both.
    expect(page.markdown).toContain("The shared key is , and \\<GITHUB_TOKEN> is another.");
    expect(page.html).toMatch(
      /The shared key is (?:&#x3C;|&lt;)GOOGLE_API_KEY>, and (?:&#x3C;|&lt;)GITHUB_TOKEN> is another/,
    );
    expect(page.markdown).toContain("The snippet's key: `sk_test_<STRIPE_KEY>`.");
    expect(page.html).toContain('href="https://hooks.slack.com/services/%3CWEBHOOK_PATH%3E"');
    expect(page.toc).toEqual([{ depth: 2, id: "rotate-<github_token>", text: "Rotate <GITHUB_TOKEN>" }]);
    expect(all.get("titled.mdx")).toMatchObject({
      title: "Keys such as <GITHUB_TOKEN>",
      description: "With <GOOGLE_API_KEY> too.",
    });
  });

  test("as written when page/secret is off, or silenced where the secret is", () => {
    const off = renderBody(BODY, FILES, { severities: new Map([["page/secret", "off"]]) });
    for (const secret of ALL) expect(shown(off.page) + off.all.get("titled.mdx")!.title).toContain(secret.slice(-12));
    const { page } = renderBody(
      `{/* docsgate-disable page/secret */}\n\nA sample key: \`${STRIPE}\`.\n\n{/* docsgate-enable page/secret */}\n\nA real one: ${GITHUB}.`,
    );
    expect(page.markdown).toContain(`A sample key: \`${STRIPE}\`.`);
    expect(page.markdown).toContain("A real one: \\<GITHUB_TOKEN>.");
  });
});
