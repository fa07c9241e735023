import { describe, expect, test } from "vitest";
import { pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/title";
const withTitle = (title: string, body = "Send a request to the API and read the answer it returns.\n") =>
  `---\ntitle: ${title}\ndescription: Send your first request in five minutes.\n---\n\n${body}`;
const findings = (title: string, file = "a.mdx") => pageFindings(RULE, { [file]: withTitle(title) });

describe("style/title", () => {
  test("a generic word alone, at the title's value, with what to write instead", () => {
    const found = findings("Overview");
    expect(places(found)).toEqual(["a.mdx:2:8"]);
    expect(found[0]).toMatchObject({
      severity: "notice",
      endLine: 2,
      endColumn: 16,
      message:
        'The title "Overview" does not say what the page is about: in search results, browser tabs and links it looks like every other page with that title. Name the subject, such as "Billing API overview".',
      docsUrl: "https://github.com/docsgate/docsgate/blob/main/rules/style/title.md",
    });
  });

  test("every generic word, in any case, quoted or with a final period", () => {
    const titles = [
      "Introduction",
      "intro",
      '"OVERVIEW"',
      "Untitled",
      "Untitled page",
      "New page",
      "Page",
      "Docs",
      "Documentation",
      "General",
      "Misc",
      "Miscellaneous",
      "Other",
      "Overview.",
    ];
    const files = Object.fromEntries(titles.map((title, i) => [`p${i}.mdx`, withTitle(title)]));
    expect(pageFindings(RULE, files)).toHaveLength(titles.length);
  });

  test("a generic word with a subject, and one-of-a-kind pages, are fine", () => {
    const titles = [
      "Billing overview",
      "Introduction to webhooks",
      "Home",
      "Welcome",
      "Quickstart",
      "Getting started",
      "FAQ",
      "S3",
      "Go",
    ];
    const files = Object.fromEntries(titles.map((title, i) => [`p${i}.mdx`, withTitle(title)]));
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("longer than 60 characters", () => {
    const sixty = "Send usage events from your backend to the billing API today";
    expect(sixty).toHaveLength(60);
    expect(findings(sixty)).toEqual([]);
    const found = findings(`${sixty}s`);
    expect(places(found)).toEqual(["a.mdx:2:8"]);
    expect(found[0]!.endColumn).toBe(69);
    expect(found[0]!.message).toBe(
      "The title is 61 characters long; search results cut titles at about 60. Shorten it to 60 characters or fewer and move the detail into the description.",
    );
  });

  test("characters, not UTF-16 units: an emoji counts once", () => {
    expect(findings(`${"x".repeat(59)}🚀`)).toEqual([]);
  });

  test("a final period, at the period", () => {
    const found = findings("Send your first request.");
    expect(places(found)).toEqual(["a.mdx:2:31"]);
    expect(found[0]!.message).toBe(
      "The title ends with a period. Titles are headings, not sentences: remove the period.",
    );
  });

  test("abbreviations and ellipses keep their periods", () => {
    const files = {
      "a.mdx": withTitle("Acme Inc."),
      "b.mdx": withTitle("Ship in the U.S."),
      "c.mdx": withTitle("Wait for it..."),
      "d.mdx": withTitle("Node.js setup"),
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("a long title with a final period gets both findings", () => {
    const found = findings(`${"Send usage events from your backend to the billing API now"}, then read it.`);
    expect(found.map((d) => d.message.slice(0, 24))).toEqual(["The title is 73 characte", "The title ends with a pe"]);
  });

  test("missing, empty and non-text titles are page/title's business", () => {
    const files = {
      "a.mdx": "---\ndescription: Send your first request.\n---\n\nText.\n",
      "b.mdx": '---\ntitle: ""\n---\n',
      "c.mdx": "---\ntitle: 2024\n---\n",
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("snippets and pages generated from an OpenAPI operation are left alone", () => {
    const files = {
      "snippets/intro.mdx": withTitle("Introduction"),
      "get-user.mdx": '---\nopenapi: "GET /users"\ntitle: Overview\n---\n',
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("a manual API page (api:) is checked", () => {
    expect(
      places(
        pageFindings(RULE, {
          "a.mdx": '---\napi: "GET /users"\ntitle: Overview\ndescription: List the users of your account.\n---\n',
        }),
      ),
    ).toEqual(["a.mdx:3:8"]);
  });

  test("headings, list items and component titles of the body are not the page title", () => {
    const body =
      '## Overview\n\n- Overview\n\n<Steps>\n  <Step title="Overview">\n    Open the page.\n  </Step>\n</Steps>\n\n<Tabs>\n  <Tab title="Introduction">\n    Read the note.\n  </Tab>\n</Tabs>\n\n<Accordion title="Misc">\n  <Note>Page</Note>\n</Accordion>\n\n```md\n---\ntitle: Overview\n---\n```\n';
    expect(pageFindings(RULE, { "a.mdx": withTitle("Billing overview", body) })).toEqual([]);
  });

  test("a page in another language gets no English advice", () => {
    const body =
      "Esta página explica cómo se envía una solicitud a la API y cómo se lee la respuesta que devuelve el servidor para cada cliente de la cuenta.\n";
    expect(pageFindings(RULE, { "a.mdx": withTitle("Overview", body) })).toEqual([]);
  });
});
