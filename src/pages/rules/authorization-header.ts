import { locate, pageLiterals } from "../literals.js";
import { jsxAttribute, jsxStringAttribute } from "../mdx-nodes.js";
import { definePageRule } from "../page-rule.js";
import { maskSecret } from "../secrets.js";

/** `Authorization: v`, `"Authorization": "v"`, `'Authorization' => 'v'`, `("Authorization", "v")`; group 2 is the opening quote of the value. */
const HEADER = /(["'`]?)\bAuthorization\1\s*(?::|=>|=|,)\s*(?:[frb]?(["'`]))?([^"'`\r\n]*)/gi;
const SCHEMES = new Set(["bearer", "basic", "token", "digest", "bot", "apikey", "api-key", "key", "jwt", "oauth", "hmac", "ssws", "sso-key"]);
/** The whole value is a stand-in: `<API_KEY>`, `$TOKEN`, `${token}`, `{{token}}`, f-string `{token}`, `[TOKEN]`, `YOUR_API_KEY`. */
const PLACEHOLDER = /^(?:<[^>]+>|\$\w+|\$\{[^}]*\}|\{\{[^}]*\}\}|\{[^}]*\}|\[[^\]]+\]|[A-Z0-9_-]*[A-Z][A-Z0-9_-]*)$/;
/** Part of the value is a stand-in: `mint_xxxxx`, `sk-...`, `<key>`, `$KEY`. */
const PARTLY_PLACEHOLDER = /xxx|\.\.\.|…|\*\*\*|[<>${}[\]]|your|example|placeholder/i;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*[,;})\]]*$/;
const KEY_PREFIX = /^(?:sk|rk|pk|key|api|token)[-_]/i;

export const rule = definePageRule(
  {
    id: "page/authorization-header",
    category: "page",
    defaultSeverity: "warning",
    description: "An `Authorization` header example shows its credential as a placeholder: `Authorization: Bearer <API_KEY>`.",
  },
  (page, report) => {
    for (const literal of pageLiterals(page, true)) {
      if (!/authorization/i.test(literal.value)) continue;
      let from = literal.start;
      for (const match of literal.value.matchAll(HEADER)) {
        const value = match[3]!.trim();
        const problem = headerProblem(value, match[2] !== undefined);
        if (!problem) continue;
        const header = locate(page.text, literal, match[0], from);
        from = header.end;
        // The value ends the match; point at it when the header was found as written.
        const start = header.end > header.start ? header.end - match[3]!.length + (match[3]!.length - match[3]!.trimStart().length) : header.start;
        const end = header.end > header.start ? start + value.length : header.start;
        report({ message: `${problem} ${FORM}`, place: page.positionOf(start, end) });
      }
    }
    // `<ParamField header="Authorization" default="Bearer …">`: the header documented on a parameter.
    for (const type of ["mdxJsxFlowElement", "mdxJsxTextElement"] as const) {
      for (const element of page.nodes.of(type)) {
        if (element.name !== "ParamField" || jsxStringAttribute(element, "header")?.toLowerCase() !== "authorization") continue;
        for (const name of ["default", "placeholder"]) {
          const value = jsxStringAttribute(element, name)?.trim();
          const problem = value === undefined ? undefined : headerProblem(value, true);
          const place = jsxAttribute(element, name)?.position ?? element.position;
          if (problem && place) report({ message: `${problem} ${FORM}`, place });
        }
      }
    }
  },
);

const FORM = "Write the example in the placeholder form `Authorization: Bearer <API_KEY>`.";

/** What is wrong with a header value, or undefined when it is a placeholder or code that builds it. */
function headerProblem(value: string, quoted: boolean): string | undefined {
  if (value === "" || PLACEHOLDER.test(value)) return undefined;
  const [, scheme, credential] = /^([A-Za-z][\w-]*)\s+(.*)$/.exec(value) ?? [];
  if (scheme && SCHEMES.has(scheme.toLowerCase())) {
    if (credential === "" || PLACEHOLDER.test(credential!) || PARTLY_PLACEHOLDER.test(credential!)) return undefined;
    return `This \`Authorization\` header example shows a literal credential (\`${scheme} ${shown(credential!)}\`) where readers expect a placeholder: it reads as a real key, and tells nobody where their own key goes.`;
  }
  if (/\s/.test(value) || (!quoted && IDENTIFIER.test(value))) return undefined; // prose, or a variable
  const keyLike = KEY_PREFIX.test(value) || (value.length >= 16 && /\d/.test(value) && !PARTLY_PLACEHOLDER.test(value));
  return keyLike ? `This \`Authorization\` header example sends a key (\`${shown(value)}\`) without the \`Bearer\` scheme.` : undefined;
}

function shown(credential: string): string {
  return credential.length > 12 ? maskSecret(credential) : credential;
}
