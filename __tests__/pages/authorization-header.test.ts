import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/authorization-header";

function code(lang: string, ...lines: string[]): string {
  return `${FRONT}\`\`\`${lang}\n${lines.join("\n")}\n\`\`\`\n`;
}

describe("page/authorization-header", () => {
  test("a bearer token that reads as a real key is a warning at the value, naming the placeholder form", () => {
    const found = pageFindings(RULE, {
      "a.mdx": code("bash", "curl https://api.acme.dev/v1/items \\", '  -H "Authorization: Bearer 4f9a8c1e2b7d6a30"'),
    });
    expect(places(found)).toEqual(["a.mdx:8:22"]);
    expect(found[0]).toMatchObject({ severity: "warning", endColumn: 45 });
    expect(found[0]!.message).toContain("`Bearer ************6a30`");
    expect(found[0]!.message).toContain("`Authorization: Bearer <API_KEY>`");
  });

  test("other schemes and keys sent without a scheme are the API's business", () => {
    const text = code(
      "http",
      "Authorization: Token 4f9a8c1e2b7d6a30",
      "Authorization: sk-4f9a8c1e2b7d6a30",
      "Authorization: Basic dXNlcjpwYXNzd29yZA==",
      "Authorization: ApiKey 4f9a8c1e2b7d6a30",
    );
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  test("JSON, Python, PHP, Go and JSX attribute forms are read", () => {
    const text = [
      FRONT,
      "```js",
      'fetch(url, { headers: { "Authorization": "Bearer q7Lm2Pz9Rt4v" } });',
      "```",
      "",
      "```php",
      "$headers = ['Authorization' => 'Bearer q7Lm2Pz9Rt4v'];",
      "```",
      "",
      "```go",
      'req.Header.Set("Authorization", "Bearer q7Lm2Pz9Rt4v")',
      "```",
      "",
      '<ParamField header="Authorization" default="Bearer q7Lm2Pz9Rt4v" type="string">',
      "  Your key.",
      "</ParamField>",
      "",
    ].join("\n");
    expect(pageFindings(RULE, { "a.mdx": text }).map((d) => d.line)).toEqual([8, 12, 16, 19]);
  });

  test("example values and stand-ins in other languages are placeholders", () => {
    const text = code(
      "text",
      "Authorization: Bearer user_abc123",
      "Authorization: Bearer internal-token-xyz",
      "Authorization: Bearer fc-123456789",
      "Authorization: Bearer aSampleMasterKey",
      "Authorization: Bearer live-key-42",
      "Authorization: Bearer fc-VOTRE_CLÉ_API",
      "Authorization: Bearer tu_clave_api",
      "Authorization: Bearer sua_chave_de_api",
      "Authorization: Bearer あなたのAPIキー",
      "Authorization: Bearer 你的 API 密钥",
    );
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
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
    const text = `${FRONT}The Authorization: Bearer header carries your key, as in \`Authorization: Bearer q7Lm2Pz9Rt4v\`.\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:6:74"]);
  });
});
