import { expect, test } from "vitest";
import { renderBody } from "./render.js";

test("headings get Mintlify's ids, as check's (repeats numbered -2, custom {#id}), a # link, and h2/h3 make the TOC", () => {
  const { page } = renderBody(
    "# Title in body\n\n## Setup\n\n### Install `cli` {#install-cli}\n\n## Setup\n\n#### Deep\n\n##### Deeper\n\n## Step 2: Über die API",
  );
  expect(page.html).toContain(
    '<h1 id="title-in-body">Title in body<a class="heading-anchor" href="#title-in-body" aria-label="Link to Title in body">#</a></h1>',
  );
  expect(page.html).toContain(
    '<h3 id="install-cli">Install <code>cli</code><a class="heading-anchor" href="#install-cli"',
  );
  expect(page.html).toContain('<h2 id="setup-2">Setup<a');
  expect(page.html).toContain('<h4 id="deep">Deep<a');
  expect(page.html).toContain('<h5 id="deeper">Deeper<a');
  expect(page.toc).toEqual([
    { depth: 2, id: "setup", text: "Setup" },
    { depth: 3, id: "install-cli", text: "Install cli" },
    { depth: 2, id: "setup-2", text: "Setup" },
    { depth: 2, id: "step-2-über-die-api", text: "Step 2: Über die API" },
  ]);
});

test("front matter gives title, description, sidebar title, icon, mode; the text is plain and capped", () => {
  const long = "word ".repeat(2000);
  const { all } = renderBody("", {
    "guides/x.mdx": `---\ntitle: Guide\ndescription: About it.\nsidebarTitle: Short\nicon: rocket\niconType: duotone\nmode: wide\n---\n\n## Part\n\n<Note>Hello **there**.</Note>\n\n${long}\n`,
    "guides/untitled.mdx": "Body only.\n",
  });
  const page = all.get("guides/x.mdx")!;
  expect(page).toMatchObject({
    file: "guides/x.mdx",
    title: "Guide",
    description: "About it.",
    sidebarTitle: "Short",
    icon: "rocket",
    iconType: "duotone",
    mode: "wide",
  });
  expect(page.text.startsWith("Part Hello there. word word")).toBe(true);
  expect(page.text.length).toBeLessThanOrEqual(6000);
  expect(all.get("guides/untitled.mdx")!.title).toBe("Untitled");
});

test("links: pages get clean URLs under the base path, files are assets, external URLs stay, paths out of the root lose their href", () => {
  const { page } = renderBody(
    "[a](/quickstart) [b](./guides/setup#step-2) [c](guides/setup.mdx) [d](/files/terms.pdf) [e](https://x.test/y) [f](../../etc/passwd) [g](#here) [h](mailto:a@b.test) [i](/)",
    {
      "quickstart.mdx": "# Q\n",
      "guides/setup.mdx": "# S\n",
      "files/terms.pdf": "pdf",
      "index.mdx": "# Home\n",
    },
    { basePath: "/docs" },
  );
  expect(page.html).toBe(
    '<p><a href="/docs/quickstart/">a</a> <a href="/docs/guides/setup/#step-2">b</a> <a href="/docs/guides/setup/">c</a> <a href="/docs/files/terms.pdf">d</a> <a href="https://x.test/y">e</a> <a>f</a> <a href="#here">g</a> <a href="mailto:a@b.test">h</a> <a href="/docs/">i</a></p>',
  );
  expect(page.assets).toEqual(["files/terms.pdf"]);
});

test("links in a nested page resolve against its folder; reference links too", () => {
  const { all } = renderBody("", {
    "guides/a.mdx": "[next](./b) and [ref][r] and ![pic](../img/p.png)\n\n[r]: ../guides/b\n",
    "guides/b.mdx": "# B\n",
    "img/p.png": "png",
  });
  expect(all.get("guides/a.mdx")!.html).toBe(
    '<p><a href="/guides/b/">next</a> and <a href="/guides/b/">ref</a> and <img src="/img/p.png" alt="pic"></p>',
  );
  expect(all.get("guides/a.mdx")!.assets).toEqual(["img/p.png"]);
});

test("snippets render in place with their props and literal exports; they are not pages themselves", () => {
  const { page, all, reports } = renderBody(
    'import Intro from "/snippets/intro.mdx";\nimport { plan } from "/snippets/values.mdx";\n\n<Intro word="bananas" />\n\nOn the {plan} plan.',
    {
      "snippets/intro.mdx":
        'export const greeting = "Hello";\n\n{greeting}, the word is {word} ({props.word}). [Setup](./setup)\n',
      "snippets/values.mdx": 'export const plan = "Pro";\n',
      "setup.mdx": "# Setup\n",
    },
  );
  expect(page.html).toBe(
    '<p>Hello, the word is bananas (bananas). <a href="/setup/">Setup</a></p>\n<p>On the Pro plan.</p>',
  );
  expect(all.has("snippets/intro.mdx")).toBe(false);
  expect(reports).toEqual([]);
});

test("a snippet that includes itself stops at the repeat; a snippet's warnings name the snippet, once", () => {
  const { all, reports } = renderBody('import Loop from "/snippets/loop.mdx";\n\n<Loop />', {
    "snippets/loop.mdx": 'import Loop from "/snippets/loop.mdx";\n\nOnce {later()}.\n\n<Loop />\n',
    "other.mdx": 'import Loop from "/snippets/loop.mdx";\n\n<Loop />\n',
  });
  expect(all.get("page.mdx")!.html).toBe("<p>Once .</p>");
  expect(reports.map((r) => `${r.ruleId} ${r.file}:${r.line}:${r.column}`)).toEqual([
    "site/unrendered-expression snippets/loop.mdx:3:6",
  ]);
});

test("code blocks: highlighted, language class, title bar, copy button, focusable and named; unknown languages plain and escaped", () => {
  const { page } = renderBody(
    '```js index.js\nconst a = "<b>";\n```\n\n```klingon\n<tlhIngan>\n```\n\nInline `<code>` too.',
  );
  expect(page.html).toContain(
    '<div class="code-block" data-language="js"><div class="code-header"><span class="code-title">index.js</span></div><button type="button" class="copy-code" aria-label="Copy code"><svg class="copy-icon"',
  );
  expect(page.html).toContain(
    '<pre class="language-js" tabindex="0" role="group" aria-label="index.js"><code class="hljs language-js"><span class="hljs-keyword">const</span> a = <span class="hljs-string">"&#x3C;b>"</span>;</code></pre>',
  );
  expect(page.html).toContain(
    '<pre class="language-klingon" tabindex="0" role="group" aria-label="klingon code"><code class="hljs language-klingon">&#x3C;tlhIngan></code></pre>',
  );
  expect(page.html).toContain("<p>Inline <code>&#x3C;code></code> too.</p>");
});

test("search text: a field's name stands alone, without its badges", () => {
  const { page } = renderBody(
    '<ParamField body="level" type="string" required default="red">\n  How strong the storm is.\n</ParamField>',
  );
  expect(page.text).toBe("level How strong the storm is.");
});

test("a block repeated on several pages is highlighted the same everywhere, and its words stay searchable", () => {
  const block = '```python\nprint("anemometer")\n```\n';
  const { all } = renderBody(block, { "a.mdx": `# A\n\n${block}`, "b.mdx": `${block}\n${block}` });
  const highlighted =
    '<code class="hljs language-python"><span class="hljs-built_in">print</span>(<span class="hljs-string">"anemometer"</span>)</code>';
  for (const file of ["page.mdx", "a.mdx", "b.mdx"]) {
    expect(all.get(file)!.html).toContain(highlighted);
    expect(all.get(file)!.text).toContain('print("anemometer")');
  }
  expect(all.get("b.mdx")!.html.split(highlighted)).toHaveLength(3);
});

test("two renders of the same input are identical", () => {
  const body = '## A\n\n<Tabs>\n<Tab title="One">\nx\n</Tab>\n</Tabs>\n\n<Tooltip tip="t">w</Tooltip>';
  expect(renderBody(body).page).toEqual(renderBody(body).page);
});
