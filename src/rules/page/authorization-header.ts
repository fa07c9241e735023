import { locate, pageLiterals } from "../../pages/literals.js";
import { jsxAttribute, jsxStringAttribute } from "../../parse/mdx-nodes.js";
import { definePageRule } from "../../pages/page-rule.js";
import { isPlaceholder, maskSecret } from "../../parse/secrets.js";

/**
 * `Authorization: v`, `"Authorization": "v"`, `'Authorization' => 'v'`, `("Authorization", "v")`; group 2 is the value.
 */
const HEADER = /(["'`]?)\bAuthorization\1\s*(?::|=>|=|,)\s*(?:[frb]?["'`])?([^"'`\r\n]*)/gi;
/**
 * The whole credential is a stand-in: `<API_KEY>`, `$TOKEN`, `${token}`, `{{token}}`, f-string `{token}`, `[TOKEN]`,
 * `YOUR_API_KEY`, `VOTRE_CLÉ_API`.
 */
const PLACEHOLDER =
  /^(?:<[^>]+>|\$\w+|\$\{[^}]*\}|\{\{[^}]*\}\}|\{[^}]*\}|\[[^\]]+\]|[\p{Lu}\d_-]*\p{Lu}[\p{Lu}\d_-]*)$/u;
/** Part of the credential is a stand-in: `mint_xxxxx`, `sk-...`, `<key>`, `$KEY`, `fc-YOUR_KEY`. */
const PARTLY_PLACEHOLDER = /xxx|\.\.\.|…|\*\*\*|[<>${}[\]]|\p{Lu}{2,}_\p{Lu}{2,}/u;
/**
 * A credential is a run of these; anything else (a space, a letter with an accent, a word in another script) is a
 * stand-in written in words.
 */
const TOKEN = /^[A-Za-z0-9._~+/=-]+$/;
/** Words that make a credential a stand-in: `user_abc123`, `internal-token-xyz`, `aSampleMasterKey`, `tu_clave_api`. */
const STAND_IN_WORDS = new Set(
  "abc xyz foo bar baz qux demo test sample example dummy fake placeholder my your tu su sua seu votre ton dein ihr key keys token secret api apikey password pass user client access auth bearer value here clave chave cle".split(
    " ",
  ),
);

export const rule = definePageRule(
  {
    id: "page/authorization-header",
    category: "page",
    defaultSeverity: "warning",
    description:
      "An `Authorization: Bearer` header example shows its token as a placeholder, `Authorization: Bearer <API_KEY>`, not as a value that reads as a real key.",
    onRecoveredPage: true,
    editorGuidance: {
      section: "pages",
      place: 12,
      text: "Show `Authorization` headers with a placeholder credential: `Authorization: Bearer <API_KEY>`.",
    },
  },
  (page, report) => {
    for (const literal of pageLiterals(page, true)) {
      if (!/authorization/i.test(literal.value)) continue;
      let from = literal.start;
      for (const match of literal.value.matchAll(HEADER)) {
        const value = match[2]!.trim();
        const problem = headerProblem(value);
        if (!problem) continue;
        const header = locate(page.text, literal, match[0], from);
        from = header.end;
        // The value ends the match; point at it when the header was found as written.
        const start =
          header.end > header.start
            ? header.end - match[2]!.length + (match[2]!.length - match[2]!.trimStart().length)
            : header.start;
        const end = header.end > header.start ? start + value.length : header.start;
        report({ message: `${problem} ${FORM}`, place: page.positionOf(start, end) });
      }
    }
    // `<ParamField header="Authorization" default="Bearer …">`: the header documented on a parameter.
    for (const type of ["mdxJsxFlowElement", "mdxJsxTextElement"] as const) {
      for (const element of page.nodes.of(type)) {
        if (element.name !== "ParamField" || jsxStringAttribute(element, "header")?.toLowerCase() !== "authorization")
          continue;
        for (const name of ["default", "placeholder"]) {
          const value = jsxStringAttribute(element, name)?.trim();
          const problem = value === undefined ? undefined : headerProblem(value);
          const place = jsxAttribute(element, name)?.position ?? element.position;
          if (problem && place) report({ message: `${problem} ${FORM}`, place });
        }
      }
    }
  },
);

const FORM = "Write the example in the placeholder form `Authorization: Bearer <API_KEY>`.";

/**
 * What is wrong with a header value, or undefined when it is fine. Only bearer credentials get
 * advice: other schemes (Basic, Token, API keys sent as they are) are the API's business, and a
 * stand-in in any form or language, or code that builds the header, is what the example should show.
 */
function headerProblem(value: string): string | undefined {
  const [, scheme, credential] = /^([A-Za-z][\w-]*)\s+(\S+)$/.exec(value) ?? [];
  if (scheme?.toLowerCase() !== "bearer" || !credential || isStandIn(credential)) return undefined;
  return `This \`Authorization\` header example shows a literal credential (\`${scheme} ${shown(credential)}\`) where readers expect a placeholder: it reads as a real key, and tells nobody where their own key goes.`;
}

function isStandIn(credential: string): boolean {
  if (
    !TOKEN.test(credential) ||
    PLACEHOLDER.test(credential) ||
    PARTLY_PLACEHOLDER.test(credential) ||
    isPlaceholder(credential)
  )
    return true;
  const words = credential.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])/);
  return words.some((word) => STAND_IN_WORDS.has(word.toLowerCase()));
}

function shown(credential: string): string {
  return credential.length > 12 ? maskSecret(credential) : credential;
}
