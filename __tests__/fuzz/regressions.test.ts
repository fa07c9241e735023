import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isLocated } from "../../scripts/fuzz/oracle.js";
import type { ReportedDiagnostic } from "../../scripts/fuzz/check-worker.js";
import { CLI, FIXTURES, quietEnv, REPO } from "../e2e/spawn.js";

/**
 * Every distinct failure the fuzzer (npm run fuzz) found, reduced to a small project: the CLI
 * must check it (and build it, where the build failed) without a crash or a hang, and with every
 * diagnostic at a line. Small projects live in fixtures/fuzz-regressions/<name>/; the large ones
 * (deep nesting) are written here, in a temporary folder.
 */
interface RegressionCase {
  name: string;
  /** What the fuzzer found, in a few words. */
  found: string;
  command: "check" | "build";
  /** A generated project (path -> text); without it, fixtures/fuzz-regressions/<name>/. */
  files?: () => Record<string, string>;
  /**
   * The same project without a harmless edit (a UTF-8 BOM): the check must report the same rules
   * at the same lines in both.
   */
  twin?: () => Record<string, string>;
  /** Symbolic links to add (path -> target), which a committed fixture should not hold. */
  links?: Record<string, string>;
}

const V2_DOCS = (pages: unknown) =>
  JSON.stringify({
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Deep",
    colors: { primary: "#0D9373" },
    navigation: { groups: [{ group: "Start", pages }] },
  });
const PAGE = (body: string) =>
  `---\ntitle: Deep\ndescription: A page whose markup nests far deeper than any real page.\n---\n\n${body}\n`;

const BOM = "\ufeff";
const SPEC_WITHOUT_LICENSE = "openapi: 3.1.0\ninfo:\n  title: Marked Spec\n  version: '1'\npaths: {}\n";
const SPEC_PROJECT = (spec: string) => ({
  "docs.json": JSON.stringify({
    name: "Marked Spec",
    openapi: "openapi.yaml",
    navigation: [{ group: "API", pages: [] }],
  }),
  "openapi.yaml": spec,
});
const V2_PROJECT = (docs: string) => ({ "docs.json": docs, "index.mdx": PAGE("Text.") });

const CASES: RegressionCase[] = [
  {
    name: "openapi-recursive-alias",
    found:
      "a YAML anchor inside itself in a file a spec $refs: the OpenAPI worker's example walk overflowed the stack, internal error",
    command: "check",
  },
  {
    name: "openapi-alias-bomb-in-ref",
    found: "a YAML alias bomb (9^9 nodes) in a file a spec $refs: the check never ended",
    command: "check",
  },
  {
    name: "style-slow-pattern",
    found: "a team style pattern that backtracks without end on a run of one letter: the check never ended",
    command: "check",
  },
  {
    name: "openapi-bom",
    found:
      "a UTF-8 BOM at the start of an OpenAPI file: redocly's problems were placed one character early, at the end of the line before",
    command: "check",
    files: () => SPEC_PROJECT(BOM + SPEC_WITHOUT_LICENSE),
    twin: () => SPEC_PROJECT(SPEC_WITHOUT_LICENSE),
  },
  {
    name: "docs-json-bom",
    found: "a UTF-8 BOM at the start of docs.json (what Windows editors write): reported as invalid JSON",
    command: "check",
    files: () => V2_PROJECT(BOM + V2_DOCS(["index"])),
    twin: () => V2_PROJECT(V2_DOCS(["index"])),
  },
  {
    name: "docs-json-deep-nesting",
    found:
      "docs.json navigation nested 20,000 arrays deep: Maximum call stack size exceeded in the JSON parser, internal error",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS("PAGES").replace('"PAGES"', `${"[".repeat(20_000)}"index"${"]".repeat(20_000)}`),
      "index.mdx": PAGE("Text."),
    }),
  },
  {
    name: "docs-json-nesting-1800",
    found:
      "docs.json navigation nested 1,800 arrays deep, which the JSON parser survives: the $ref resolution walk (config-document.ts) overflowed the stack, internal error",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS("PAGES").replace('"PAGES"', `${"[".repeat(1_800)}"index"${"]".repeat(1_800)}`),
      "index.mdx": PAGE("Text."),
    }),
  },
  {
    name: "style-file-deep-sequence",
    found:
      "a style file line of 6,000 nested sequence markers (- - - x): the YAML parser overflowed the stack, internal error",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS(["index"]),
      "index.mdx": PAGE("Text."),
      ".docsgate/styles/nested.yml": `extends: existence\nmessage: "'%s' is nested."\nlevel: warning\n${"- ".repeat(6_000)}x\ntokens:\n  - nested\n`,
    }),
  },
  {
    name: "footnote-call-long-line",
    found:
      "a 100 KB line of link ends (](](...): the GFM footnote tokenizer looks back over the whole line at every ], so the check took minutes",
    command: "check",
    files: () => ({ "docs.json": V2_DOCS(["index"]), "index.mdx": PAGE("](".repeat(50_000)) }),
  },
  {
    name: "deep-expression",
    found:
      "a JSX expression of objects nested 4,000 deep ({{a:{a:...}}}, 16 KB): the MDX expression parser (acorn) ran out of stack only after minutes",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS(["index"]),
      "index.mdx": PAGE(`{${"{a:".repeat(4_000)}1${"}".repeat(4_000)}}`),
    }),
  },
  {
    name: "front-matter-deep-sequence",
    found:
      "front matter opening with a line of 20,000 sequence markers (- - - x): the YAML parser overflowed the stack, internal error",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS(["index"]),
      "index.mdx": `---\n${"- ".repeat(20_000)}x\ntitle: Deep\n---\n\nText.\n`,
    }),
  },
  {
    name: "openapi-json-deep-nesting",
    found:
      "an OpenAPI JSON file with objects in lists nested 20,000 deep: redocly's YAML parser overflowed the stack in the OpenAPI worker, internal error",
    command: "check",
    files: () => ({
      "docs.json": JSON.stringify({
        name: "Deep Spec",
        openapi: "openapi.json",
        navigation: [{ group: "API", pages: [] }],
      }),
      "openapi.json": `{"openapi": "3.0.3", "info": {"title": "Deep", "version": "1"}, "paths": {}, "x-deep": ${'{"a":['.repeat(20_000)}${"]}".repeat(20_000)}}`,
    }),
  },
  {
    name: "style-file-link-to-device",
    found:
      "a style file that is a symbolic link to /dev/zero: read without end (6 GB and counting), though it leads out of the root",
    command: "check",
    files: () => ({ "docs.json": V2_DOCS(["index"]), "index.mdx": PAGE("Text.") }),
    links: { ".docsgate/styles/endless.yml": "/dev/zero" },
  },
  {
    name: "build-long-language-code",
    found:
      "a language code of 300 characters in docs.json: the build named a search index file after it, ENAMETOOLONG, exit 2 and no report",
    command: "build",
    files: () => ({
      "docs.json": JSON.stringify({
        $schema: "https://mintlify.com/docs.json",
        theme: "mint",
        name: "Long Language",
        colors: { primary: "#0D9373" },
        navigation: {
          languages: ["en", "x".repeat(300)].map((language) => ({
            language,
            groups: [{ group: "Start", pages: ["index"] }],
          })),
        },
      }),
      "index.mdx": PAGE("Text."),
    }),
  },
  {
    name: "build-lone-surrogate",
    found:
      "half of a UTF-16 surrogate pair (JSON's \\ud800) in a docs.json link and in an OpenAPI parameter's example: the build's encodeURI threw URIError, exit 2 and no report",
    command: "build",
    files: () => ({
      // JSON.stringify writes a lone surrogate as the escape `\ud800`, as the fuzzer's files had it.
      "docs.json": JSON.stringify({
        $schema: "https://mintlify.com/docs.json",
        theme: "mint",
        name: "Lone",
        colors: { primary: "#0D9373" },
        navbar: { links: [{ label: "Half", href: "/guide\ud800" }] },
        navigation: {
          groups: [
            { group: "Start", pages: ["index"] },
            { group: "API", openapi: "openapi.json", pages: ["GET /items/{id}"] },
          ],
        },
      }),
      "index.mdx": PAGE("Text."),
      "openapi.json": JSON.stringify({
        openapi: "3.1.0",
        info: { title: "Lone", version: "1" },
        servers: [{ url: "https://api.acme.test" }],
        paths: {
          "/items/{id}": {
            get: {
              summary: "Get an item",
              parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" }, example: "a\ud800" }],
              responses: { "200": { description: "OK" } },
            },
          },
        },
      }),
    }),
  },
  {
    name: "nav-long-line",
    found:
      "30,000 navigation entries to missing pages on one line of docs.json: each problem's fingerprint hashed the whole 500 KB line (check: minutes), and the link check copied its list of findings once per finding (build: 25 s more)",
    command: "build",
    files: () => ({
      "docs.json": V2_DOCS(["index", ...Array.from({ length: 30_000 }, (_, i) => `missing-${i}`)]),
      "index.mdx": PAGE("Text."),
    }),
  },
  {
    name: "deep-emphasis",
    found: "emphasis nested 20,000 deep (***...a...***, 40 KB): the check took minutes",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS(["index"]),
      "index.mdx": PAGE(`${"*".repeat(20_000)}a${"*".repeat(20_000)}`),
    }),
  },
  {
    name: "deep-blockquote",
    found: "one line of 50,000 nested blockquote markers: the Markdown parser took minutes",
    command: "check",
    files: () => ({ "docs.json": V2_DOCS(["index"]), "index.mdx": PAGE(`${"> ".repeat(50_000)}quote`) }),
  },
  {
    name: "deep-jsx",
    found: "<Note> nested 20,000 deep: quadratic walks over the page's nodes took minutes",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS(["index"]),
      "index.mdx": PAGE(`${"<Note>\n".repeat(20_000)}deep\n${"</Note>\n".repeat(20_000)}`),
    }),
  },
  {
    name: "deep-list-one-line",
    found:
      "a 24 KB line of 12,000 list markers (- - - item): the Markdown parser's cost grows with the square of the depth",
    command: "check",
    files: () => ({ "docs.json": V2_DOCS(["index"]), "index.mdx": PAGE(`${"- ".repeat(12_000)}item`) }),
  },
  {
    name: "deep-list-indented",
    found: "a list nested 1,200 deep by indentation: the Markdown parser's cost grows with the square of the depth",
    command: "check",
    files: () => ({
      "docs.json": V2_DOCS(["index"]),
      "index.mdx": PAGE(Array.from({ length: 1_200 }, (_, i) => `${"  ".repeat(i)}- item ${i}`).join("\n")),
    }),
  },
];

/** Far above what a tiny project takes on a busy machine (a few seconds): only a hang gets here. */
const TIMEOUT_MS = 60_000;

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function write(name: string, files: Record<string, string>, links: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), `docsgate-fuzz-${name}-`));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  for (const [file, target] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    symlinkSync(target, path.join(root, file));
  }
  return root;
}

/** The report of the CLI on `root`, once it is sure the run neither crashed nor hung. */
function reportOf(regression: RegressionCase, root: string): { diagnostics: ReportedDiagnostic[] } {
  const out =
    regression.command === "build"
      ? ["--out", path.join(mkdtempSync(path.join(tmpdir(), "docsgate-fuzz-site-")), "site")]
      : [];
  const run = spawnSync(process.execPath, [CLI, regression.command, root, "--format", "json", ...out], {
    cwd: REPO,
    env: quietEnv(),
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    maxBuffer: 1024 ** 3,
  });
  expect(run.signal, `still running after ${TIMEOUT_MS / 1000} s`).toBeNull();
  expect(run.status, run.stderr).not.toBe(2);
  return JSON.parse(run.stdout) as { diagnostics: ReportedDiagnostic[] };
}

const places = (report: { diagnostics: ReportedDiagnostic[] }) =>
  report.diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}`).sort();

describe("the fuzzer's findings", () => {
  it("each fixture folder is a listed case", () => {
    const listed = CASES.filter((c) => !c.files)
      .map((c) => c.name)
      .sort();
    expect(readdirSync(path.join(FIXTURES, "fuzz-regressions")).sort()).toEqual(listed);
  });

  for (const regression of CASES) {
    it(
      `${regression.name}: ${regression.found}`,
      () => {
        const root = regression.files
          ? write(regression.name, regression.files(), regression.links)
          : path.join(FIXTURES, "fuzz-regressions", regression.name);
        const report = reportOf(regression, root);
        expect(report.diagnostics.filter((d) => !isLocated(d))).toEqual([]);
        if (regression.twin)
          expect(places(report)).toEqual(
            places(reportOf(regression, write(`${regression.name}-twin`, regression.twin()))),
          );
      },
      TIMEOUT_MS * 3,
    );
  }
});
