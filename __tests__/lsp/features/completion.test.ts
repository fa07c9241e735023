import { describe, expect, test } from "vitest";
import type { CompletionItem, TextEdit } from "vscode-languageserver-protocol";
import { COMPONENTS } from "../../../src/components/catalogue.js";
import { completions } from "../../../src/lsp/features/completion.js";
import { FILES, DOCS_JSON } from "./fixture.js";
import { cursorIn, withView } from "./view.js";

/** The completions at the `‸` of `marked`, as the text of `file` in the fixture project (with `files` over it). */
function complete(file: string, marked: string, files: Record<string, string> = {}): CompletionItem[] {
  const { text, position } = cursorIn(marked);
  return withView({ ...FILES, ...files, [file]: text }, (view) => completions(view, file, text, position));
}

function labels(items: CompletionItem[]): string[] {
  return items.map((item) => item.label);
}

function edit(items: CompletionItem[], label: string): TextEdit {
  return items.find((item) => item.label === label)!.textEdit as TextEdit;
}

describe("components", () => {
  test("after `<`, every component of the catalogue, replacing the name typed so far", () => {
    const items = complete("index.mdx", "Some text.\n\n<Ca‸\n");
    expect(labels(items)).toEqual([...COMPONENTS.keys()]);
    expect(edit(items, "Card")).toEqual({
      range: { start: { line: 2, character: 1 }, end: { line: 2, character: 3 } },
      newText: "Card",
    });
    expect(items.find((item) => item.label === "Card")!.detail).toBe("A card, linked or not.");
  });

  test("in a closing tag too, and not in prose, code spans or fenced code", () => {
    expect(labels(complete("index.mdx", "<Note>\nHi\n</No‸"))).toContain("Note");
    expect(complete("index.mdx", "Is a < b‸ true?\n")).toEqual([]);
    expect(complete("index.mdx", "Write `<Ca‸` here.\n")).toEqual([]);
    expect(complete("index.mdx", "```mdx\n<Ca‸\n```\n")).toEqual([]);
  });
});

describe("attributes", () => {
  test("the component's attributes not written yet, required ones first and marked", () => {
    const items = complete("index.mdx", '<Tabs>\n  <Tab icon="x" ‸>\n  </Tab>\n</Tabs>\n');
    expect(labels(items)).toContain("title");
    expect(labels(items)).toContain("iconType");
    expect(labels(items)).not.toContain("icon");
    const title = items.find((item) => item.label === "title")!;
    expect(title.labelDetails).toEqual({ description: "required" });
    expect(title.sortText!.startsWith("0")).toBe(true);
    expect(items.find((item) => item.label === "iconType")!.sortText!.startsWith("0")).toBe(false);
    expect(edit(items, "title").newText).toBe('title="$1"');
  });

  test("an attribute written after the cursor counts as written; a boolean is inserted by its name", () => {
    const items = complete("index.mdx", '<Accordion ‸ title="More">\n\nText\n\n</Accordion>\n');
    expect(labels(items)).not.toContain("title");
    expect(edit(items, "defaultOpen").newText).toBe("defaultOpen");
    expect(edit(items, "description").range).toEqual({
      start: { line: 0, character: 11 },
      end: { line: 0, character: 11 },
    });
  });

  test("the name typed so far is replaced; a tag spread over lines is read whole", () => {
    const items = complete("index.mdx", '<Card\n  title="A"\n  hr‸\n/>\n');
    expect(edit(items, "href")).toEqual({
      range: { start: { line: 2, character: 2 }, end: { line: 2, character: 4 } },
      newText: 'href="$1"',
    });
    expect(labels(items)).not.toContain("title");
  });

  test("a component Mintlify does not document offers none", () => {
    expect(complete("index.mdx", "<Mermaid ‸\n")).toEqual([]);
  });
});

describe("attribute values", () => {
  test("the values the catalogue allows", () => {
    const items = complete("index.mdx", '<Callout variant="‸">\nHi\n</Callout>\n');
    expect(labels(items)).toEqual(["info", "warning", "note", "tip", "check", "danger", "custom"]);
  });

  test("true and false in a boolean's braces, nothing in a string's quotes without allowed values", () => {
    expect(labels(complete("index.mdx", '<Accordion title="A" defaultOpen={‸}>\nx\n</Accordion>\n'))).toEqual([
      "true",
      "false",
    ]);
    expect(complete("index.mdx", '<Card title="‸" />\n')).toEqual([]);
  });
});

describe("icons", () => {
  test("Font Awesome names by default, in an icon attribute, replacing the value typed so far", () => {
    const items = complete("index.mdx", '<Card title="A" icon="circle-i‸" />\n');
    expect(labels(items)).toContain("circle-info");
    expect(labels(items)).toContain("sparkles"); // a Pro name: the published site draws it
    expect(edit(items, "rocket").range).toEqual({
      start: { line: 0, character: 22 },
      end: { line: 0, character: 30 },
    });
  });

  test("the library docs.json picks, and the one a tag's iconLibrary names", () => {
    const lucide = {
      "docs.json": DOCS_JSON.replace('"theme": "mint",', '"theme": "mint", "icons": { "library": "lucide" },'),
    };
    const items = labels(complete("index.mdx", '<Card title="A" icon="‸" />\n', lucide));
    expect(items).toContain("circle-alert");
    expect(items).not.toContain("circle-info");
    const tabler = labels(complete("index.mdx", '<Card iconLibrary="tabler" icon="‸" />\n', lucide));
    expect(tabler).toContain("info-circle");
    expect(tabler).not.toContain("circle-alert");
  });

  test("in front matter `icon:`", () => {
    const items = complete("index.mdx", '---\ntitle: Welcome\nicon: "roc‸"\n---\n\nText.\n');
    expect(labels(items)).toContain("rocket");
    expect(edit(items, "rocket").range).toEqual({ start: { line: 2, character: 7 }, end: { line: 2, character: 10 } });
    expect(complete("index.mdx", "---\ntitle: We‸\n---\n")).toEqual([]);
  });
});

describe("page paths", () => {
  test("in a docs.json navigation entry: the site's pages as docs.json names them", () => {
    const items = complete("docs.json", DOCS_JSON.replace('"guides/setup"', '"guides/se‸"'));
    expect(labels(items)).toEqual(["api/users", "guides/setup", "guides/with-snippet", "index"]);
    const line = DOCS_JSON.split("\n").findIndex((text) => text.includes('"guides/setup"'));
    const character = DOCS_JSON.split("\n")[line]!.indexOf('"guides/setup"') + 1;
    expect(edit(items, "guides/setup")).toEqual({
      range: { start: { line, character }, end: { line, character: character + "guides/se".length } },
      newText: "guides/setup",
    });
    expect(items.find((item) => item.label === "guides/setup")!.detail).toBe("guides/setup.mdx");
  });

  test("a page that exists only in an unsaved buffer is offered", () => {
    const items = complete("docs.json", DOCS_JSON.replace('"index",', '"‸", "index",'), {
      "drafts/new.mdx": "# New\n",
    });
    expect(labels(items)).toContain("drafts/new");
  });

  test("not in other docs.json strings", () => {
    expect(complete("docs.json", DOCS_JSON.replace('"group": "Start"', '"group": "Sta‸rt"'))).toEqual([]);
    expect(complete("docs.json", DOCS_JSON.replace('"name": "Acme"', '"name": "Ac‸me"'))).toEqual([]);
  });

  test("in a Markdown link and an href, as site paths", () => {
    const items = complete("index.mdx", "See [setup](/gu‸).\n");
    expect(labels(items)).toEqual(["/api/users", "/guides/setup", "/guides/with-snippet", "/index"]);
    expect(edit(items, "/guides/setup").range).toEqual({
      start: { line: 0, character: 12 },
      end: { line: 0, character: 15 },
    });
    expect(labels(complete("index.mdx", '<Card title="A" href="‸" />\n'))).toContain("/guides/setup");
    expect(labels(complete("index.mdx", "[setup]: /‸\n"))).toContain("/guides/setup");
    expect(complete("index.mdx", "See [docs](https://‸).\n")).toEqual([]);
  });
});

describe("fragments", () => {
  test("after `#`, the target page's anchors", () => {
    const items = complete("index.mdx", "See [setup](/guides/setup#‸).\n");
    expect(labels(items)).toEqual(["install-the-cli", "configure"]);
    expect(edit(items, "configure").range).toEqual({
      start: { line: 0, character: 26 },
      end: { line: 0, character: 26 },
    });
  });

  test("the anchors of the Markdown snippets a page includes count", () => {
    expect(labels(complete("index.mdx", "[x](/guides/with-snippet#fr‸)\n"))).toEqual(["from-the-snippet"]);
  });

  test("`#` alone: the page's own anchors", () => {
    expect(labels(complete("index.mdx", FILES["index.mdx"]! + "\n[up](#‸)\n"))).toEqual(["overview"]);
  });

  test("a link to no page offers none", () => {
    expect(complete("index.mdx", "[x](/nowhere#‸)\n")).toEqual([]);
  });
});

test("snippet paths in an import", () => {
  const items = complete("index.mdx", 'import Intro from "/snippets/‸";\n');
  expect(labels(items)).toEqual(["/snippets/button.jsx", "/snippets/intro.mdx", "/snippets/shared.mdx"]);
  expect(edit(items, "/snippets/intro.mdx").range).toEqual({
    start: { line: 0, character: 19 },
    end: { line: 0, character: 29 },
  });
  expect(complete("index.mdx", 'import Intro ‸from "/snippets/intro.mdx";\n')).toEqual([]);
});

describe("other JSON files", () => {
  const referenced = {
    "docs.json": DOCS_JSON.replace(/"navigation": \{[^]*\n {2}\}\n/, '"navigation": { "$ref": "nav.json" }\n'),
    "nav.json": '{\n  "groups": [{ "group": "Start", "pages": ["index", "guides/setup"] }]\n}\n',
  };

  test("a navigation file docs.json `$ref`s gets page paths; a JSON file docs.json does not name, none", () => {
    const items = complete("nav.json", referenced["nav.json"].replace('"index"', '"in‸dex"'), referenced);
    expect(labels(items)).toContain("guides/setup");
    expect(complete("other.json", '{ "pages": ["in‸dex"] }\n', referenced)).toEqual([]);
  });

  test("icon names in docs.json", () => {
    const items = complete("docs.json", DOCS_JSON.replace('"group": "Start",', '"group": "Start", "icon": "roc‸",'));
    expect(labels(items)).toContain("rocket");
  });
});

test("snippet paths in the last line of an import spread over lines; no page paths in an image", () => {
  expect(labels(complete("index.mdx", 'import {\n  Button,\n} from "/snippets/b‸";\n'))).toContain(
    "/snippets/button.jsx",
  );
  expect(complete("index.mdx", "![A diagram](/‸)\n")).toEqual([]);
});

test("the components a page imports come first after `<`", () => {
  const items = complete(
    "index.mdx",
    'import Intro from "/snippets/intro.mdx";\nimport {\n  Button as Go,\n  Card,\n} from "/snippets/button.jsx";\n\n<‸\n',
  );
  expect(labels(items).slice(0, 3)).toEqual(["Intro", "Go", "Note"]);
  expect(items[1]!.detail).toBe("imported from /snippets/button.jsx");
  expect(items[0]!.sortText! < items[2]!.sortText!).toBe(true);
});

test("a comment with an apostrophe in an expression does not hide the tag after it", () => {
  expect(labels(complete("index.mdx", "{/* don't */}\n<Ca‸\n"))).toContain("Card");
  expect(labels(complete("index.mdx", '<Card title="a > b" ic‸'))).toContain("icon");
});

test("right after `<` or `</`, before any letter", () => {
  expect(labels(complete("index.mdx", "Text.\n\n<‸\n"))).toContain("Steps");
  expect(labels(complete("index.mdx", "<Note>\nHi\n</‸\n"))).toContain("Note");
});
