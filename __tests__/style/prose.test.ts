import { describe, expect, test } from "vitest";
import { FileIndex } from "../../src/project/file-index.js";
import { LineIndex } from "../../src/project/line-index.js";
import { importedNames } from "../../src/parse/imports.js";
import { NodeIndex } from "../../src/parse/node-index.js";
import type { PageContext } from "../../src/pages/page-context.js";
import { parsePage } from "../../src/parse/parse-page.js";
import { HIDDEN, proseOf, sentencesOf } from "../../src/style/prose.js";
import { isEnglish } from "../../src/style/english/language.js";

function pageOf(text: string, file = "a.mdx"): PageContext {
  const parsed = parsePage(text);
  if (!parsed.ok) throw new Error(parsed.message);
  const lines = new LineIndex(text);
  return {
    file,
    text,
    tree: parsed.tree,
    nodes: new NodeIndex(parsed.tree),
    frontMatter: parsed.frontMatter,
    isSnippet: false,
    isApiPage: false,
    importedNames: importedNames(parsed.tree),
    iconLibrary: "fontawesome",
    files: FileIndex.of("/nowhere", [], []),
    lines,
    positionOf: (start, end) => ({
      start: { ...lines.position(start), offset: start },
      end: { ...lines.position(end), offset: end },
    }),
  };
}

const visible = (text: string) => text.replaceAll(HIDDEN, "_");

describe("proseOf", () => {
  const text = [
    "---",
    "title: Send your first request",
    'description: "Create a key and call the API."',
    "---",
    "",
    'import { Chart } from "/snippets/chart.mdx";',
    "",
    "Run `npm install` to add the **client** and [read the guide](https://example.com/guide).",
    "",
    "```js",
    "const we = 1;",
    "```",
    "",
    "## Configure the client",
    "",
    '<Steps>\n  <Step title="Open the dashboard">\n    Click "We are sorry" to dismiss it.\n  </Step>\n</Steps>',
    "",
    "<CodeGroup>\n\n```bash\necho we\n```\n\n</CodeGroup>",
    "",
    "| Field | Meaning |",
    "| --- | --- |",
    "| `id` | The key's id |",
    "",
    '<Card title="Next" href="/next">Read {props.name} next.</Card>',
  ].join("\n");
  const page = pageOf(text);
  const { blocks, english } = proseOf(page);

  test("takes front matter fields, paragraphs, headings, titles and cells; never code, imports or URLs", () => {
    expect(blocks.map((block) => [block.kind, visible(block.text)])).toEqual([
      ["title", "Send your first request"],
      ["description", "Create a key and call the API."],
      ["paragraph", "Run _ to add the client and read the guide."],
      ["heading", "Configure the client"],
      ["attribute", "Open the dashboard"],
      ["paragraph", "Click ______________ to dismiss it."],
      ["tableCell", "Field"],
      ["tableCell", "Meaning"],
      ["tableCell", "The key's id"],
      ["attribute", "Next"],
      ["paragraph", "Read _ next."],
    ]);
    expect(english).toBe(true);
  });

  test("marks the first paragraph of the page and of each section", () => {
    expect(blocks.filter((block) => block.opensSection).map((block) => visible(block.text))).toEqual([
      "Run _ to add the client and read the guide.",
      "Click ______________ to dismiss it.",
    ]);
  });

  test("records the components a block stands inside", () => {
    expect(blocks.find((block) => block.text.startsWith("Click"))!.inside).toEqual(["Steps", "Step"]);
    expect(blocks.find((block) => block.kind === "attribute")!.inside).toEqual(["Steps", "Step"]);
  });

  test("maps every character back to its place in the page", () => {
    const at = (block: (typeof blocks)[number], word: string) =>
      text.slice(block.offsetAt(block.text.indexOf(word)), block.offsetAt(block.text.indexOf(word)) + word.length);
    const paragraph = blocks.find((block) => block.kind === "paragraph")!;
    expect(at(paragraph, "client")).toBe("client");
    expect(at(paragraph, "guide")).toBe("guide");
    expect(at(blocks[0]!, "first")).toBe("first");
    expect(at(blocks[1]!, "call")).toBe("call");
    expect(at(blocks[4]!, "dashboard")).toBe("dashboard");
    expect(
      at(
        blocks.find((block) => block.text.startsWith("Click"))!,
        "dismiss",
      ),
    ).toBe("dismiss");
  });

  test("maps indented lines inside components and lines with trailing spaces", () => {
    const source = "<Note>\n  First line ends here  \n  and the second line\n  goes on.\n</Note>\n";
    const block = proseOf(pageOf(source)).blocks[0]!;
    for (const word of ["First", "here", "second", "goes"]) {
      const offset = block.offsetAt(block.text.indexOf(word));
      expect(source.slice(offset, offset + word.length)).toBe(word);
    }
  });

  test("maps the words after a backslash escape or an entity", () => {
    const source = "Save it\\! Then Tom &amp; Ann deploy the app.\n";
    const block = proseOf(pageOf(source)).blocks[0]!;
    expect(block.text).toBe("Save it! Then Tom & Ann deploy the app.");
    for (const word of ["Save", "Then", "Ann", "deploy", "app"]) {
      const offset = block.offsetAt(block.text.indexOf(word));
      expect(source.slice(offset, offset + word.length)).toBe(word);
    }
  });

  test("hides a quotation that runs over a line break", () => {
    const block = proseOf(pageOf('The message says "we could not\nfind it" and stops.\n')).blocks[0]!;
    expect(visible(block.text)).toBe("The message says " + "_".repeat(22) + " and stops.");
  });

  test("splits sentences", () => {
    expect(
      sentencesOf("Open the app. Click Save! Done?").map((sentence) => [sentence.text.trim(), sentence.start]),
    ).toEqual([
      ["Open the app.", 0],
      ["Click Save!", 14],
      ["Done?", 26],
    ]);
  });
});

describe("isEnglish", () => {
  test("English prose is English; a few words are too few to tell", () => {
    expect(isEnglish(["You can create a key in the dashboard and use it to call the API from your server."])).toBe(
      true,
    );
    expect(isEnglish(["Instalación"])).toBe(true);
  });

  test("Spanish, French, German and Japanese pages are not", () => {
    expect(
      isEnglish(["Puede crear una clave en el panel y usarla para llamar a la API desde su servidor cuando quiera."]),
    ).toBe(false);
    expect(
      isEnglish([
        "Vous pouvez créer une clé dans le tableau de bord et l'utiliser pour appeler l'API depuis votre serveur.",
      ]),
    ).toBe(false);
    expect(
      isEnglish([
        "Sie können einen Schlüssel im Dashboard erstellen und ihn verwenden, um die API von Ihrem Server aufzurufen.",
      ]),
    ).toBe(false);
    expect(isEnglish(["ダッシュボードでキーを作成し、サーバーからAPIを呼び出すことができます。"])).toBe(false);
  });
});
