import { describe, expect, test } from "vitest";
import { pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/description";
const BODY = "Send a request to the API and read the answer it returns.\n";
const withDescription = (description: string, body = BODY, title = "Quickstart") =>
  `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}`;
const findings = (description: string, file = "a.mdx") => pageFindings(RULE, { [file]: withDescription(description) });
const messages = (description: string) => findings(description).map((d) => d.message);

describe("style/description", () => {
  test("one sentence of 20 to 160 characters is fine", () => {
    expect(findings("Send your first request in five minutes.")).toEqual([]);
    expect(findings("Is your key still valid?")).toEqual([]);
    expect(findings('Read the "Getting started" guide first.')).toEqual([]);
    expect(findings("Use the key you copied (from the dashboard.)")).toEqual([]);
  });

  test("a copy of the title, at the value, and nothing else about it", () => {
    const found = pageFindings(RULE, { "a.mdx": withDescription("quickstart.") });
    expect(places(found)).toEqual(["a.mdx:3:14"]);
    expect(found).toEqual([
      expect.objectContaining({
        severity: "notice",
        endLine: 3,
        endColumn: 25,
        message:
          "The description repeats the title, so search results and link previews show the same words twice. Say in one sentence what the page helps the reader do.",
        docsUrl: "https://github.com/docsgate/docsgate/blob/main/rules/style/description.md",
      }),
    ]);
  });

  test("shorter than 20 characters", () => {
    const found = findings("Email for agents.");
    expect(places(found)).toEqual(["a.mdx:3:14"]);
    expect(found[0]!.message).toBe(
      "The description is 17 characters long: too short to tell readers in search results what the page is for. Write one sentence of 20 to 160 characters on what it helps them do.",
    );
    expect(findings("Send a request now.")).toHaveLength(1);
    expect(findings("Send your request now.")).toEqual([]);
  });

  test("longer than 160 characters", () => {
    const long = `Send ${"usage events ".repeat(12)}to the billing API and read the invoices it creates.`;
    expect([...long]).toHaveLength(213);
    expect(messages(long)).toEqual([
      "The description is 213 characters long; search results cut it at about 160. Shorten it to one sentence of at most 160 characters and move the rest into the page.",
    ]);
  });

  test("a lower-case start, at the first letter", () => {
    const found = findings("send your first request in five minutes.");
    expect(places(found)).toEqual(["a.mdx:3:14"]);
    expect(found[0]!.endColumn).toBe(15);
    expect(found[0]!.message).toBe(
      "The description starts with a lower-case letter. Write it as a sentence that starts with a capital letter.",
    );
  });

  test("names written in lower case, digits and quotes may start it", () => {
    for (const description of [
      "gRPC endpoints for the vector database.",
      "iOS apps send events with the mobile SDK.",
      "3 ways to send your first request today.",
      "`mint dev` runs a local preview of your docs.",
      '"Hello world" is the first request to send.',
    ]) {
      expect(findings(description), description).toEqual([]);
    }
  });

  test("no final period, at the last character", () => {
    const found = findings("Send your first request in five minutes");
    expect(places(found)).toEqual(["a.mdx:3:52"]);
    expect(found[0]!.message).toBe(
      "The description does not end with a period. Write it as a full sentence, ending with a period.",
    );
    expect(findings('"Our setup has three parts:"')).toHaveLength(1);
  });

  test("several problems, several findings", () => {
    expect(messages("postgres for agents").map((m) => m.slice(0, 30))).toEqual([
      "The description is 19 characte",
      "The description starts with a ",
      "The description does not end w",
    ]);
  });

  test("quoted values are read as written, and reported at their text", () => {
    const found = pageFindings(RULE, { "a.mdx": withDescription('"Send your first request in five minutes"') });
    expect(places(found)).toEqual(["a.mdx:3:53"]);
  });

  test("a description over several lines is reported at its key", () => {
    const found = pageFindings(RULE, {
      "a.mdx": "---\ntitle: Quickstart\ndescription: >\n  Send your first request\n  in five minutes\n---\n\nText.\n",
    });
    expect(places(found)).toEqual(["a.mdx:3:1"]);
  });

  test("missing, empty and non-text descriptions are page/description's business; snippets are left alone", () => {
    const files = {
      "a.mdx": "---\ntitle: Quickstart\n---\n\nText.\n",
      "b.mdx": '---\ntitle: Quickstart\ndescription: ""\n---\n',
      "c.mdx": "---\ntitle: Quickstart\ndescription: 42\n---\n",
      "snippets/d.mdx": withDescription("short"),
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("prose of the body is not the description: headings, lists, tables, components, code", () => {
    const body = [
      "## short",
      "",
      "- short",
      "",
      "| a | b |",
      "| --- | --- |",
      "| short | x |",
      "",
      "<Steps>",
      '  <Step title="short">',
      "    short",
      "  </Step>",
      "</Steps>",
      "",
      "<Tabs>",
      '  <Tab title="short">',
      "    <Note>short</Note>",
      "  </Tab>",
      "</Tabs>",
      "",
      '<Accordion title="short">short</Accordion>',
      "",
      "```yaml",
      "description: short",
      "```",
      "",
    ].join("\n");
    expect(pageFindings(RULE, { "a.mdx": withDescription("Send your first request in five minutes.", body) })).toEqual(
      [],
    );
  });

  test("a page in another language gets no English advice", () => {
    const body =
      "Esta página explica cómo se envía una solicitud a la API y cómo se lee la respuesta que devuelve el servidor para cada cliente de la cuenta.\n";
    expect(
      pageFindings(RULE, { "a.mdx": withDescription("envía tu primera solicitud", body, "Inicio rápido") }),
    ).toEqual([]);
  });
});
