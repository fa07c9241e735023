import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { applyFix, FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/broken-link";
const SETUP = `${FRONT}## Install the CLI\n\nText.\n\n## Install the CLI\n\nAgain.\n`;

describe("page/broken-link: targets", () => {
  test("a root-absolute link to a missing page is an error at the link, naming the nearest page", () => {
    const found = pageFindings(RULE, {
      "guides/setup.mdx": SETUP,
      "a.mdx": `${FRONT}Read [setup](/guides/setpu) first.\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:6"]);
    expect(found[0]).toMatchObject({ severity: "error", endLine: 6, endColumn: 28 });
    expect(found[0]!.message).toContain("`/guides/setpu`");
    expect(found[0]!.message).toContain("Did you mean `/guides/setup`?");
  });

  test("pages (.mdx, .md, folder index), files under the root and the home page are reached", () => {
    const body = [
      "[a](/guides/setup) [b](/guides/setup/) [c](/notes) [d](/guides) [e](/images/chart.png) [f](/openapi.json?x=1) [g](/) [h](mailto:a@b.c) [i](https://x.dev/missing) [j](//cdn.x.dev/y)",
    ].join("\n");
    const files = {
      "guides/setup.mdx": SETUP,
      "notes.md": FRONT,
      "guides/index.mdx": FRONT,
      "images/chart.png": "png",
      "openapi.json": "{}",
      "a.mdx": FRONT + body + "\n",
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("relative links resolve against the page's folder, including from an index page", () => {
    const files = {
      "guides/setup.mdx": SETUP,
      "guides/index.mdx": `${FRONT}[ok](setup) [ok](./setup) [ok](../api/users) [bad](guides/setup)\n`,
      "api/users.mdx": `${FRONT}[ok](../guides/setup) [bad](setup)\n`,
    };
    expect(places(pageFindings(RULE, files))).toEqual(["api/users.mdx:6:23", "guides/index.mdx:6:46"]);
  });

  test("a folder of the navigation is served as its first page there: links to it work, and their fragments are that page's", () => {
    const root = tempProject({
      "docs.json": docsJson(["a", "guides/setup", "guides/overview", "guides/deep/page"]),
      "a.mdx": `${FRONT}[a](/guides) [b](/guides/) [c](guides) [d](/guides#install-the-cli) [e](/guides/deep) [f](/guides#sign-in)\n`,
      "guides/setup.mdx": SETUP,
      "guides/overview.mdx": FRONT,
      "guides/deep/page.mdx": FRONT,
    });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId === RULE);
    expect(places(found)).toEqual(["a.mdx:6:87"]);
    expect(found[0]!.message).toBe(
      "Broken link `/guides#sign-in`: `/guides` leads to its first page in the navigation, `guides/setup.mdx`, which has no heading or anchor `#sign-in`. Did you mean `#install-the-cli`? Link to an existing heading (its anchor is the heading text in lowercase with hyphens), or give the heading a custom id.",
    );
  });

  test("a folder none of whose pages is in the navigation is an error: the site sends the reader to the home page", () => {
    const root = tempProject({
      "docs.json": docsJson(["a"]),
      "a.mdx": `${FRONT}[guides](/guides)\n`,
      "guides/overview.mdx": FRONT,
      "guides/setup.mdx": SETUP,
    });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId === RULE);
    expect(places(found)).toEqual(["a.mdx:6:1"]);
    expect(found[0]!.message).toContain("`guides` is a folder, and none of its pages is in the navigation");
    expect(found[0]!.message).toContain("Did you mean `/guides/overview`?");
  });

  test("a folder that holds no page is an error, as the site serves nothing at its URL", () => {
    const found = pageFindings(RULE, {
      "images/chart.png": "png",
      "a.mdx": `${FRONT}[charts](/images) [chart](/images/chart.png)\n`,
    });
    expect(places(found)).toEqual(["a.mdx:6:1"]);
    expect(found[0]!.message).toContain("`images` is a folder with no pages");
  });

  test("newer layout: the folders of every language and version count, through $ref files", () => {
    const navigation = {
      languages: [
        { language: "en", groups: [{ group: "Start", pages: ["index", "guides/setup"] }] },
        { language: "fr", $ref: "nav/fr.json" },
      ],
    };
    const root = tempProject({
      "docs.json": JSON.stringify({ theme: "mint", name: "Acme", navigation }),
      "nav/fr.json": JSON.stringify({
        versions: [{ version: "v2", groups: [{ group: "Début", pages: ["fr/v2/guides/setup"] }] }],
      }),
      "index.mdx": `${FRONT}[a](/guides) [b](/fr/v2/guides) [c](/fr/v2) [d](/fr/v1)\n`,
      "guides/setup.mdx": SETUP,
      "fr/v2/guides/setup.mdx": SETUP,
    });
    expect(places(check({ root }).diagnostics.filter((d) => d.ruleId === RULE))).toEqual(["index.mdx:6:45"]);
  });

  test("files .mintignore (or Mintlify's own ignores) leave out are not published: links to them are errors that say so", () => {
    const root = tempProject({
      "docs.json": docsJson(["a"]),
      ".mintignore": "# Work in progress\ndrafts/\n*.draft.mdx\n!keep.draft.mdx\n",
      "a.mdx": `${FRONT}[a](/drafts/plan) [b](/notes.draft) [c](/keep.draft) [d](/README)\n`,
      "drafts/plan.mdx": `${FRONT}[gone](/nowhere)\n`,
      "notes.draft.mdx": FRONT,
      "keep.draft.mdx": FRONT,
      "README.md": "# Repository\n",
    });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId === RULE);
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:6:19", "a.mdx:6:54"]);
    expect(found[0]!.message).toContain("`.mintignore` leaves `drafts` out of the site");
    expect(found[1]!.message).toContain("`.mintignore` leaves `notes.draft.mdx` out of the site");
    expect(found[2]!.message).toContain("the site never publishes `README.md`");
  });

  test("a link that leaves the docs root is an error", () => {
    const found = pageFindings(RULE, { "guides/a.mdx": `${FRONT}[license](../../LICENSE)\n` });
    expect(places(found)).toEqual(["guides/a.mdx:6:1"]);
    expect(found[0]!.message).toContain("out of the docs root");
  });

  test("a letter-case mismatch is an error that names the real file", () => {
    const found = pageFindings(RULE, { "guides/setup.mdx": SETUP, "a.mdx": `${FRONT}[setup](/Guides/Setup)\n` });
    expect(found[0]!.message).toContain("`guides/setup.mdx` differs only in letter case");
  });

  test("<a href> and <Card href> in .mdx and .md pages (MDX to Mintlify) are checked at the attribute", () => {
    const mdx = `${FRONT}<a href="/nope">x</a>\n\n<Card title="Go" href="/gone">\n  Text.\n</Card>\n`;
    const md = `${FRONT}Some <a className="x" href="/missing">link</a>.\n`;
    expect(places(pageFindings(RULE, { "a.mdx": mdx, "b.md": md }))).toEqual(["a.mdx:6:4", "a.mdx:8:18", "b.md:6:23"]);
  });

  test("link reference definitions are checked", () => {
    expect(places(pageFindings(RULE, { "a.mdx": `${FRONT}See [the guide][g].\n\n[g]: /missing-guide\n` }))).toEqual([
      "a.mdx:8:1",
    ]);
  });

  test("snippets: only root-absolute links are checked (relative ones resolve in the including page)", () => {
    const snippet = "[a](relative/page) [b](#anywhere) [c](/missing-from-snippet)\n";
    const found = pageFindings(RULE, { "snippets/s.mdx": snippet, "a.mdx": FRONT });
    expect(places(found)).toEqual(["snippets/s.mdx:1:35"]);
  });

  test("a link to a redirect source works, also through the newer layout's $ref and wildcards", () => {
    const page = `${FRONT}[a](/old-setup) [b](/legacy/deep/page) [c](/v1/users) [d](/not-redirected)\n`;
    const redirects = [
      { source: "/old-setup", destination: "/a" },
      { source: "/legacy/:slug*", destination: "/a" },
      { source: "/v1/:name", destination: "/a" },
    ];
    const legacy = tempProject({ "docs.json": docsJson(["a"], { redirects }), "a.mdx": page });
    expect(
      check({ root: legacy })
        .diagnostics.filter((d) => d.ruleId === RULE)
        .map((d) => d.column),
    ).toEqual([55]);
    const newer = tempProject({
      "docs.json": JSON.stringify({
        theme: "mint",
        name: "Acme",
        navigation: { pages: ["a"] },
        redirects: { $ref: "./redirects.json" },
      }),
      "redirects.json": JSON.stringify(redirects),
      "a.mdx": page,
    });
    expect(
      check({ root: newer })
        .diagnostics.filter((d) => d.ruleId === RULE)
        .map((d) => d.column),
    ).toEqual([55]);
  });

  test("a link with no text shows nothing to click and is not checked", () => {
    const text = `${FRONT}## Charge models[](#charge-models "Direct link to heading")\n\n[ ](/missing) [x](/missing)\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:8:15"]);
  });

  test("files the site builder makes (llms.txt, sitemap.xml, /.well-known/…) are not reported", () => {
    expect(
      pageFindings(RULE, { "a.mdx": `${FRONT}[a](/llms.txt) [b](/sitemap.xml) [c](/.well-known/api-catalog)\n` }),
    ).toEqual([]);
  });
});

describe("page/broken-link: fragments", () => {
  test("a fragment must name a heading of the target page", () => {
    const text = `${FRONT}[ok](/guides/setup#install-the-cli) [bad](/guides/setup#instal-the-cli)\n`;
    const found = pageFindings(RULE, { "guides/setup.mdx": SETUP, "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:37"]);
    expect(found[0]!.message).toContain("`guides/setup.mdx` has no heading or anchor `#instal-the-cli`");
    expect(found[0]!.message).toContain("Did you mean `#install-the-cli`?");
  });

  test("same-page fragments, queries and #top", () => {
    const text = `${FRONT}## Usage notes\n\n[a](#usage-notes) [b](?tab=1#usage-notes) [c](#top) [d](#usage)\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text }))).toEqual(["a.mdx:8:53"]);
  });

  test("a repeated heading is numbered as Mintlify numbers it: -2, then -3", () => {
    const text = `${FRONT}[a](/guides/setup#install-the-cli-1) [b](/guides/setup#install-the-cli-2) [c](/guides/setup#install-the-cli-3)\n`;
    expect(places(pageFindings(RULE, { "guides/setup.mdx": SETUP, "a.mdx": text }))).toEqual([
      "a.mdx:6:1",
      "a.mdx:6:75",
    ]);
  });

  test("fragments are Mintlify's ids exactly: `_` is kept, `.` is a hyphen, spaces are hyphens", () => {
    const target = `${FRONT}## api_key\n\n## Running scripts\n\n## spec.upstream.protocol\n`;
    const text = `${FRONT}[a](/t#api-key) [b](/t#runningscripts) [c](/t#specupstreamprotocol) [d](/t#api_key) [e](/t#running-scripts) [f](/t#spec-upstream-protocol)\n`;
    const found = pageFindings(RULE, { "t.mdx": target, "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:6:17", "a.mdx:6:40"]);
    // Each suggestion is an id the page has on Mintlify, so following it fixes the link.
    expect(found.map((d) => /Did you mean `#([^`]+)`/.exec(d.message)?.[1])).toEqual([
      "api_key",
      "running-scripts",
      "spec-upstream-protocol",
    ]);
  });

  test("punctuation and non-ASCII letters: the id Mintlify renders, linked as written, percent-encoded or with the punctuation Mintlify's own check cleans away", () => {
    const target = `${FRONT}## Step 2: Über die API\n\n## Split configuration with \`$ref\`\n`;
    const text = [
      "[a](/t#step-2-über-die-api)",
      "[b](/t#step-2-%C3%BCber-die-api)",
      "[c](/t#step-2-uber-die-api)",
      "[d](/t#step-2:-über-die-api)",
      "[e](/t#split-configuration-with-$ref)",
      "[f](/t#split-configuration-with-%24ref)",
      "[g](/t#split-configuration-with-ref)",
    ].join(" ");
    const found = pageFindings(RULE, { "t.mdx": target, "a.mdx": `${FRONT}${text}\n` });
    expect(places(found)).toEqual(["a.mdx:6:62", "a.mdx:6:197"]);
    expect(found[0]!.message).toContain("Did you mean `#step-2-über-die-api`?");
  });

  test("repeated accordions are numbered -1 and tabs -2, as Mintlify's remarkComponentIds numbers them", () => {
    const target = `${FRONT}<Accordion title="FAQ">A</Accordion>\n\n<Accordion title="FAQ">B</Accordion>\n\n<Tabs>\n  <Tab title="OAuth">A</Tab>\n  <Tab title="OAuth">B</Tab>\n</Tabs>\n`;
    const text = `${FRONT}[a](/t#faq-1) [b](/t#faq-2) [c](/t#oauth-2) [d](/t#oauth-1)\n`;
    expect(places(pageFindings(RULE, { "t.mdx": target, "a.mdx": text }))).toEqual(["a.mdx:6:15", "a.mdx:6:45"]);
  });

  test("letter case is not: a fragment that differs from the anchor only in case is an error whose fix writes the anchor", () => {
    const target = `${FRONT}## Example: Connect a server\n\n## Limits {#API-Limits}\n`;
    const text = `${FRONT}[a](/t#Example-Connect-A-Server) [b](/t#API-Limits) [c](/t#api-limits)\n`;
    const files = { "t.md": target, "a.mdx": text };
    const found = pageFindings(RULE, files);
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:6:53"]);
    expect(found[0]!.message).toBe(
      "Broken link `/t#Example-Connect-A-Server`: `t.md` has the anchor `#example-connect-a-server`, not `#Example-Connect-A-Server`: browsers match a fragment to an anchor exactly, letter case included, so the link opens the top of the page. Write `#example-connect-a-server`.",
    );
    expect(applyFix(text, found[0]!)).toContain("[a](/t#example-connect-a-server) ");
    expect(applyFix(text, found[1]!)).toContain("[c](/t#API-Limits)\n");
  });

  test("components and ids the site makes linkable are anchors", () => {
    const target = [
      FRONT,
      '<AccordionGroup>\n  <Accordion title="All supported languages">\n    Text.\n  </Accordion>\n</AccordionGroup>\n',
      '<Update label="March 2025" description="v2">\n  Text.\n</Update>\n',
      '<Steps>\n  <Step title="Create a key">\n    Text.\n  </Step>\n</Steps>\n',
      '<Tabs>\n  <Tab title="OAuth 2.0">\n    Text.\n  </Tab>\n</Tabs>\n',
      '<ParamField body="user.email" type="string">\n  Text.\n</ParamField>\n',
      '<ResponseField name="data" type="object">\n  <Expandable title="properties">\n    <ResponseField name="id" type="string">\n      Text.\n    </ResponseField>\n  </Expandable>\n</ResponseField>\n',
      '<div id="custom-spot" />\n',
    ].join("\n");
    const links = [
      "all-supported-languages",
      "march-2025",
      "create-a-key",
      "oauth-2-0",
      "param-user-email",
      "param-data",
      "param-data-id",
      "param-id",
      "custom-spot",
    ];
    const text = FRONT + links.map((l) => `[x](/t#${l})`).join(" ") + " [y](/t#param-email)\n";
    expect(pageFindings(RULE, { "t.mdx": target, "a.mdx": text }).map((d) => d.message.match(/`#[^`]+`/)![0])).toEqual([
      "`#param-email`",
    ]);
  });

  test("a field is linkable by `#param-<name>` only, as rehypeParamFieldIds ids it; inside a paragraph by its bare name", () => {
    const target = `${FRONT}<ResponseField name="theme" type="string">\n  Text.\n</ResponseField>\n\n<ParamField path="user.id" type="string">\n  Text.\n</ParamField>\n\nInline <ParamField query="pageSize">x</ParamField> field.\n`;
    const text = `${FRONT}[a](/t#theme) [b](/t#param-theme) [c](/t#user-id) [d](/t#param-user-id) [e](/t#page-size) [f](/t#param-page-size)\n`;
    expect(pageFindings(RULE, { "t.mdx": target, "a.mdx": text }).map((d) => d.message.match(/`#[^`]+`/)![0])).toEqual([
      "`#theme`",
      "`#user-id`",
      "`#param-page-size`",
    ]);
  });

  test("Markdown pages: custom heading ids and raw HTML ids", () => {
    const target = `${FRONT}## Configuration options {#config}\n\n<a name="legacy-anchor"></a>\n\n<h3 id="html-heading">X</h3>\n`;
    // A custom id replaces the heading's slug, as Mintlify's preprocessCustomHeadingIds makes it the id.
    const text = `${FRONT}[a](/t#config) [b](/t#configuration-options) [c](/t#legacy-anchor) [d](/t#html-heading) [e](/t#nope)\n`;
    expect(pageFindings(RULE, { "t.md": target, "a.mdx": text }).map((d) => d.column)).toEqual([16, 89]);
  });

  test("headings of an imported Markdown snippet are anchors of the page", () => {
    const files = {
      "snippets/setup.mdx": "## GitLab setup\n\nText.\n",
      "t.mdx": `${FRONT}import Setup from "/snippets/setup.mdx";\n\n<Setup />\n`,
      "a.mdx": `${FRONT}[a](/t#gitlab-setup) [b](/t#github-setup)\n`,
    };
    expect(places(pageFindings(RULE, files))).toEqual(["a.mdx:6:22"]);
  });

  test("fragments of API pages, of pages whose code components build ids from props, and of files are not checked", () => {
    const files = {
      "api/get-user.mdx": "---\ntitle: Get user\ndescription: One user.\nopenapi: GET /users/{id}\n---\n",
      "chart.mdx": `${FRONT}import { Chart } from "/snippets/chart.jsx";\n\n<Chart />\n`,
      "snippets/chart.jsx": "export const Chart = ({ anchor }) => <div id={anchor} />;\n",
      "openapi.json": "{}",
      "a.mdx": `${FRONT}[a](/api/get-user#body-name) [b](/chart#revenue) [c](/openapi.json#/paths)\n`,
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });
});
