import { expect, test } from "vitest";
import type { Location } from "vscode-languageserver-protocol";
import { definition } from "../../../src/lsp/features/definition.js";
import { DOCS_JSON, FILES, OPENAPI, SETUP } from "./fixture.js";
import { cursorIn, uriOf, withView } from "./view.js";

function definitionAt(file: string, marked: string, files: Record<string, string> = {}): Location[] | null {
  const { text, position } = cursorIn(marked);
  return withView({ ...FILES, ...files, [file]: text }, (view) => definition(view, file, text, position));
}

function at(file: string, line: number, character = 0): Location {
  return { uri: uriOf(file), range: { start: { line, character }, end: { line, character } } };
}

/** The 0-based line of `text` that starts with `start`. */
function lineOf(text: string, start: string): number {
  const line = text.split("\n").findIndex((each) => each.startsWith(start));
  expect(line).not.toBe(-1);
  return line;
}

test("a link: its page, at the heading of its #fragment", () => {
  expect(definitionAt("index.mdx", "Read [the setup](/guides/se‸tup).\n")).toEqual([at("guides/setup.mdx", 0)]);
  expect(definitionAt("index.mdx", "Read [the setup](/guides/setup#confi‸gure).\n")).toEqual([
    at("guides/setup.mdx", lineOf(SETUP, "## Configure")),
  ]);
  // A relative link, and an href.
  expect(definitionAt("guides/with-snippet.mdx", "[x](setup#install-the-c‸li)\n")).toEqual([
    at("guides/setup.mdx", lineOf(SETUP, "## Install the CLI")),
  ]);
  expect(definitionAt("index.mdx", '<Card title="A" href="/api/use‸rs" />\n')).toEqual([at("api/users.mdx", 0)]);
});

test("a #fragment of a heading the page has only in the editor, and one a snippet gives the page", () => {
  const page = "---\ntitle: Welcome\n---\n\nSee [below](#new-na‸me).\n\n## New name\n";
  expect(definitionAt("index.mdx", page)).toEqual([at("index.mdx", 6)]);
  expect(definitionAt("index.mdx", "[x](/guides/with-snippet#from-the-sni‸ppet)\n")).toEqual([
    at("snippets/shared.mdx", 2),
  ]);
  // A fragment no heading gives: the page's top.
  expect(definitionAt("index.mdx", "[x](/guides/setup#nowh‸ere)\n")).toEqual([at("guides/setup.mdx", 0)]);
});

test("a link that reaches no page, and prose, lead nowhere", () => {
  expect(definitionAt("index.mdx", "[x](/guides/nowh‸ere)\n")).toBeNull();
  expect(definitionAt("index.mdx", "[x](https://example.com/‸a)\n")).toBeNull();
  expect(definitionAt("index.mdx", "Just te‸xt.\n")).toBeNull();
});

test("a snippet import: the snippet file, a code file with or without its extension", () => {
  expect(definitionAt("index.mdx", 'import Intro from "/snippets/in‸tro.mdx";\n')).toEqual([
    at("snippets/intro.mdx", 0),
  ]);
  expect(definitionAt("index.mdx", 'imp‸ort { Button } from "/snippets/button";\n')).toEqual([
    at("snippets/button.jsx", 0),
  ]);
  expect(definitionAt("index.mdx", 'import Gone from "/snippets/go‸ne.mdx";\n')).toBeNull();
});

test("a legacy <Snippet file>: the file under _snippets/", () => {
  expect(definitionAt("index.mdx", '<Snippet file="no‸te.mdx" />\n', { "_snippets/note.mdx": "A note.\n" })).toEqual([
    at("_snippets/note.mdx", 0),
  ]);
});

test("a docs.json navigation entry: its page file", () => {
  expect(definitionAt("docs.json", DOCS_JSON.replace('"guides/setup"', '"guides/se‸tup"'))).toEqual([
    at("guides/setup.mdx", 0),
  ]);
  expect(definitionAt("docs.json", DOCS_JSON.replace('"name": "Acme"', '"name": "Ac‸me"'))).toBeNull();
});

test("an openapi front matter and an endpoint entry: the operation in its OpenAPI file", () => {
  const get = at("openapi.yaml", lineOf(OPENAPI, "    get:"), 4);
  expect(definitionAt("api/users.mdx", '---\ntitle: List users\nopenapi: "GET /us‸ers"\n---\n')).toEqual([get]);
  expect(definitionAt("api/users.mdx", "---\ntitle: List users\nopenapi: openapi.yaml po‸st /users\n---\n")).toEqual([
    at("openapi.yaml", lineOf(OPENAPI, "    post:"), 4),
  ]);
  expect(definitionAt("docs.json", DOCS_JSON.replace('"GET /users"', '"GET /u‸sers"'))).toEqual([get]);
  expect(definitionAt("api/users.mdx", '---\ntitle: List users\nopenapi: "DELETE /us‸ers"\n---\n')).toBeNull();
});

test("the tag of an imported component: the file it is imported from", () => {
  const page = 'import Intro from "/snippets/intro.mdx";\n\n<In‸tro />\n';
  expect(definitionAt("index.mdx", page)).toEqual([at("snippets/intro.mdx", 0)]);
  expect(definitionAt("index.mdx", "<No‸te>\nHi\n</Note>\n")).toBeNull();
});

test("a $ref of docs.json: the file it names, relative to the file that writes it", () => {
  const docs = DOCS_JSON.replace(/"navigation": \{[^]*\n {2}\}\n/, '"navigation": { "$ref": "nav/main.json" }\n');
  const files = {
    "nav/main.json": '{ "groups": [{ "$ref": "start.json" }] }\n',
    "nav/start.json": '{ "group": "Start", "pages": ["index"] }\n',
  };
  expect(definitionAt("docs.json", docs.replace('"nav/main.json"', '"nav/ma‸in.json"'), files)).toEqual([
    at("nav/main.json", 0),
  ]);
  expect(
    definitionAt("nav/main.json", files["nav/main.json"].replace("start.json", "sta‸rt.json"), {
      ...files,
      "docs.json": docs,
    }),
  ).toEqual([at("nav/start.json", 0)]);
});

test("a webhook, in a JSON spec docs.json does not name: found among the project's specs", () => {
  const json =
    '{\n  "openapi": "3.1.0",\n  "info": { "title": "Hooks", "version": "1" },\n  "webhooks": {\n    "userCreated": { "post": { "responses": { "200": { "description": "OK" } } } }\n  }\n}\n';
  const page = '---\ntitle: User created\nopenapi: "webhook user‸Created"\n---\n';
  expect(definitionAt("api/hook.mdx", page, { "hooks.json": json })).toEqual([at("hooks.json", 4, 4)]);
  // Named with its file, in the file named only.
  const named = '---\ntitle: User created\nopenapi: "openapi.yaml webhook user‸Created"\n---\n';
  expect(definitionAt("api/hook.mdx", named, { "hooks.json": json })).toBeNull();
});
