import { expect, test } from "vitest";
import type { Hover, MarkupContent } from "vscode-languageserver-protocol";
import { hover } from "../../../src/lsp/features/hover.js";
import { DOCS_JSON, FILES } from "./fixture.js";
import { cursorIn, withView } from "./view.js";

function hoverAt(file: string, marked: string, files: Record<string, string> = {}): Hover | null {
  const { text, position } = cursorIn(marked);
  return withView({ ...FILES, ...files, [file]: text }, (view) => hover(view, file, text, position));
}

function markdown(result: Hover | null): string {
  expect(result).not.toBeNull();
  const contents = result!.contents as MarkupContent;
  expect(contents.kind).toBe("markdown");
  return contents.value;
}

test("on a component's tag name: its purpose and attributes, with types, required ones and allowed values", () => {
  const result = hoverAt("index.mdx", '<Tabs>\n  <T‸ab title="One">\n  </Tab>\n</Tabs>\n');
  const value = markdown(result);
  expect(value).toContain("**`<Tab>`** One alternative.");
  expect(value).toContain("Goes directly inside `<Tabs>`.");
  expect(value).toContain("| `title` | string | **required**; the tab's label |");
  expect(value).toContain("| `iconType` | string | one of `brands`, `duotone`");
  expect(result!.range).toEqual({ start: { line: 1, character: 3 }, end: { line: 1, character: 6 } });
  expect(markdown(hoverAt("index.mdx", "<Callout>\nHi\n</Cal‸lout>\n"))).toContain(
    "Callout with its own icon and color.",
  );
});

test("on an attribute's name: that attribute", () => {
  const result = hoverAt("index.mdx", '---\ntitle: Welcome\n---\n\n<Callout vari‸ant="tip">\nHi\n</Callout>\n');
  expect(markdown(result)).toBe(
    "`variant` (string) of `<Callout>`: one of `info`, `warning`, `note`, `tip`, `check`, `danger`, `custom`; not documented by Mintlify",
  );
  expect(result!.range).toEqual({ start: { line: 4, character: 9 }, end: { line: 4, character: 16 } });
});

test("nothing on prose; on a tag the catalogue lacks, its diagnostic alone", () => {
  expect(hoverAt("index.mdx", "---\ntitle: Welcome\n---\n\nPlain te‸xt.\n")).toBeNull();
  const unknown = markdown(hoverAt("index.mdx", "---\ntitle: Welcome\n---\n\n<Wid‸get />\n"));
  expect(unknown).toMatch(/^\*\*page\/unknown-component\*\* \(error\): <Widget> is not a component/);
  expect(unknown).not.toContain("---");
});

test("a diagnostic without an end covers its line", () => {
  // page/frontmatter: a page without front matter, reported at 1:1 without an end.
  expect(markdown(hoverAt("index.mdx", "<Callout>‸\nHi\n</Callout>\n"))).toMatch(
    /^\*\*page\/frontmatter\*\* \(warning\)/,
  );
  expect(hoverAt("index.mdx", "<Callout>\nH‸i\n</Callout>\n")).toBeNull();
});

test("on a link: the target page's title and file, as the editor has the page now", () => {
  const result = hoverAt("index.mdx", "---\ntitle: Welcome\n---\n\nRead [the setup](/guides/se‸tup#configure).\n");
  expect(markdown(result)).toBe("**Set up**\n\n`guides/setup.mdx`");
  expect(result!.range).toEqual({ start: { line: 4, character: 17 }, end: { line: 4, character: 40 } });
  // On the link's text too, and on an href.
  expect(markdown(hoverAt("index.mdx", "Read [the se‸tup](/guides/setup).\n"))).toContain("**Set up**");
  expect(markdown(hoverAt("index.mdx", '<Card title="A" href="/api/us‸ers" />\n'))).toContain("**List users**");
  const unsaved = { "guides/setup.mdx": FILES["guides/setup.mdx"]!.replace("Set up", "Install") };
  expect(markdown(hoverAt("index.mdx", "[x](/guides/se‸tup)\n", unsaved))).toContain("**Install**");
});

test("on a docs.json navigation entry: the page's title", () => {
  const result = hoverAt("docs.json", DOCS_JSON.replace('"api/users"', '"api/us‸ers"'));
  expect(markdown(result)).toBe("**List users**\n\n`api/users.mdx`");
});

test("on a diagnostic's range: its rule, message and rule page, above what the cursor is on", () => {
  const page = "---\ntitle: Welcome\n---\n\nRead [the setup](/guides/nowh‸ere).\n";
  const value = markdown(hoverAt("index.mdx", page));
  expect(value).toMatch(/^\*\*page\/broken-link\*\* \(error\): .*guides\/nowhere/);
  expect(value).toContain("(https://");
  expect(value).toContain("page/broken-link.md)");
  // Off the diagnostic's range: nothing.
  expect(hoverAt("index.mdx", "---\ntitle: Welcome\n---\n\nRe‸ad [the setup](/guides/nowhere).\n")).toBeNull();
});

test("a diagnostic of docs.json", () => {
  const broken = DOCS_JSON.replace('"guides/setup"', '"guides/set‸p"');
  const value = markdown(hoverAt("docs.json", broken));
  expect(value).toContain("**nav/missing-page**");
});

test("on the tag of an imported component: where it comes from", () => {
  const page = '---\ntitle: Welcome\n---\n\nimport Intro from "/snippets/intro.mdx";\n\n<In‸tro />\n';
  expect(markdown(hoverAt("index.mdx", page))).toBe("**`<Intro>`** imported from `/snippets/intro.mdx`");
});
