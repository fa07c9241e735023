import { describe, expect, test } from "vitest";
import { findSecrets, isPlaceholder, maskSecret } from "../../src/parse/secrets.js";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/secret";
// Made-up credentials in the shapes the detectors look for (none is a real key). Each is split
// in two so that secret scanners reading this repository do not take the source for a leak.
// Its last six characters are the CRC32 of the thirty before them, as in every token GitHub issues.
const GITHUB = "ghp_" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1e0ytU7n";
// The same shape with a checksum that does not match: no token GitHub issued.
const GITHUB_MADE_UP = "ghp_" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1eGu5QoV";
const AWS_ID = "AKIA" + "Z7QM3RT9WX2KV4PN";
const AWS_SECRET = "q8Vt3Lm/Zx7Rk2Np+" + "Wd9Hs4Jf6Gb1Yc5Ae0TuQiO";
const STRIPE = "sk_" + "live_51Hq8ZtK2mXv7RpL9cW3nYb4D";
const SLACK = "xoxb-" + "482915730264-918273645102-Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1";
const SLACK_HOOK = "https://hooks.slack.com/" + "services/T04QZ8LM2/B07RK4NP9/Wd3Hs6Jf1Gb5Yc2Ae8TuQiOx";
const GOOGLE = "AIza" + "SyD4kQ9mZt2Lx7Rv3Np8Wc5Hb1Jf6Ge0YuQ";
const JWT =
  "eyJhbGciOiJIUzI1NiJ9." + "eyJzdWIiOiJ1c2VyLTQ4MjkiLCJyb2xlIjoiYWRtaW4ifQ.Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOx";
const OPENAI = "sk-proj-" + "Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOxR7tK2mXv9pL4cW3nYb";
const ANTHROPIC = "sk-ant-api03-" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1eGu5QoVz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2AA";
const RANDOM = "hV7q" + "Xk2LmZ9pRt4WcN8bYs3Dg6Fj1Ae5";
const HEX = "9b2c7e41" + "d08a5f36e1c4b7a9d2f05e83";
// A made-up 20-byte Ethereum address, and a made-up 32-byte value in the shape of an Ethereum private key.
const ETH_ADDRESS = "0x7a3f9c" + "e21b84d05f6a9e3c71b2d48f05a6c9e1d3";
const ETH_KEY = "0x4c0883a6" + "9102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";
const KEY_BODY = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOx";

describe("page/secret", () => {
  test("a GitHub token in a code block is an error at its exact line and column, masked", () => {
    const text = `${FRONT}\`\`\`bash\nexport GITHUB_TOKEN=${GITHUB}\n\`\`\`\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:21"]);
    expect(found[0]).toMatchObject({ severity: "error", endLine: 7, endColumn: 21 + GITHUB.length });
    expect(found[0]!.message).toContain("a GitHub token (`************tU7n`)");
    expect(found[0]!.message).not.toContain(GITHUB.slice(0, 12));
  });

  test("code indented in a list or a component keeps exact positions", () => {
    const text = `${FRONT}<Steps>\n  <Step title="Set the key">\n    \`\`\`bash\n    curl -u ${STRIPE}: https://api.stripe.com\n    \`\`\`\n  </Step>\n</Steps>\n\n- Item:\n\n  \`\`\`bash\n  export KEY=${STRIPE}\n  \`\`\`\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:9:13", "a.mdx:17:14"]);
  });

  test("inline code, prose, JSX attribute values, link URLs and raw HTML are all scanned", () => {
    const mdx = `${FRONT}Use \`${SLACK}\` or ${GOOGLE}.\n\n<Card title="Hook" href="${SLACK_HOOK}">\n  Text.\n</Card>\n\n[token](https://example.com/?jwt=${JWT})\n`;
    const md = `${FRONT}<p data-key="${GOOGLE}">x</p>\n`;
    const found = pageFindings(RULE, { "a.mdx": mdx, "b.md": md });
    expect(places(found)).toEqual([
      "a.mdx:6:6",
      `a.mdx:6:${11 + SLACK.length}`,
      "a.mdx:8:26",
      "a.mdx:12:34",
      "b.md:6:14",
    ]);
    expect(found.map((d) => d.message.match(/like (an? [^(]+) \(/)![1]!.trim())).toEqual([
      "a Slack token",
      "a Google API key",
      "a Slack webhook URL",
      "a JSON Web Token",
      "a Google API key",
    ]);
  });

  test("AWS: a key id alone, and a secret key only next to a key id or its label", () => {
    const both = `${FRONT}\`\`\`ini\naws_access_key_id = ${AWS_ID}\naws_secret_access_key = ${AWS_SECRET}\n\`\`\`\n`;
    expect(places(pageFindings(RULE, { "a.mdx": both }))).toEqual(["a.mdx:7:21", "a.mdx:8:25"]);
    const alone = `${FRONT}\`\`\`text\nchecksum ${AWS_SECRET}\n\`\`\`\n`;
    expect(pageFindings(RULE, { "a.mdx": alone })).toEqual([]);
  });

  test("a private key block is reported at its header; a header with no key material is an example", () => {
    const text = `${FRONT}\`\`\`text\n-----BEGIN RSA PRIVATE KEY-----\n${KEY_BODY}\n-----END RSA PRIVATE KEY-----\n\`\`\`\n\n\`\`\`python\nkey = "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----"\nother = "-----BEGIN PRIVATE KEY-----\\nPRIVATE_KEY\\n-----END PRIVATE KEY-----"\n\`\`\`\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:1"]);
    expect(found[0]!.message).toContain("`-----BEGIN RSA PRIVATE KEY-----`");
  });

  test("a long high-entropy bearer token is a warning; short or word-like ones are nothing", () => {
    const text = `${FRONT}\`\`\`bash\ncurl -H "Authorization: Bearer 8fK2mQz9Lx7Rv3Np5Wc1Hb4Jt6Ge0Yu" https://api.acme.dev\ncurl -H "Authorization: Bearer abc123" https://api.acme.dev\ncurl -H "Authorization: Bearer my-personal-access-token-here" https://api.acme.dev\n\`\`\`\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:32"]);
    expect(found[0]!.severity).toBe("warning");
  });

  test("OpenAI project keys and Anthropic keys are errors; short examples of them are not", () => {
    const text = `${FRONT}\`\`\`bash\nexport OPENAI_API_KEY=${OPENAI}\nexport ANTHROPIC_API_KEY=${ANTHROPIC}\nexport OPENAI_API_KEY=sk-proj-abc123\nexport OPENAI_API_KEY=sk-proj-...\nexport ANTHROPIC_API_KEY=sk-ant-...\n\`\`\`\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:23", "a.mdx:8:26"]);
    expect(found.map((d) => d.message.match(/like (an? [^(]+) \(/)![1]!.trim())).toEqual([
      "an OpenAI API key",
      "an Anthropic API key",
    ]);
  });

  test("a long random value given to a credential's name in code is a warning at the value", () => {
    const lines = [
      `api_key = "${RANDOM}"`,
      `{ "token": "${RANDOM}" }`,
      `export API_KEY=${RANDOM}`,
      `curl -H "X-Api-Key: ${RANDOM}" https://api.acme.dev`,
      `const client = new Client({ apiKey: '${RANDOM}' });`,
      `SECRET_KEY: ${RANDOM}`,
      `WEBHOOK_SECRET="${HEX}"`,
    ];
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}\`\`\`text\n${lines.join("\n")}\n\`\`\`\n` });
    expect(places(found)).toEqual(
      lines.map((line, i) => `a.mdx:${7 + i}:${line.indexOf(line.includes(RANDOM) ? RANDOM : HEX) + 1}`),
    );
    expect(found.map((d) => d.severity)).toEqual(lines.map(() => "warning"));
    expect(found[0]!.message).toBe(
      "This may be a credential given to `api_key` (`************1Ae5`), or an example: only its randomness says it is a key, not a format its issuer gives keys. If it is a real key, anyone who reads the docs can use it: revoke it. Either way a placeholder such as `<API_KEY>` tells readers what to write.",
    );
    expect(found[1]!.message).toContain("such as `<TOKEN>`");
    expect(found[4]!.message).toContain("such as `<API_KEY>`");
  });

  test("a GitHub token whose checksum fails is a warning that says why; a valid one is an error", () => {
    const text = `${FRONT}\`\`\`bash\nexport GITHUB_TOKEN=${GITHUB_MADE_UP}\nexport GH_TOKEN=${GITHUB}\n\`\`\`\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => `${d.line} ${d.severity}`)).toEqual(["7 warning", "8 error"]);
    expect(found[0]!.message).toContain("its checksum (the last six characters) does not match");
    expect(found[0]!.message).not.toContain(GITHUB_MADE_UP.slice(4, 16));
  });

  test("an AWS key id outside AWS's base32 alphabet is a warning", () => {
    const text = `${FRONT}\`\`\`bash\nexport AWS_ACCESS_KEY_ID=${"AKIA" + "Z7QM3RT9WX2KV4PN"}\nexport AWS_ACCESS_KEY_ID=${"AKIA" + "Z7QM3RT6WX2KV4PN"}\n\`\`\`\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => `${d.line} ${d.severity}`)).toEqual(["7 warning", "8 error"]);
  });

  test("the same key in a provider's format on three pages is a documented example: a warning on each", () => {
    const page = `${FRONT}\`\`\`bash\ncurl -u ${STRIPE}: https://api.stripe.com\n\`\`\`\n`;
    const three = pageFindings(RULE, { "a.mdx": page, "b.mdx": page, "c.mdx": page });
    expect(three.map((d) => `${d.file} ${d.severity}`)).toEqual(["a.mdx warning", "b.mdx warning", "c.mdx warning"]);
    expect(three[0]!.message).toContain("The same value is on 3 pages (also b.mdx, c.mdx)");
    expect(three[0]!.message).not.toContain(STRIPE.slice(0, 16));
    // The digest that counted the pages stays inside docsgate.
    expect(three[0]).not.toHaveProperty("example");
    const two = pageFindings(RULE, { "a.mdx": page, "b.mdx": page });
    expect(two.map((d) => d.severity)).toEqual(["error", "error"]);
  });

  test("a fine-grained GitHub token of the exact shape is an error, but has no checksum to keep it one on three pages", () => {
    const pat =
      "github_pat_" + "11AQZ8LM2VX7RK4NP9WD3H" + "_" + "s6Jf1Gb5Yc2Ae8TuQiOxR7tK2mXv9pL4cW3nYbQz8Lm2Vx7Rk4Np9Wd3Hs6";
    const page = `${FRONT}Set \`${pat}\`.\n`;
    expect(pageFindings(RULE, { "a.mdx": page }).map((d) => d.severity)).toEqual(["error"]);
    const three = pageFindings(RULE, { "a.mdx": page, "b.mdx": page, "c.mdx": page });
    expect(three.map((d) => d.severity)).toEqual(["warning", "warning", "warning"]);
  });

  test("a value that only looks random on three pages is a documented example: a notice on each", () => {
    const page = `${FRONT}\`\`\`bash\ncurl -H "X-Api-Key: ${RANDOM}" https://api.acme.dev\n\`\`\`\n`;
    const three = pageFindings(RULE, { "a.mdx": page, "b.mdx": page, "c.mdx": page });
    expect(three.map((d) => `${d.file} ${d.severity}`)).toEqual(["a.mdx notice", "b.mdx notice", "c.mdx notice"]);
    expect(three[0]!.message).toMatch(
      /The same value is on 3 pages \(also b\.mdx, c\.mdx\), as a documented example is: a notice, not a warning\.$/,
    );
    const two = pageFindings(RULE, { "a.mdx": page, "b.mdx": page });
    expect(two.map((d) => d.severity)).toEqual(["warning", "warning"]);
    // A token in its provider's shape that fails its checksum stays a warning however many pages show it.
    const made = `${FRONT}Set \`${GITHUB_MADE_UP}\`.\n`;
    const repeated = pageFindings(RULE, { "a.mdx": made, "b.mdx": made, "c.mdx": made });
    expect(repeated.map((d) => d.severity)).toEqual(["warning", "warning", "warning"]);
  });

  test("a JWT whose `exp` is past is a notice that says when it expired; one still valid is an error", () => {
    const jwt = (payload: object) =>
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." +
      Buffer.from(JSON.stringify(payload)).toString("base64url") +
      ".Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1" +
      "Gb5Yc2Ae8TuQiOx";
    const expired = jwt({ iss: "https://auth.acme.dev", sub: "u-4829", exp: 1755540817 });
    const valid = jwt({ iss: "https://auth.acme.dev", sub: "u-4829", exp: 4102444800 });
    const text = `${FRONT}\`\`\`json\n{ "access_token": "${expired}" }\n{ "access_token": "${valid}" }\n\`\`\`\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found.map((d) => `${d.line} ${d.severity}`)).toEqual(["7 notice", "8 error"]);
    expect(found[0]!.message).toBe(
      `This is a JSON Web Token (\`${maskSecret(expired)}\`), but it expired on 2025-08-18 (its \`exp\`), so no one can use it. It still reads as a leaked key to readers and secret scanners; a placeholder such as \`<TOKEN>\` does not.`,
    );
    // On three pages it stays a notice.
    const page = `${FRONT}Send \`${expired}\`.\n`;
    const three = pageFindings(RULE, { "a.mdx": page, "b.mdx": page, "c.mdx": page });
    expect(three.map((d) => d.severity)).toEqual(["notice", "notice", "notice"]);
  });

  test("a GitHub token whose checksum holds stays an error on three pages", () => {
    const page = `${FRONT}Set \`${GITHUB}\`.\n`;
    const found = pageFindings(RULE, { "a.mdx": page, "b.mdx": page, "c.mdx": page });
    expect(found.map((d) => d.severity)).toEqual(["error", "error", "error"]);
  });

  test("stand-ins given to a credential's name, and such values in prose, are not secrets", () => {
    const lines = [
      'api_key = "<YOUR_API_KEY>"',
      'api_key = "your-api-key"',
      'api_key = "sk-..."',
      'api_key = "xxxxxxxxxxxxxxxxxxxxxxxx"',
      "export API_KEY=${API_KEY}",
      "const apiKey = process.env.FIRECRAWL_API_KEY_V2;",
      'api_key = os.environ["OPENAI_API_KEY"]',
      'token = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"',
      'api_key = "sk-proj-abc123"',
      'PREFECT_API_KEY="123abc_my_api_key_goes_here"',
      "POSTGRES_PASSWORD=replace-with-at-least-32-random-characters",
      '"searchApiKey": "SEARCH_API_KEY_OF_MS0"',
      '"apiKey": "phc_' + RANDOM + '"',
      "STRIPE_SECRET_KEY=sk_test_" + RANDOM,
      '"ChangeToken": "abcd12f2-46da-4fdb-b8d5-fbd4c466928f"',
      'max_tokens = "12345678901234567890123"',
      // Keys made to be public: search-only keys and publishable keys go into every visitor's browser.
      '"searchApiKey": "' + RANDOM + '"',
      "NEXT_PUBLIC_API_KEY=" + RANDOM,
      'publishableKey = "' + RANDOM + '"',
    ];
    const text = `${FRONT}\`\`\`text\n${lines.join("\n")}\n\`\`\`\n\nIn prose, api_key = "${RANDOM}" names no code.\n`;
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  // An address is public: token contracts, wallets and chain ids fill every web3 page; "token" there is an ERC-20.
  test("an Ethereum address given to a credential's name is not a secret; a private key in that shape is", () => {
    const lines = [
      `token: "${ETH_ADDRESS}", // a token contract`,
      `tokenAddress = "${ETH_ADDRESS}"`,
      `PRIVATE_KEY=${ETH_KEY}`,
      `const wallet = new Wallet({ privateKey: "${ETH_KEY}" });`,
      `signerSecret: "${ETH_KEY}"`,
    ];
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}\`\`\`text\n${lines.join("\n")}\n\`\`\`\n` });
    expect(places(found)).toEqual([9, 10, 11].map((line) => `a.mdx:${line}:${lines[line - 7]!.indexOf(ETH_KEY) + 1}`));
    expect(found[0]!.message).toContain("such as `<PRIVATE_KEY>`");
  });

  test("obvious placeholders are not secrets", () => {
    const text = [
      FRONT,
      "```bash",
      "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
      "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "aws_access_key_id=AKIAJKLJKLJKLJKLJKLJ",
      "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "GITHUB_TOKEN=ghp_1234567890abcdefghijklmnopqrstuvwxyz",
      "STRIPE_KEY=sk_test_" + "4eC39HqLyjWDarjtT1zdp7dc",
      "STRIPE_KEY=sk_live_...",
      "SLACK_TOKEN=xoxb-your-bot-token-here",
      "SLACK_HOOK=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
      'curl -H "Authorization: Bearer <API_KEY>" -H "X: Bearer ${TOKEN}" -H "Y: Bearer $TOKEN" -H "Z: Bearer {{token}}"',
      'curl -H "Authorization: Bearer YOUR_API_KEY_GOES_RIGHT_HERE_1" -H "Authorization: Bearer ****************************"',
      "TOKEN=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
      "```",
      "",
    ].join("\n");
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });
});

describe("secret detection helpers", () => {
  test("findSecrets gives each secret once with its index, even where detectors overlap", () => {
    const value = `Authorization: Bearer ${JWT}`;
    expect(findSecrets(value)).toEqual([{ kind: "a JSON Web Token", placeholder: "<TOKEN>", secret: JWT, index: 22 }]);
  });

  test("of overlapping matches the longest is the finding: forty characters inside an Anthropic key are not an AWS secret", () => {
    const key =
      "sk-ant-api03-Q-h7Tq2LmZ9xVb4NcR8pWk3YsJd6FgA1uE5oIt0rKe_Xq8Zr2Mp5Lk9Jh3Gf7Dd1Ss4Aa6Qw0Ee2Rt8Yu3Ii5Oo9Pp";
    const value = `aws_access_key_id = AKIAZ7Q3RXW5TYLPKM2N\nclaude = "${key}"`;
    expect(findSecrets(value, true).map((f) => [f.kind, f.secret])).toEqual([
      ["an AWS access key id", "AKIAZ7Q3RXW5TYLPKM2N"],
      ["an Anthropic API key", key],
    ]);
  });

  test("isPlaceholder and maskSecret", () => {
    expect(
      ["AKIAIOSFODNN7EXAMPLE", "ghp_000000000000", "<your-token>", "sk_live_abcdefghijkl"].map(isPlaceholder),
    ).toEqual([true, true, true, true]);
    expect(isPlaceholder(GITHUB)).toBe(false);
    expect(maskSecret(GITHUB)).toBe("************tU7n");
    expect(maskSecret("abcdefgh")).toBe("****efgh");
  });
});
