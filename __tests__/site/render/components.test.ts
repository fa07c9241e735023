import { describe, expect, test } from "vitest";
import { renderBody } from "./render.js";

describe("callouts", () => {
  test.each([
    ["Note", "note"],
    ["Tip", "tip"],
    ["Warning", "warning"],
    ["Info", "info"],
    ["Check", "check"],
  ])("<%s> is a note-role callout with an icon", (name, kind) => {
    const { page, reports } = renderBody(`<${name}>Keep the key **secret**.</${name}>`);
    expect(page.html).toContain(`<div class="callout callout-${kind}" role="note"><svg class="callout-icon"`);
    expect(page.html).toContain("Keep the key <strong>secret</strong>.");
    expect(reports).toEqual([]);
  });

  // @mintlify/components 1.0.19, dist/components/callout/callout.js: every callout draws `title` in
  test.each(["lucide", "tabler"] as const)(
    "a typed callout keeps its own icon on a %s site, as Mintlify's Callout does; a Callout's icon is the library's",
    (iconLibrary) => {
      for (const name of ["Note", "Tip", "Warning", "Info", "Check", "Danger"]) {
        const { page } = renderBody(`<${name}>Keep the key secret.</${name}>`, {}, { iconLibrary });
        expect(page.html).toMatch(/role="note"><svg class="callout-icon" viewBox="0 0 \d+ 512" fill="currentColor"/);
      }
      const custom = renderBody('<Callout icon="rocket">Go.</Callout>', {}, { iconLibrary }).page.html;
      expect(custom).toMatch(
        /role="note"><svg class="callout-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor"/,
      );
    },
  );

  // a bold line above its content; a typed one keeps its own icon and colours.
  test("a typed callout shows its title above its content, and keeps its own icon and colour", () => {
    const { page } = renderBody(
      '<Warning title="Before you start" icon="rocket" color="#ff0000">\nBack up.\n</Warning>',
    );
    expect(page.html).toContain(
      '<div class="callout-content"><div class="callout-title">Before you start</div><p>Back up.</p></div>',
    );
    expect(page.html).toContain('<div class="callout callout-warning" role="note"><svg class="callout-icon"');
    expect(page.html).not.toContain("--callout: #ff0000");
    expect(page.html).not.toContain("rocket");
  });

  test("a Callout shows its title, its icon and its colour; without an icon it has none", () => {
    const withIcon = renderBody('<Callout title="Heads up" icon="rocket" color="#ff0000">Go.</Callout>').page.html;
    expect(withIcon).toContain('style="--callout: #ff0000"');
    expect(withIcon).toContain('<div class="callout-title">Heads up</div>');
    const plain = renderBody("<Callout>Go.</Callout>").page.html;
    expect(plain).not.toContain("callout-icon");
    const typed = renderBody('<Callout variant="danger">Go.</Callout>').page.html;
    expect(typed).toContain('<div class="callout callout-danger" role="note"><svg class="callout-icon"');
  });
});

test("CodeGroup: one tab per block, titled from the info string, the first panel shown", () => {
  const { page } = renderBody(
    '<CodeGroup>\n\n```bash cURL\ncurl https://x.test\n```\n\n```python title="Python SDK"\nprint(1)\n```\n\n</CodeGroup>',
  );
  expect(page.html).toMatch(/<div class="code-group" data-component="CodeGroup"><div role="tablist" class="tab-list">/);
  expect(page.html).toContain(
    '<button type="button" role="tab" id="tab-1" aria-selected="true" aria-controls="tab-1-panel" tabindex="0">cURL</button>',
  );
  expect(page.html).toContain(
    '<button type="button" role="tab" id="tab-2" aria-selected="false" aria-controls="tab-2-panel" tabindex="-1">Python SDK</button>',
  );
  expect(page.html).toContain(
    '<div role="tabpanel" class="tab-panel" id="tab-2-panel" aria-labelledby="tab-2" hidden>',
  );
  expect(page.html).not.toContain('id="tab-1-panel" aria-labelledby="tab-1" hidden');
  // The tab carries the title: no second title bar in the panel.
  expect(page.html).not.toContain("code-title");
});

test("Steps: a numbered list of steps, each title a heading and an anchor", () => {
  const { page } = renderBody(
    '<Steps>\n<Step title="Install">\nRun it.\n</Step>\n<Step title="Configure" stepNumber={7}>\nSet it.\n</Step>\n</Steps>',
  );
  expect(page.html).toContain(
    '<ol class="steps"><li class="step" id="install"><div class="step-marker" aria-hidden="true">1</div><div class="step-content"><p class="step-title">Install</p><p>Run it.</p></div></li>',
  );
  expect(page.html).toContain('<li class="step" id="configure"><div class="step-marker" aria-hidden="true">7</div>');
});

test("Tabs: tab buttons titled and linkable by their title, panels hidden but the default", () => {
  const { page } = renderBody(
    '<Tabs defaultTabIndex={1}>\n<Tab title="macOS">\nUse brew.\n</Tab>\n<Tab title="Linux">\nUse apt.\n</Tab>\n</Tabs>',
  );
  expect(page.html).toContain(
    '<div class="tabs" data-component="Tabs"><div role="tablist" class="tab-list"><button type="button" role="tab" id="macos" aria-selected="false"',
  );
  expect(page.html).toContain(
    'id="linux" aria-selected="true" aria-controls="linux-panel" tabindex="0">Linux</button>',
  );
  expect(page.html).toContain(
    '<div role="tabpanel" class="tab-panel" id="macos-panel" aria-labelledby="macos" hidden><p>Use brew.</p></div>',
  );
  expect(page.html).toContain(
    '<div role="tabpanel" class="tab-panel" id="linux-panel" aria-labelledby="linux"><p>Use apt.</p></div>',
  );
});

test("AccordionGroup and Accordion: details and summary, open when defaultOpen", () => {
  const { page } = renderBody(
    '<AccordionGroup>\n<Accordion title="Is it free?" defaultOpen>\nYes.\n</Accordion>\n<Accordion title="Limits" description="Per minute">\nTen.\n</Accordion>\n</AccordionGroup>',
  );
  expect(page.html).toContain(
    '<div class="accordion-group"><details class="accordion" id="is-it-free" open><summary><span class="accordion-title">Is it free?</span></summary><div class="accordion-content"><p>Yes.</p></div></details>',
  );
  expect(page.html).toContain(
    '<details class="accordion" id="limits"><summary><span class="accordion-title">Limits</span><span class="accordion-description">Per minute</span></summary>',
  );
});

describe("Card and CardGroup", () => {
  test("a card with an href is one link, with its icon inlined; the group has its columns", () => {
    const { page } = renderBody(
      '<CardGroup cols={3}>\n<Card title="Quickstart" icon="rocket" href="/quickstart">\nStart here.\n</Card>\n<Card title="Plain" horizontal>\nNo link.\n</Card>\n</CardGroup>',
      { "quickstart.mdx": "---\ntitle: Quickstart\n---\n" },
      { basePath: "/docs" },
    );
    expect(page.html).toContain(
      '<div class="card-group cols-3" style="--cols: 3"><a class="card" href="/docs/quickstart/"><div class="card-icon"><svg class="card-icon" viewBox=',
    );
    expect(page.html).toContain(
      '<div class="card-body"><p class="card-title">Quickstart</p><div class="card-content"><p>Start here.</p></div></div></a>',
    );
    expect(page.html).toContain(
      '<div class="card card-horizontal"><div class="card-body"><p class="card-title">Plain</p>',
    );
  });

  test("CardGroup has two columns by default; an image card shows its image, an image icon is an img", () => {
    const { page } = renderBody(
      '<CardGroup>\n<Card title="Shot" img="/images/shot.png" icon="/icons/logo.svg">\nLook.\n</Card>\n</CardGroup>',
      { "images/shot.png": "png", "icons/logo.svg": "<svg/>" },
    );
    expect(page.html).toContain('<div class="card-group cols-2" style="--cols: 2">');
    expect(page.html).toContain('<img class="card-img" src="/images/shot.png" alt="">');
    expect(page.html).toContain('<img class="card-icon" src="/icons/logo.svg" alt="" aria-hidden="true">');
    expect(page.assets).toEqual(["icons/logo.svg", "images/shot.png"]);
  });

  test("CardGroup lays out as many columns as cols says, past 4 too, as Mintlify's Columns does", () => {
    const { page } = renderBody('<CardGroup cols={5}>\n<Card title="One">\nA.\n</Card>\n</CardGroup>');
    expect(page.html).toContain('<div class="card-group cols-5" style="--cols: 5">');
  });
});

test("ParamField and ResponseField: name, location, type, required, default, deprecated; linkable as param-<name>", () => {
  const { page } = renderBody(
    '<ParamField query="limit" type="integer" default={20} required>\nHow many.\n</ParamField>\n\n<ResponseField name="user" type="object" deprecated>\n<Expandable title="properties">\n<ResponseField name="id" type="string">\nThe id.\n</ResponseField>\n</Expandable>\n</ResponseField>',
  );
  expect(page.html).toContain(
    '<div class="field param-field" id="param-limit"><div class="field-head"><code class="field-name">limit</code><span class="field-badge field-location">query</span><span class="field-badge field-type">integer</span><span class="field-badge field-required">required</span><span class="field-default">default: <code>20</code></span></div><div class="field-body"><p>How many.</p></div></div>',
  );
  expect(page.html).toContain(
    '<div class="field response-field" id="param-user"><div class="field-head"><code class="field-name">user</code><span class="field-badge field-type">object</span><span class="field-badge field-deprecated">deprecated</span></div>',
  );
  expect(page.html).toContain(
    '<details class="expandable"><summary>Show properties</summary><div class="expandable-content"><div class="field response-field" id="param-user-id">',
  );
});

// @mintlify/common 1.0.1211: `paramFieldLocations` (dist/mdx/lib/mdx-utils.js) name the parameter;
// `rehypeParamFieldIds` gives ids only to query, path, body and header fields.
test("ParamField: a cookie or auth location names the field, without an id", () => {
  const { page } = renderBody('<ParamField cookie="session" type="string">\nThe session.\n</ParamField>');
  expect(page.html).toContain(
    '<div class="field param-field"><div class="field-head"><code class="field-name">session</code><span class="field-badge field-location">cookie</span><span class="field-badge field-type">string</span></div>',
  );
  expect(page.paramFields ?? []).toEqual([]);
});

test("Frame: a figure with its caption", () => {
  const { page } = renderBody('<Frame caption="The dashboard">\n![Dashboard](/images/d.png)\n</Frame>', {
    "images/d.png": "png",
  });
  expect(page.html).toBe(
    '<figure class="frame"><div class="frame-content"><p><img src="/images/d.png" alt="Dashboard"></p></div><figcaption>The dashboard</figcaption></figure>',
  );
});

test("Frame: its caption is inline Markdown, a link in it placed at the attribute", () => {
  const { page } = renderBody('\n<Frame caption="See **this** [page](/x)">\n![Dashboard](/images/d.png)\n</Frame>', {
    "images/d.png": "png",
  });
  expect(page.html).toContain('<figcaption>See <strong>this</strong> <a href="/x/">page</a></figcaption>');
  // The caption's line, the one before the image's (renderBody adds front matter above the body).
  const image = page.links.find((link) => link.url === "/images/d.png")!;
  expect(page.links.find((link) => link.url === "/x/")).toMatchObject({ line: image.line - 1, column: 8 });
});

test("Tooltip: a focusable term whose tip is its description", () => {
  const { page } = renderBody('An <Tooltip tip="Application programming interface">API</Tooltip> call.');
  expect(page.html).toBe(
    '<p>An <span class="tooltip" tabindex="0" aria-describedby="tooltip-1">API<span class="tooltip-text" role="tooltip" id="tooltip-1">Application programming interface</span></span> call.</p>',
  );
});

test("Update: its label is its anchor", () => {
  const { page } = renderBody(
    '<Update label="2024-05-01" description="v2.0" tags={["API"]}>\nNew endpoints.\n</Update>',
  );
  expect(page.html).toBe(
    '<div class="update" id="2024-05-01"><div class="update-meta"><a class="update-label" href="#2024-05-01">2024-05-01</a><p class="update-description">v2.0</p><ul class="update-tags"><li>API</li></ul></div><div class="update-body"><p>New endpoints.</p></div></div>',
  );
});

test("RequestExample and ResponseExample go to the aside, not the body", () => {
  const { page } = renderBody(
    "Body.\n\n<RequestExample>\n\n```bash cURL\ncurl x\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json 200\n{}\n```\n\n</ResponseExample>",
  );
  expect(page.html).toBe("<p>Body.</p>");
  expect(page.aside).toContain(
    '<div class="request-example" data-component="RequestExample"><div role="tablist" class="tab-list"><button type="button" role="tab" id="tab-1" aria-selected="true" aria-controls="tab-1-panel" tabindex="0">cURL</button>',
  );
  expect(page.aside).toContain('<div class="response-example" data-component="ResponseExample">');
  expect(page.aside).toContain(">200</button>");
});

test("video and iframe embeds keep the attributes of their player; iframes load lazily", () => {
  const { page } = renderBody(
    '<video src="/media/demo.mp4" controls autoPlay muted loop playsInline poster="/media/p.png" preload="none" data-x="1" width={640} />\n\n<iframe src="https://www.youtube.com/embed/x" title="Tour" allow="fullscreen" allowFullScreen referrerPolicy="no-referrer" />',
    { "media/demo.mp4": "v", "media/p.png": "p" },
  );
  expect(page.html).toContain(
    '<video src="/media/demo.mp4" controls autoplay muted loop playsinline poster="/media/p.png" preload="none" data-x="1" width="640"></video>',
  );
  expect(page.html).toContain(
    '<iframe src="https://www.youtube.com/embed/x" title="Tour" allow="fullscreen" allowfullscreen referrerpolicy="no-referrer" loading="lazy"></iframe>',
  );
  expect(page.assets).toEqual(["media/demo.mp4", "media/p.png"]);
});

test("lowercase HTML elements pass through: className, style objects, SVG attribute names", () => {
  const { page } = renderBody(
    '<div className="hero" style={{ maxWidth: 400, backgroundColor: "red", opacity: 0.5, WebkitUserSelect: "none" }}>\n<svg viewBox="0 0 10 10" strokeWidth={2}><path d="M0 0" /></svg>\n</div>',
  );
  expect(page.html).toBe(
    '<div class="hero" style="max-width: 400px; background-color: red; opacity: 0.5; -webkit-user-select: none"><svg viewBox="0 0 10 10" stroke-width="2"><path d="M0 0"></path></svg></div>',
  );
});

test("a component neither built in nor imported is a labelled box without its children, as the published page shows nothing there; page/unknown-component reports it, not the renderer", () => {
  const { page, reports } = renderBody("<Fancy>\nInside.\n</Fancy>\n\nAn <Chip>inline</Chip> one.");
  const label = (name: string, tag: string) =>
    `<${tag} class="component-placeholder-label"><code>&#x3C;${name}></code> is not a component Mintlify knows, and this page neither imports nor defines it: the published page shows nothing here.</${tag}>`;
  expect(page.html).toBe(
    `<div class="component-placeholder" role="note" data-component="Fancy">${label("Fancy", "p")}</div>\n<p>An <span class="component-placeholder" role="note" data-component="Chip">${label("Chip", "span")}</span> one.</p>`,
  );
  expect(reports).toEqual([]);
});

test("Markdown: GFM tables, task lists, strikethrough, footnotes, blockquotes, images", () => {
  const { page } = renderBody(
    "| A | B |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ text[^1]\n\n> quoted\n\n![Alt text](https://cdn.test/x.png)\n\n[^1]: The note.",
  );
  expect(page.html).toContain(
    "<table>\n<thead>\n<tr>\n<th>A</th>\n<th>B</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>",
  );
  expect(page.html).toContain('<li class="task-list-item"><input type="checkbox" checked disabled> done</li>');
  expect(page.html).toContain(
    '<del>old</del> text<sup><a href="#fn-1" id="fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup>',
  );
  expect(page.html).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
  expect(page.html).toContain('<img src="https://cdn.test/x.png" alt="Alt text">');
  expect(page.html).toContain(
    '<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>',
  );
});

test("GitHub.Repo is a card linking to the repository, drawn with no request of the preview's own; a repo that is not owner/name draws nothing", () => {
  const { page } = renderBody(
    '<GitHub.Repo repo="acme/harbor" variant="inset" />\n\n<GitHub.Repo repo="not a repo" />',
  );
  expect(page.html).toMatch(
    /^<a class="card card-github card-inset" href="https:\/\/github\.com\/acme\/harbor" data-component="GitHub\.Repo"><div class="card-icon"><svg[^]*<\/svg><\/div><div class="card-body"><p class="card-title">acme\/harbor<\/p><div class="card-content">The repository on GitHub\.<\/div><\/div><\/a>\n?$/,
  );
});
