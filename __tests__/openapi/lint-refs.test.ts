import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { tempProject } from "../helpers/temp-project.js";
import { cleanSpec, docsJsonWith, indent, specFindings, USERS_OPERATION, USERS_PAGE } from "./lint-helpers.js";

/** Folders next to the docs root, for files a `$ref` must not read. */
const outsideFolders: string[] = [];
afterAll(() => outsideFolders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function outsideFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "docsgate-outside-"));
  outsideFolders.push(folder);
  writeFileSync(path.join(folder, "users.yaml"), USERS_OPERATION);
  return folder;
}

/** A project whose spec brings in `/users` from `ref`, with extra files. */
function project(ref: string, files: Record<string, string> = {}, extra = ""): string {
  return tempProject({
    "docs.json": docsJsonWith("openapi.yaml"),
    "openapi.yaml": cleanSpec(`  /users:\n    $ref: ${ref}\n`, extra),
    "users.mdx": USERS_PAGE,
    ...files,
  });
}

describe("$ref-ed files", () => {
  test("a problem in a $ref-ed file is placed in that file", () => {
    const operation = USERS_OPERATION.replace("  summary: List users\n", "");
    const root = project("paths/users.yaml", { "paths/users.yaml": operation });
    expect(specFindings({ root }, true)).toEqual([
      "warning openapi/operation-summary paths/users.yaml:1:1 Operation object should contain `summary` field.",
    ]);
  });

  test("a file that does not exist, at the $ref", () => {
    const root = project("paths/user.yaml", { "paths/users.yaml": USERS_OPERATION });
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/unresolved-ref openapi.yaml:14:5 The `$ref` `paths/user.yaml` names a file that does not exist. Correct the path (relative to the file the `$ref` is in) or add the file.",
    ]);
  });

  test("a pointer to a part that does not exist", () => {
    const root = project("'paths/users.yaml#/user'", { "paths/users.yaml": `users:\n${indent(USERS_OPERATION, 2)}` });
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/unresolved-ref openapi.yaml:14:5 The `$ref` `paths/users.yaml#/user` points at a part of the file that does not exist. Correct the JSON pointer after `#` (such as `#/components/schemas/User`) or add what it names.",
    ]);
  });

  test("a $ref-ed file with a syntax error is reported at the error in that file", () => {
    const root = project("paths/users.yaml", { "paths/users.yaml": "get:\n  summary: [List\n" });
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/invalid-file paths/users.yaml:3:1 paths/users.yaml is not valid YAML or JSON: deficient indentation. Correct the syntax here.",
    ]);
  });

  test("a file outside the docs root is never read", () => {
    const outside = outsideFolder();
    // Both temporary folders sit in the same parent, so `../<name>` leads from the root to the other.
    const ref = `../${path.basename(outside)}`;
    const root = project(`${ref}/users.yaml`);
    expect(specFindings({ root }, true)).toEqual([
      `error openapi/unresolved-ref openapi.yaml:14:5 The \`$ref\` \`${ref}/users.yaml\` is not followed: \`${ref}/users.yaml\` is outside the docs root, and docsgate never reads files there. Move the file into the docs folder and refer to it by a relative path.`,
    ]);
  });

  test("a symbolic link that leads out of the docs root is never read", () => {
    const outside = outsideFolder();
    const root = project("paths/users.yaml");
    mkdirSync(path.join(root, "paths"));
    symlinkSync(path.join(outside, "users.yaml"), path.join(root, "paths", "users.yaml"));
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/unresolved-ref openapi.yaml:14:5 The `$ref` `paths/users.yaml` is not followed: `paths/users.yaml` is a symbolic link that leads out of the docs root, and docsgate never reads files there. Put the real file in the docs folder.",
    ]);
  });

  test("a remote $ref is not fetched without --fetch-remote: a notice at the $ref", () => {
    const root = project("https://specs.acme.dev/users.yaml");
    expect(specFindings({ root }, true)).toEqual([
      "notice openapi/remote-spec openapi.yaml:14:5 The `$ref` `https://specs.acme.dev/users.yaml` is not followed: `https://specs.acme.dev/users.yaml` is a remote file, which docsgate fetches only with --fetch-remote (action input `fetch-remote: true`); what it holds is not checked.",
    ]);
  });
});

describe("circular $refs", () => {
  const schemas = (text: string) => `  schemas:\n${indent(text, 4)}`;
  const withSchemaUse = (ref: string) =>
    `  /users:\n${indent(USERS_OPERATION.replace("      description: The users.\n", `      description: The users.\n      content:\n        application/json:\n          schema:\n            $ref: "${ref}"\n`), 4)}`;

  test("a circle of $refs is reported once, at its first $ref, and the rest is still linted", () => {
    const spec = cleanSpec(
      withSchemaUse("#/components/schemas/User"),
      schemas('User:\n  $ref: "#/components/schemas/Account"\nAccount:\n  $ref: "#/components/schemas/User"\n'),
    );
    const root = tempProject({
      "docs.json": docsJsonWith("openapi.yaml"),
      "openapi.yaml": spec,
      "users.mdx": USERS_PAGE,
    });
    expect(specFindings({ root }, true)).toEqual([
      "error openapi/unresolved-ref openapi.yaml:34:7 This `$ref` is part of a circle of `$ref`s that never reaches a definition: `#/components/schemas/Account` -> `#/components/schemas/User` -> `#/components/schemas/Account`. Point one of them at the real definitions.",
    ]);
  });

  test("a $ref to itself, across two files", () => {
    const root = project("paths/users.yaml", { "paths/users.yaml": "$ref: '../openapi.yaml#/paths/~1users'\n" });
    expect(specFindings({ root }, true)).toEqual([
      expect.stringMatching(
        /^error openapi\/unresolved-ref (openapi|paths\/users)\.yaml:\d+:\d+ This `\$ref` is part of a circle/,
      ),
    ]);
  });

  test("a recursive schema (through a property) is fine", () => {
    const spec = cleanSpec(
      withSchemaUse("#/components/schemas/Node"),
      schemas(
        'Node:\n  type: object\n  properties:\n    children:\n      type: array\n      items:\n        $ref: "#/components/schemas/Node"\n',
      ),
    );
    const root = tempProject({
      "docs.json": docsJsonWith("openapi.yaml"),
      "openapi.yaml": spec,
      "users.mdx": USERS_PAGE,
    });
    expect(specFindings({ root })).toEqual([]);
  });
});
