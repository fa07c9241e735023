import { describe, expect, test } from "vitest";
import { renderBody } from "./render.js";

describe("Tree and FileTree", () => {
  test("folders are <details> (open with defaultOpen), files rows; a folder that is not openable is a plain row", () => {
    const { page, reports } = renderBody(
      '<Tree>\n<Tree.Folder name="app" defaultOpen>\n<Tree.File name="page.tsx" highlight />\n</Tree.Folder>\n<Tree.Folder name="lib">\n<Tree.File name="db.ts" />\n</Tree.Folder>\n<Tree.Folder name="empty" openable={false} />\n</Tree>',
    );
    expect(page.html).toBe(
      '<ul class="tree" data-component="Tree">' +
        '<li class="tree-folder"><details open><summary class="tree-row"><span class="tree-name">app</span></summary><ul>' +
        '<li class="tree-file tree-highlight"><span class="tree-row"><span class="tree-name">page.tsx</span></span></li></ul></details></li>' +
        '<li class="tree-folder"><details><summary class="tree-row"><span class="tree-name">lib</span></summary><ul>' +
        '<li class="tree-file"><span class="tree-row"><span class="tree-name">db.ts</span></span></li></ul></details></li>' +
        '<li class="tree-folder"><span class="tree-row"><span class="tree-name">empty</span></span></li></ul>',
    );
    expect(reports).toEqual([]);
  });

  test("style sets the highlight colour of the tree (--tree-highlight), nothing else", () => {
    const tinted = renderBody(
      '<Tree style={{ "--tree-highlight": "rgb(59 130 246)", color: "red" }}>\n<Tree.File name="a" />\n</Tree>',
    );
    expect(tinted.page.html).toMatch(
      /^<ul class="tree" data-component="Tree" style="--tree-highlight: rgb\(59 130 246\)">/,
    );
    const unsafe = renderBody(
      '<Tree style={{ "--tree-highlight": "red; x: url(y)" }}>\n<Tree.File name="a" />\n</Tree>',
    );
    expect(unsafe.page.html).toMatch(/^<ul class="tree" data-component="Tree">/);
  });

  test("a Markdown list: a trailing slash or a nested list makes an open folder, the rest are files", () => {
    const { page } = renderBody(
      "<FileTree>\n\n- src/\n  - `index.ts`\n- docs\n  - intro.md\n- README.md\n\n</FileTree>",
    );
    const names = [...page.html.matchAll(/<li class="tree-(folder|file)">.*?<span class="tree-name">([^<]*)</g)].map(
      ([, kind, name]) => `${kind}:${name}`,
    );
    expect(names).toEqual(["folder:src", "file:index.ts", "folder:docs", "file:intro.md", "file:README.md"]);
    expect(page.html).toContain('data-component="FileTree"');
    expect(page.html.match(/<details open>/g)).toHaveLength(2);
  });
});

describe("Color", () => {
  test("a swatch per item with its name and value; a light/dark pair carries both; a value that could break out of the style is left out", () => {
    const { page } = renderBody(
      '<Color variant="table">\n<Color.Row title="Base">\n<Color.Item name="sky" value="oklch(70% 0.2 145)" />\n<Color.Item name="land" value={{ light: "#fff", dark: "#000" }} />\n<Color.Item name="bad" value="red; background: url(x)" />\n</Color.Row>\n</Color>',
    );
    expect(page.html).toContain(
      '<div class="color color-table"><div class="color-row"><span class="color-row-title">Base</span>',
    );
    expect(page.html).toContain(
      '<button type="button" class="color-item" data-copy="oklch(70% 0.2 145)" title="Copy the value"><span class="color-swatch" style="--swatch: oklch(70% 0.2 145)" aria-hidden="true"></span><span class="color-name">sky</span><code class="color-value">oklch(70% 0.2 145)</code></button>',
    );
    expect(page.html).toContain('data-copy="#fff" data-copy-dark="#000"');
    expect(page.html).toContain(
      '<code class="color-value color-value-light">#fff</code><code class="color-value color-value-dark">#000</code>',
    );
    expect(page.html).toContain('style="--swatch: #fff; --swatch-dark: #000"');
    expect(page.html).not.toContain("bad");
    expect(page.html).not.toContain("url(");
  });

  test("without a known variant, compact", () => {
    const { page } = renderBody('<Color variant="grid">\n<Color.Item value="#123456" />\n</Color>');
    expect(page.html).toMatch(/^<div class="color color-compact"><button/);
  });
});

describe("Prompt", () => {
  test("the description as Markdown, the text collapsed, a Copy button carrying the text as a reader pastes it", () => {
    const { page } = renderBody(
      '<Prompt description="Write **clear** docs.">\nYou are a *careful* writer.\n\n- Use `you`.\n- Be brief.\n\n1. Ask.\n2. Write.\n\n```bash\nnpm test\n```\n</Prompt>',
    );
    expect(page.html).toContain(
      '<details class="prompt-body"><summary><span class="prompt-description">Write <strong>clear</strong> docs.</span></summary>',
    );
    // The HTML writes the backticks of an attribute as `&#x60;`.
    const copied = /data-copy="([^"]*)">Copy prompt<\/button>/.exec(page.html)?.[1]?.replaceAll("&#x60;", "`");
    expect(copied).toBe(
      "You are a *careful* writer.\n\n- Use `you`.\n- Be brief.\n\n1. Ask.\n2. Write.\n\n```\nnpm test\n```",
    );
    expect(page.html).not.toContain("Open in Cursor");
  });

  test("a description that is not one paragraph stays plain text and adds no heading to the contents", () => {
    const { page } = renderBody('<Prompt description="# Setup">\nHi.\n</Prompt>');
    expect(page.html).toContain('<span class="prompt-description"># Setup</span>');
    expect(page.toc).toEqual([]);
  });

  test("actions choose the buttons: cursor adds a Cursor link, none hides them", () => {
    const both = renderBody('<Prompt description="D" actions={["copy", "cursor"]}>\nHi there.\n</Prompt>').page.html;
    expect(both).toContain(
      '<a class="prompt-action" href="https://cursor.com/link/prompt?text=Hi%20there." rel="noopener">',
    );
    const none = renderBody('<Prompt description="D" actions={[]}>\nHi.\n</Prompt>').page.html;
    expect(none).not.toContain("prompt-actions");
  });
});

test("a page that uses one of them loads their stylesheet; a page that does not, not", () => {
  expect(renderBody('<Tree>\n<Tree.File name="a" />\n</Tree>').page.extras).toEqual(["layout-components"]);
  expect(renderBody('<View title="A">\nA\n</View>').page.extras).toEqual(["layout-components"]);
  expect(renderBody('<Columns cols={2}>\n<Card title="A">\nA\n</Card>\n</Columns>').page.extras).toBeUndefined();
});

describe("Panel, View, Tile, Column", () => {
  test("a Panel renders nowhere in the body and is the page's right-hand column, with the examples inside it", () => {
    const { page } = renderBody(
      "Body.\n\n<Panel>\nSide.\n\n<RequestExample>\n\n```bash\ncurl x\n```\n\n</RequestExample>\n</Panel>",
    );
    expect(page.html).toBe("<p>Body.</p>");
    expect(page.aside).toMatch(/^<div class="panel"><p>Side.<\/p><div class="request-example"/);
  });

  test("Views: the first title shows, the others are hidden, and the page lists the titles for its switcher", () => {
    const { page } = renderBody(
      '<View title="JS">\nA\n</View>\n\n<View title="Py">\nB\n</View>\n\n<View title="JS">\nC\n</View>',
    );
    expect(page.views).toEqual(["JS", "Py"]);
    expect(page.html).toContain('<div class="view" data-view="JS"><p>A</p></div>');
    expect(page.html).toContain('<div class="view" data-view="Py" hidden><p>B</p></div>');
    expect(page.html).toContain('<div class="view" data-view="JS"><p>C</p></div>');
    expect(renderBody('<View title="JS">\nA\n</View>').page.views).toBeUndefined();
  });

  test("a Tile is one link with its preview, title and description; Columns keep cols and Column is a cell", () => {
    const { page } = renderBody(
      '<Columns cols={3}>\n<Tile href="/guide" title="Guide" description="Read it.">\nPreview\n</Tile>\n<Column>\nText\n</Column>\n</Columns>',
      { "guide.mdx": "---\ntitle: Guide\n---\n" },
    );
    expect(page.html).toBe(
      '<div class="card-group cols-3" style="--cols: 3"><a class="tile" href="/guide/"><div class="tile-preview"><p>Preview</p></div><span class="tile-title">Guide</span><span class="tile-description">Read it.</span></a><div class="column"><p>Text</p></div></div>',
    );
  });
});
