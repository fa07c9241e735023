import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/authorization-header";

function code(lang: string, ...lines: string[]): string {
  return `${FRONT}\`\`\`${lang}\n${lines.join("\n")}\n\`\`\`\n`;
}

describe("page/authorization-header", () => {
  test("a literal bearer credential is a warning at the value, naming the placeholder form", () => {
    const found = pageFindings(RULE, { "a.mdx": code("bash", 'curl https://api.acme.dev/v1/items \\', '  -H "Authorization: Bearer abc123"') });
    expect(places(found)).toEqual(["a.mdx:8:22"]);
    expect(found[0]).toMatchObject({ severity: "warning", endColumn: 35 });
    expect(found[0]!.message).toContain("`Bearer abc123`");
    expect(found[0]!.message).toContain("`Authorization: Bearer <API_KEY>`");
  });

  test("other schemes with literal credentials, and keys sent without a scheme", () => {
    const text = code(
      "http",
      "Authorization: Token xyz",
      "Authorization: sk-…",
      "Authorization: Basic dXNlcjpwYXNzd29yZA==",
    );
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:16", "a.mdx:8:16", "a.mdx:9:16"]);
    expect(found[1]!.message).toContain("without the `Bearer` scheme");
  });

  test("JSON, Python, PHP, Go and JSX attribute forms are read", () => {
    const text = [
      FRONT,
      "```js",
      'fetch(url, { headers: { "Authorization": "Bearer user_abc123" } });',
      "```",
      "",
      "```php",
      "$headers = ['Authorization' => 'Bearer internal-token-xyz'];",
      "```",
      "",
      "```go",
      'req.Header.Set("Authorization", "Bearer live-key-42")',
      "```",
      "",
      '<ParamField header="Authorization" default="Bearer secret42" type="string">',
      "  Your key.",
      "</ParamField>",
      "",
    ].join("\n");
    expect(pageFindings(RULE, { "a.mdx": text }).map((d) => d.line)).toEqual([8, 12, 16, 19]);
  });

  test("placeholders, variables and code that builds the header are fine", () => {
    const text = code(
      "text",
      "Authorization: Bearer <API_KEY>",
      "Authorization: Bearer YOUR_API_KEY",
      "Authorization: Bearer $API_KEY",
      "Authorization: Bearer ${{ secrets.TOKEN }}",
      'headers = {"Authorization": f"Bearer {api_key}"}',
      "const headers = { Authorization: `Bearer ${process.env.API_KEY}` };",
      'req.Header.Set("Authorization", "Bearer "+token)',
      'headers = {"Authorization": api_key}',
      "Authorization: Bearer mint_xxxxx",
      "Authorization: Bearer mint_us_...",
      "Authorization: Basic BASE64_CLIENT_ID_COLON_SECRET",
      "Authorization: <token>",
      "authorization=true",
      "# The authorization: if it fails, retry.",
    );
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  test("prose is not checked; inline code is", () => {
    const text = `${FRONT}The Authorization: Bearer header carries your key, as in \`Authorization: Bearer abc123\`.\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:6:74"]);
  });
});
