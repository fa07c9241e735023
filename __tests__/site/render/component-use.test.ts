import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { pagesMayDrawComponents, projectMayDrawComponents } from "../../../src/render/component-use.js";

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "docsgate-component-use-"));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("whether a build needs the component sandbox", () => {
  test("pages of Markdown and Mintlify's components alone: no", () => {
    const root = project({
      "index.mdx":
        '---\ntitle: Home\n---\n\n<Card title="Start" href="/start">Go.</Card>\n\nWe export data and import it.\n',
      "guides/start.md": "# Start\n\n```js\nimport x from 'y';\nexport const a = 1;\n```\n",
    });
    // An import inside a code block says yes: a superset, which costs only the load; prose about imports says no.
    expect(projectMayDrawComponents(root)).toBe(true);
    expect(pagesMayDrawComponents(root, ["index.mdx"])).toBe(false);
  });

  test("a page that exports or imports, or includes a legacy Snippet: yes", () => {
    const root = project({
      "a.mdx": "export const Hero = () => <div>Hi</div>\n\n<Hero />\n",
      "b.mdx": 'import { Callout } from "/snippets/callout.jsx"\n\n<Callout>x</Callout>\n',
      "c.mdx": '<Snippet file="intro.mdx" />\n',
      "d.mdx": "Plain.\n",
    });
    expect(pagesMayDrawComponents(root, ["a.mdx"])).toBe(true);
    expect(pagesMayDrawComponents(root, ["b.mdx"])).toBe(true);
    expect(pagesMayDrawComponents(root, ["c.mdx"])).toBe(true);
    expect(pagesMayDrawComponents(root, ["d.mdx", "missing.mdx"])).toBe(false);
  });

  test("a page reached through a symbolic link out of the root is not read", () => {
    const outside = project({ "hero.mdx": "export const Hero = () => <div>Hi</div>\n" });
    const root = project({ "index.mdx": "Plain.\n" });
    symlinkSync(path.join(outside, "hero.mdx"), path.join(root, "hero.mdx"));
    symlinkSync(outside, path.join(root, "linked"));
    expect(projectMayDrawComponents(root)).toBe(false);
  });
});
