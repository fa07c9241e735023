import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject } from "../helpers/temp-project.js";
import { cleanSpec, docsJsonWith, specFindings, USERS_PAGE } from "./lint-helpers.js";

/** A spec with one problem: `info` has no `version`. */
const BROKEN = cleanSpec().replace("  version: 1.0.0\n", "");

describe("one OpenAPI file reached by several paths (symbolic links inside the root) is one spec", () => {
  test("a link to the file: its problems once, at the path the repository holds the file at", () => {
    // docs.json names the link; the file itself is found by its content.
    const root = tempProject({ "docs.json": docsJsonWith("specs/link.yaml"), "users.mdx": USERS_PAGE });
    writeFileSync(path.join(root, "openapi.yaml"), BROKEN);
    mkdirSync(path.join(root, "specs"));
    symlinkSync("../openapi.yaml", path.join(root, "specs", "link.yaml"));
    expect(specFindings({ root })).toEqual(["error openapi/struct openapi.yaml:2:1"]);
  });

  test("a link to a folder on the way: once, at the folder's own path", () => {
    const root = tempProject({ "docs.json": docsJsonWith(undefined), "users.mdx": USERS_PAGE });
    mkdirSync(path.join(root, "real"));
    writeFileSync(path.join(root, "real", "openapi.yaml"), BROKEN);
    symlinkSync("real", path.join(root, "alias"));
    expect(specFindings({ root })).toEqual(["error openapi/struct real/openapi.yaml:2:1"]);
  });

  test("a page names the operation by any of the paths, and no page's operation is in 'several OpenAPI files'", () => {
    const root = tempProject({
      "docs.json": docsJsonWith("openapi.yaml"),
      "users.mdx": USERS_PAGE,
      "by-link.mdx": USERS_PAGE.replace('"GET /users"', '"specs/link.yaml GET /users"'),
    });
    writeFileSync(path.join(root, "openapi.yaml"), cleanSpec());
    mkdirSync(path.join(root, "specs"));
    symlinkSync("../openapi.yaml", path.join(root, "specs", "link.yaml"));
    expect(check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("openapi/"))).toEqual([]);
  });
});
