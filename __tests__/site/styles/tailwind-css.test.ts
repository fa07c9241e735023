import { readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test, vi } from "vitest";
import { loadProject } from "../../../src/project/project.js";
import { buildSite } from "../../../src/site/build-site.js";
import type { RenderedPage } from "../../../src/render/types.js";
import { classCandidates } from "../../../src/site/styles/tailwind-candidates.js";
import { tailwindCss } from "../../../src/site/styles/tailwind-css.js";
import { projectStylesheets } from "../../../src/site/styles/project-stylesheets.js";
import { classAttributeCandidates, sourceCandidates } from "../../../src/site/styles/source-candidates.js";
import { tempProject } from "../../helpers/temp-project.js";

const COLORS = { primary: "#7C3AED", light: "#A78BFA", dark: "#5B21B6" };

describe("classCandidates", () => {
  test("takes the class names of the HTML's elements, entities decoded, and no word of its text", () => {
    const html =
      '<div class="grid  grid-cols-2 dark:bg-zinc-900"><p class="[&#x26;>*]:mt-2">A table, hidden flex text.</p>' +
      '<span data-class="rounded" title="class=&#x22;border&#x22;">x</span></div>';
    expect([...classCandidates(html)]).toEqual(["grid", "grid-cols-2", "dark:bg-zinc-900", "[&>*]:mt-2"]);
  });

  test("adds to the set it is given, once per name", () => {
    const into = classCandidates('<i class="p-4"></i>');
    classCandidates('<b class="p-4 m-2"></b>', into);
    expect([...into]).toEqual(["p-4", "m-2"]);
  });
});

describe("tailwindCss", () => {
  test("compiles only the classes given, with no preflight", async () => {
    const css = await tailwindCss(["grid", "grid-cols-2", "gap-4", "not-a-class"], COLORS);
    expect(css).toContain("html .grid {display: grid");
    expect(css).toContain("grid-template-columns: repeat(2, minmax(0, 1fr))");
    expect(css).toContain("html .gap-4 {gap: 1rem");
    expect(css).not.toContain("not-a-class");
    // No reset of the theme's elements (preflight's `h1`, `img`, `button` rules), no unused variable defaults.
    expect(css).not.toMatch(/(^|[\s,}])(h1|img|button|body)\b/);
    expect(css).not.toMatch(/(^|})\s*html\s*{/);
    expect(css).not.toContain("--tw-rotate: 0");
  });

  test("dark: follows a .dark class on an ancestor, as on Mintlify", async () => {
    const css = await tailwindCss(["dark:bg-zinc-900", "dark:md:hidden"], COLORS);
    expect(css).toContain("html .dark\\:bg-zinc-900:is(.dark *) {");
    expect(css).toMatch(/@media \(min-width: 768px\) \{\s*html \.dark\\:md\\:hidden:is\(\.dark \*\)/);
  });

  test("primary, primary-light, primary-dark and the backgrounds come from docs.json", async () => {
    const css = await tailwindCss(
      ["bg-primary", "text-primary-light", "border-primary-dark", "bg-primary/50", "bg-background-dark"],
      { ...COLORS, background: { dark: "#101820" } },
    );
    expect(css).toContain("background-color: rgb(124 58 237 / var(--tw-bg-opacity, 1))");
    expect(css).toContain("color: rgb(167 139 250 / var(--tw-text-opacity, 1))");
    expect(css).toContain("border-color: rgb(91 33 182 / var(--tw-border-opacity, 1))");
    expect(css).toContain("html .bg-primary\\/50 {background-color: rgb(124 58 237 / 0.5)");
    expect(css).toContain("background-color: rgb(16 24 32 / var(--tw-bg-opacity, 1))");
  });

  test("without a docs.json background, bg-background-light/-dark are the theme's", async () => {
    const css = await tailwindCss(["bg-background-light", "bg-background-dark"], COLORS);
    expect(css).toContain("rgb(255 255 255 / var(--tw-bg-opacity, 1))");
    expect(css).toContain("rgb(13 15 18 / var(--tw-bg-opacity, 1))");
  });

  test("an element asking for a border width gets preflight's solid zero border, at no specificity", async () => {
    const css = await tailwindCss(["border", "md:border-t-2", "border-dashed"], COLORS);
    expect(css.split("\n")[0]).toBe(
      ":where(html .border,html .md\\:border-t-2){border-width:0;border-style:solid;border-color:#e5e7eb}",
    );
    expect(css).toContain("html .border-dashed {border-style: dashed");
  });

  test("a transform or a shadow keeps Tailwind's variable defaults", async () => {
    const css = await tailwindCss(["rotate-45"], COLORS);
    expect(css).toContain("*, ::before, ::after {");
    expect(css).toContain("--tw-rotate: 45deg");
  });

  test("nothing when no class is Tailwind's, and no word from Tailwind on the console", async () => {
    const warn = vi.spyOn(console, "warn");
    try {
      expect(await tailwindCss([], COLORS)).toBe("");
      expect(await tailwindCss(["callout", "card-title"], COLORS)).toBe("");
      expect(await tailwindCss(["grid"], COLORS)).not.toContain("placeholder");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("projectStylesheets", () => {
  test("every .css file the site keeps, in path order; none through a link out of the root or left out", () => {
    const root = tempProject({
      "docs.json": "{}",
      "style.css": "a{}",
      "styles/extra.css": "b{}",
      "a/Z.CSS": "c{}",
      "drafts/old.css": "d{}",
      ".mintignore": "drafts/\n",
      "node_modules/pkg/x.css": "e{}",
      "notes.txt": "",
    });
    const outside = tempProject({ "secret.css": "f{}" });
    symlinkSync(path.join(outside, "secret.css"), path.join(root, "leak.css"));
    expect(projectStylesheets(loadProject(root).files)).toEqual(["a/Z.CSS", "style.css", "styles/extra.css"]);
  });
});

describe("the built site", () => {
  function page(file: string, html: string): [string, RenderedPage] {
    return [file, { file, title: file, html, toc: [], text: "", assets: [], links: [] }];
  }

  test("writes the Tailwind rules and the project's CSS, and links them after the theme on every page", async () => {
    const root = tempProject({
      "docs.json": JSON.stringify({
        name: "Lantern",
        colors: { primary: "#7C3AED" },
        navigation: { groups: [{ group: "Start", pages: ["index", "plain"] }] },
      }),
      "index.mdx": "",
      "plain.mdx": "",
      "style.css": "@import url('https://fonts.example/x.css');\n.prose p { color: red }\n",
      "styles/broken.css": ".a { color: ",
    });
    const outDir = tempProject({});
    const built = await buildSite({
      project: loadProject(root),
      rendered: new Map([
        page("index.mdx", '<div class="grid bg-primary dark:bg-zinc-900">Tiles</div>'),
        page("plain.mdx", "<p>Text.</p>"),
      ]),
      outDir,
      basePath: "/docs",
    });
    expect(built.files).toEqual(expect.arrayContaining(["_docsgate/tailwind.css", "style.css", "styles/broken.css"]));
    const tailwind = readFileSync(path.join(outDir, "_docsgate/tailwind.css"), "utf8");
    expect(tailwind).toContain("rgb(124 58 237");
    expect(tailwind).toContain(":is(.dark *)");
    // Copied as they are: a stylesheet that does not parse is the browser's to skip.
    expect(readFileSync(path.join(outDir, "styles/broken.css"), "utf8")).toBe(".a { color: ");
    for (const document of ["index.html", "plain/index.html"]) {
      const html = readFileSync(path.join(outDir, document), "utf8");
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
      expect(links).toEqual([
        "/docs/_docsgate/theme.css",
        "/docs/_docsgate/tailwind.css",
        "/docs/style.css",
        "/docs/styles/broken.css",
      ]);
      // After the colours' inline <style> as well, so that a project's `:root { --primary }` wins.
      expect(html.indexOf("/docs/_docsgate/tailwind.css")).toBeGreaterThan(html.indexOf("<style>"));
    }
  });

  test("a site dark by default has Mintlify's dark class on <html> before any script runs", async () => {
    const root = tempProject({
      "docs.json": JSON.stringify({
        name: "Night",
        appearance: { default: "dark" },
        navigation: { groups: [{ group: "Start", pages: ["index"] }] },
      }),
      "index.mdx": "",
    });
    const outDir = tempProject({});
    await buildSite({
      project: loadProject(root),
      rendered: new Map([page("index.mdx", '<div class="dark:bg-zinc-900">Night</div>')]),
      outDir,
      basePath: "",
    });
    expect(readFileSync(path.join(outDir, "index.html"), "utf8")).toMatch(
      /<html [^>]*class="dark"[^>]*data-theme="dark"/,
    );
  });

  test("no Tailwind file when no page uses a Tailwind class", async () => {
    const root = tempProject({
      "docs.json": JSON.stringify({ name: "Plain", navigation: { groups: [{ group: "Start", pages: ["index"] }] } }),
      "index.mdx": "",
    });
    const outDir = tempProject({});
    const built = await buildSite({
      project: loadProject(root),
      rendered: new Map([page("index.mdx", '<div class="callout">Note</div>')]),
      outDir,
      basePath: "",
    });
    expect(built.files).not.toContain("_docsgate/tailwind.css");
    expect(readFileSync(path.join(outDir, "index.html"), "utf8")).not.toContain("tailwind.css");
  });
});

describe("classAttributeCandidates", () => {
  test("reads className and class values, and the strings of a className expression, from a source's text", () => {
    const source = [
      "export const Hero = ({ open }) => (",
      '  <a className="group pb-8" href="/x">',
      '    <img className={`block ${open ? "ring" : ""} dark:hidden`} />',
      "    <h3 className={open ? 'mt-5 text-gray-900' : \"mt-2\"}>{title}</h3>",
      "    <span class='mt-1.5'>A hidden flex table of prose.</span>",
      "  </a>",
      ");",
    ].join("\n");
    expect([...classAttributeCandidates(source)]).toEqual([
      "group",
      "pb-8",
      "block",
      "dark:hidden",
      "mt-5",
      "text-gray-900",
      "mt-2",
      "mt-1.5",
    ]);
  });
});

describe("sourceCandidates", () => {
  test("takes the class names of the pages, snippets and components of the project, not of other files", () => {
    const root = tempProject({
      "docs.json": "{}",
      "index.mdx": '<div className="grid">x</div>',
      "snippets/card.jsx": 'export const Card = () => <div className="rounded-xl">y</div>;',
      "notes.txt": 'className="underline"',
      "style.css": '.x { content: "class=\\"italic\\"" }',
    });
    expect([...sourceCandidates(loadProject(root).files, root)].sort()).toEqual(["grid", "rounded-xl"]);
  });
});
