import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { parsePage } from "../../src/parse/parse-page.js";
import { SECTION_CHARS } from "../../src/parse/parse-in-sections.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";

const VARIABLES = { supportForm: "/help/contact", "api-url": "https://api.acme.dev", product: "Acme" };

/** A v2 project with docs.json `variables` and pages `index`, `help/contact`; the findings as `rule severity line:column`. */
function findings(body: string, variables: Record<string, string> = VARIABLES) {
  const root = tempProject({
    "docs.json": v2DocsJson(["index", "help/contact"], { variables }),
    "index.mdx": "---\ntitle: Welcome to {{product}}\ndescription: How to start with {{ product }}.\n---\n\n" + body,
    "help/contact.mdx": "---\ntitle: Contact\ndescription: How to reach support.\n---\n\n## Write to us\n",
  });
  return check({ root })
    .diagnostics.filter((d) => d.file === "index.mdx")
    .map((d) => `${d.ruleId} ${d.severity} ${d.line}:${d.column}`);
}

describe("docs.json variables, put in as Mintlify's replaceVariables puts them", () => {
  test("a link to a variable is the link to its value", () => {
    expect(findings("Write to [support]({{supportForm}}#write-to-us) or [the team]({{ supportForm }}).\n")).toEqual([]);
  });

  test("a broken link through a variable is still broken, at the link", () => {
    expect(findings("Read [the guide]({{supportForm}}#no-such-heading).\n")).toEqual(["page/broken-link error 6:6"]);
  });

  test("a name with a hyphen or a dot is a variable, not an MDX expression (a syntax error before)", () => {
    expect(findings("Send requests to {{api-url}} from {{product}}.\n")).toEqual([]);
  });

  test("values reach text, front matter, attributes and code, and positions stay as in the file", () => {
    const text =
      '---\ntitle: "{{product}} CLI"\n---\n\nUse {{product}} on \uF8FF\uE00F\uE000 macOS at <a href="{{api-url}}">the API</a>.\n\n```bash\ncurl {{api-url}}/v1\n```\n\n[x](/end)\n';
    const parsed = parsePage(text, SECTION_CHARS, VARIABLES);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.frontMatter?.data).toEqual({ title: "Acme CLI" });
    const json = JSON.stringify(parsed.tree);
    expect(json).toContain('"value":"Use Acme on \uF8FF\uE00F\uE000 macOS at "');
    expect(json).toContain('"value":"https://api.acme.dev"');
    expect(json).toContain('"value":"curl https://api.acme.dev/v1"');
    const link = parsed.tree.children.at(-1) as {
      children: { position: { start: { line: number; column: number } } }[];
    };
    expect(link.children[0]!.position.start).toMatchObject({ line: 11, column: 1, offset: text.indexOf("[x]") });
  });
});

describe("a {{ name }} docs.json does not define (page/undefined-variable)", () => {
  test("is an error in a link, in text and in an attribute, once each, with a near name to suggest", () => {
    const body =
      'Write to [support]({{supportFrom}}) or <a href="{{ helpDesk }}">the desk</a>.\n\nThe version is {{version}}.\n\n<Card title="{{productName}}" href="/help/contact">Card</Card>\n';
    expect(findings(body)).toEqual([
      "page/undefined-variable error 6:10",
      "page/undefined-variable error 6:43",
      "page/undefined-variable error 8:16",
      "page/undefined-variable error 10:7",
    ]);
  });

  test("is left alone in code, where it shows as written", () => {
    expect(findings("Templates write `{{ user }}`.\n\n```handlebars\nHello {{user}}\n```\n")).toEqual([]);
  });

  test("suggests the defined name it is a typo of", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["index"], { variables: VARIABLES }),
      "index.mdx":
        "---\ntitle: Welcome\ndescription: How to start with the product.\n---\n\n[Support]({{supportFrom}})\n",
    });
    const [found] = check({ root }).diagnostics.filter((d) => d.ruleId === "page/undefined-variable");
    expect(found?.message).toBe(
      "`{{supportFrom}}` names no variable in docs.json `variables`, so Mintlify leaves it in the page as it is: the link then leads to the placeholder itself and reaches nothing. Did you mean `{{supportForm}}`? Otherwise define `supportFrom` in `variables`, or write the value itself.",
    );
  });
});
