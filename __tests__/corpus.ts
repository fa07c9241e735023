import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import type { Diagnostic } from "../src/diagnostics/diagnostic.js";
import { CLI, runNode, type Run } from "./e2e/spawn.js";
import {
  compareFragments,
  differenceSummary,
  docsgateFragmentFindings,
  explainedDifferences,
} from "./corpus-fragments.js";
import { mintlifyFragmentOracleInWorker, type OracleResult } from "./helpers/mintlify-fragment-oracle.js";

const CORPUS = process.env.DOCSGATE_CORPUS ?? path.resolve(import.meta.dirname, "../../shared/corpus");

/**
 * How many errors and warnings of each rule docsgate reports on the real projects in
 * ../shared/corpus. Every error was read at its line and found to be a real problem: the
 * published site would be broken or wrong there (issue 18's precision sample is in its notes).
 * Warnings are the format's guidance and were sampled per rule. A changed count fails, so a new
 * finding is reviewed before it is accepted here, and a lost one is noticed. The errors:
 *  - page/broken-link: renamed or removed pages (0xStation's `nft-accounts/*`, firecrawl's
 *    `api-playground/*` and `settings/*` starter-template links), relative links written as if
 *    from the root (prefect's `3.0rc/...`, firecrawl's `es/python` from `es/sdks/`), translated
 *    pages linking to English or renamed anchors (mintlify, lago), Docusaurus anchors (lago),
 *    `#fragments` that differ from the heading's id in letter case (lago's `#CONCAT`), fragments
 *    written as GitHub slugs where Mintlify's id differs (`#custom-sitemaps-and-robotstxt-files` for
 *    "robots.txt", AgentStack's `#frameworks-1` where Mintlify numbers the repeat `-2`, a field's bare
 *    name where Mintlify ids it `#param-<name>`; the corpus fragment test compares every one with
 *    Mintlify's own anchor check), and a
 *    folder none of whose pages is in the navigation (Cloudanix: the site sends it home).
 *  - openapi/unknown-operation: prefect's 284 `rest-api/` pages (published, though in no navigation)
 *    name Prefect Cloud operations that no OpenAPI file of the repository has; Actian's alias and
 *    index operations are commented out. (mintlify's translated pages that name an operation their
 *    own spec lacks are built from the English spec that has it, as getMatchingOpenApiFile finds it.)
 *  - page/snippet-import: imported files missing from the repository at that commit (firecrawl's
 *    `/snippets/v2/extract/...`, meilisearch's chat sample, 0xStation's `./config` written as an
 *    ESM import outside its code block).
 *  - page/missing-asset: images at paths that do not exist (prefect's page-relative `images/`,
 *    firecrawl's launch-week images, lago's `.png` that is a `.webp`), and an image pasted into
 *    GitHub whose signed address has expired (prefect).
 *  - page/unknown-component: components neither imported nor defined (firecrawl's
 *    `AsyncCrawlPython`, mintlify's `PreviewButton`, meilisearch's `RouteHighlighter`).
 *  - page/required-attribute: mintlify's `<Icon name="trash-2" />` (Icon takes `icon` or `src`).
 *  - page/syntax: three pages that do not parse (an HTML comment, a lazy line in a list, an
 *    unclosed `<CodeGroup>`); the rest of each page is still checked.
 *  - page/frontmatter-syntax: two Cloudanix pages whose front matter starts after a blank line,
 *    so the site shows it as text.
 *  - config/redirect-target: two of meilisearch's redirects lead to pages that do not exist
 *    (`/resources/overview`, and a task-documents page its OpenAPI file names otherwise).
 * config/redirect-chain (read by hand): five of meilisearch's redirects lead to the source of
 * another, each a page that moved twice.
 * config/ignored-key (read by hand, each a key Mintlify drops): v1 keys left in v2 configs (Actian's
 * top-level `openapi`, `api.baseUrl`, `api.playground.mode`; lago's `styling.css` and `scripts`) and
 * meilisearch's two custom keys on a group. nav/duplicate on the v2 projects (read by hand): a page
 * listed twice in one sidebar (firecrawl's `quickstarts/openclaw` in two groups of one tab, in each
 * of its six languages); a page in two tabs (lago's data-pipeline page), or a group's `root` listed
 * again in its pages, is not counted. Notable warnings: Cloudanix's rule pages without a
 * description and their body `# headings` and Docusaurus keys (`slug`, `sidebar_label`);
 * meilisearch's untitled code blocks in `<CodeGroup>` (blank tab labels); lago's images without
 * alt text and its empty `[](#x)` links in headings; redocly's advice on the specs the site shows
 * (examples that do not match their schema, no error responses). Guidance on pages no reader
 * reaches (Cloudanix's 2,126 `*_remediation.mdx` fragments, prefect's mkdocs stubs) is a notice.
 * Notices (the writing style) are not counted here.
 */
const REVIEWED: Record<string, Record<string, number>> = {
  "0xRaduan__summate-docs": {
    "warning config/unknown-key": 2,
  },
  "0xStation__docs": {
    "error page/broken-link": 65,
    "error page/syntax": 1,
    "warning config/unknown-key": 1,
    "warning page/description": 102,
    "warning page/image-alt": 1,
    "warning page/image-frame": 24,
    "warning page/video": 1,
    "warning page/localhost-link": 3,
    "warning page/snippet-import": 1,
  },
  "ActianCorp__vectorai-db-docs": {
    "warning config/ignored-key": 3,
    "error openapi/unknown-operation": 4,
    "error page/broken-link": 5,
    "warning openapi/error-responses": 6,
    "warning openapi/no-invalid-media-type-examples": 5,
    "warning page/heading-increment": 36,
    "warning page/image-frame": 6,
    "warning page/unclosed-code-fence": 1,
  },
  "AgentOps-AI__AgentStack": {
    "warning page/description": 1,
    "warning page/heading-h1": 14,
    "warning page/image-frame": 2,
    "warning page/unknown-attribute": 3,
    "warning page/unknown-icon": 1,
    "error page/broken-link": 2,
  },
  Cloudanix__docs: {
    "error page/broken-link": 1,
    "error page/frontmatter-syntax": 2,
    "warning nav/duplicate": 2,
    "warning page/description": 2174,
    "warning page/frontmatter": 6,
    "warning page/frontmatter-key": 230,
    "warning page/heading-h1": 1132,
    "warning page/image-alt": 10,
    "warning page/image-frame": 10,
    "warning page/unclosed-code-fence": 2,
  },
  CodSpeedHQ__prefect: {
    "error openapi/unknown-operation": 284,
    "error page/broken-link": 53,
    "error page/missing-asset": 4,
    "error page/syntax": 1,
    "warning openapi/no-empty-servers": 1,
    "warning openapi/schema-keyword": 5,
    "warning page/description": 21,
    "warning page/frontmatter": 2,
    "warning page/frontmatter-key": 2,
    "warning page/heading-h1": 2,
    "warning page/image-alt": 1,
    "warning page/image-frame": 39,
  },
  "OpenInterpreter__open-interpreter": {
    "error page/broken-link": 8,
    "error page/syntax": 1,
    "warning page/description": 52,
    "warning page/heading-h1": 52,
    // Reviewed: iframes whose src is a data: HTML document (embedded posts); the preview leaves them out.
    "warning page/unclosed-code-fence": 1,
    "warning page/video": 2,
  },
  "firecrawl__firecrawl-docs": {
    "error page/broken-link": 197,
    "error page/missing-asset": 18,
    "error page/snippet-import": 8,
    "error page/unknown-component": 12,
    "warning openapi/error-responses": 54,
    "warning openapi/no-invalid-media-type-examples": 6,
    "warning page/image-frame": 258,
    "warning page/unclosed-code-fence": 1,
    "warning nav/duplicate": 6,
    "warning page/snippet-import": 12,
  },
  "getlago__lago-doc": {
    "warning config/ignored-key": 2,
    "error page/broken-link": 47,
    "error page/missing-asset": 1,
    "warning page/attribute-value": 2,
    // Reviewed: `{28}` on a 13-line block, `highlight={10-16}` on a 12-line block; Mintlify marks nothing there.
    "warning page/code-line-range": 1,
    "warning page/component-nesting": 13,
    "warning page/description": 67,
    "warning page/empty-link": 134,
    "warning page/heading-h1": 43,
    "warning page/heading-increment": 2,
    // Reviewed: a <script> and onMouseOver/onMouseOut handlers on links, which the site leaves out.
    "warning page/image-alt": 186,
    "warning page/image-frame": 10,
    "warning page/unknown-attribute": 1,
  },
  meilisearch__documentation: {
    "error config/redirect-target": 2,
    "warning config/ignored-key": 2,
    "warning config/redirect-chain": 5,
    "error page/broken-link": 13,
    "error page/snippet-import": 1,
    "error page/unknown-component": 1,
    "warning openapi/no-invalid-media-type-examples": 1,
    "warning page/component-nesting": 444,
    "warning page/heading-h1": 1,
    "warning page/image-frame": 36,
    "warning page/unknown-attribute": 1,
  },
  mintlify__docs: {
    "error page/broken-link": 110,
    "error page/required-attribute": 8,
    "error page/unknown-component": 4,
    "warning openapi/error-responses": 20,
    "warning page/image-frame": 8,
    "warning page/unknown-attribute": 12,
    "warning page/cross-language-link": 5,
  },
};

const V2_LAYOUT = new Set([
  "mintlify__docs",
  "getlago__lago-doc",
  "ActianCorp__vectorai-db-docs",
  "meilisearch__documentation",
  "firecrawl__firecrawl-docs",
]);

const ALL_PROJECTS = existsSync(CORPUS)
  ? readdirSync(CORPUS, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
  : [];

/**
 * The two real projects a build once doubled the findings of, when a check then read the site it
 * wrote: these are built inside a copy of themselves (the site in `_site`, as a user's `docsgate
 * build` in the docs folder writes it), and checked again after.
 */
const BUILT_INSIDE = new Set(["getlago__lago-doc", "0xRaduan__summate-docs"]);

/** `Built N pages into DIR/ (N warnings)`, the build's first line on stderr. */
const BUILT = /^Built (\d+) pages? into .* \((\d+) warnings?\)$/m;
/** The link crawl's line on stderr: every broken link it found, and how many of them the check's rules report. */
const CRAWLED =
  /^Checked the links of ([\d,]+) pages? \(([\d,]+) targets?\): (none broken|([\d,]+) broken links?, reported at (?:its line|their lines)(?: \((?:all )?(?:([\d,]+) )?by the check already\))?)$/m;
const count = (digits: string | undefined) => Number(digits?.replace(/,/g, "") ?? 0);

/**
 * Checks, builds and crawls every other project of ../shared/corpus, from the first (`share` 0)
 * or the second (1): two test files, so that the suite's slowest part runs on both cores.
 *
 * Each project runs once, as `docsgate build --format json`: a build's report is its check's
 * report plus the site's own findings (`site/...`), so the check's reviewed counts are read from
 * it with those left out (the e2e build test asserts that equality on a fixture). Checking each
 * project a second time cost a sixth of the whole suite.
 */
export function describeCorpus(share: 0 | 1): void {
  const projects = ALL_PROJECTS.filter((_, i) => i % 2 === share);
  const out = mkdtempSync(path.join(tmpdir(), "docsgate-corpus-build-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const runs = new Map<string, Run>();
  const oracles = new Map<string, Promise<OracleResult>>();
  const oracle = (name: string): Promise<OracleResult> => {
    let result = oracles.get(name);
    if (!result) {
      result = mintlifyFragmentOracleInWorker(path.join(CORPUS, name));
      oracles.set(name, result);
    }
    return result;
  };
  /** The folder a project is built from: the corpus's, or a copy of it for BUILT_INSIDE. */
  const rootOf = (name: string) => (BUILT_INSIDE.has(name) ? path.join(out, "inside", name) : path.join(CORPUS, name));
  const siteOf = (name: string) => (BUILT_INSIDE.has(name) ? path.join(rootOf(name), "_site") : path.join(out, name));
  const build = (name: string): Run => {
    let run = runs.get(name);
    if (!run) {
      // Mintlify's anchor check runs in a thread of its own while the build's child process blocks this one.
      void oracle(name);
      if (BUILT_INSIDE.has(name)) cpSync(path.join(CORPUS, name), rootOf(name), { recursive: true });
      run = runNode(CLI, ["build", rootOf(name), "--out", siteOf(name), "--format", "json"]);
      runs.set(name, run);
    }
    return run;
  };

  /** Pages built, warnings and the crawl's findings per project, printed once at the end for the issue's notes. */
  const built: string[] = [];
  afterAll(() => {
    if (built.length) console.log(`docsgate build on ../shared/corpus:\n${built.join("\n")}`);
  });

  /** Per project, the fragment comparison's counts, printed once at the end for the issue's notes. */
  const fragments: string[] = [];
  afterAll(() => {
    if (fragments.length)
      console.log(`Broken #fragments, Mintlify's anchor check vs docsgate:\n${fragments.join("\n")}`);
  });

  describe.skipIf(projects.length === 0)("real projects in ../shared/corpus, through the bundled CLI", () => {
    if (share === 0)
      test("every project is reviewed", () => {
        expect(ALL_PROJECTS).toEqual(Object.keys(REVIEWED).sort());
      });

    test.each(projects)("%s: no crash, and only the reviewed errors and warnings", (name) => {
      const run = build(name);
      // Nothing on stderr but the build's two lines.
      expect(run.stderr.replace(BUILT, "").replace(CRAWLED, "").trim()).toBe("");
      expect([0, 1]).toContain(run.status);
      const diagnostics = (JSON.parse(run.stdout).diagnostics as Diagnostic[]).filter(
        (d) => !d.ruleId.startsWith("site/"),
      );
      const counts: Record<string, number> = {};
      for (const d of diagnostics) {
        if (d.severity !== "notice")
          counts[`${d.severity} ${d.ruleId}`] = (counts[`${d.severity} ${d.ruleId}`] ?? 0) + 1;
        expect(d.line > 0 || d.ruleId === "config/missing", `${d.ruleId} in ${d.file} has no line`).toBe(true);
      }
      expect(counts).toEqual(REVIEWED[name]);
      if (V2_LAYOUT.has(name)) {
        // Mintlify accepts each of these v2 configs (the v2 oracle test): no config error but a redirect to a missing
        // page, which Mintlify does not check.
        expect(
          diagnostics.filter(
            (d) => d.ruleId.startsWith("config/") && d.severity === "error" && d.ruleId !== "config/redirect-target",
          ),
        ).toEqual([]);
      }
    });

    // The check's findings come from the build's report above, and the oracle ran alongside the build.
    test.each(projects)(
      "%s: broken #fragments are those of Mintlify's own anchor check, but the explained",
      async (name) => {
        const docsgate = docsgateFragmentFindings(JSON.parse(build(name).stdout).diagnostics as Diagnostic[]);
        const comparison = compareFragments(await oracle(name), docsgate);
        expect(comparison.differences).toEqual(explainedDifferences(name));
        const explained = differenceSummary(name);
        fragments.push(
          `  ${name}: Mintlify ${comparison.oracle}, docsgate ${comparison.docsgate}, agreed ${comparison.agreed}${explained ? `; ${explained}` : ""}`,
        );
      },
    );

    test.each(projects)("%s builds and is crawled", (name) => {
      const site = siteOf(name);
      const run = build(name);
      expect([0, 1], run.stderr).toContain(run.status);
      const line = BUILT.exec(run.stderr);
      expect(line, run.stderr).not.toBeNull();
      const crawl = CRAWLED.exec(run.stderr);
      expect(crawl, run.stderr).not.toBeNull();
      expect(run.stderr.trim()).toBe(`${line![0]}\n${crawl![0]}`);
      const diagnostics = JSON.parse(run.stdout).diagnostics as Diagnostic[];
      const found = diagnostics.filter((d) => d.ruleId === "site/broken-link");
      // Every broken link has its origin in the docs: none is the layout's own (a docsgate bug).
      expect(
        found
          .filter((d) => d.message.includes("docsgate's layout made the link"))
          .map((d) => `${d.file}:${d.line} ${d.message}`),
      ).toEqual([]);
      // The crawl's count holds what the check's rules report (all of them, when it names no number) and its own reports.
      const broken = count(crawl![4]);
      const byCheck = crawl![5] ? count(crawl![5]) : crawl![3]!.includes("by the check") ? broken : 0;
      expect(found.length).toBe(broken - byCheck);
      const pages = Number(line![1]);
      expect(pages).toBeGreaterThan(0);
      expect(existsSync(path.join(site, "index.html")) && existsSync(path.join(site, "404.html"))).toBe(true);
      // Every page is one document; the other documents redirect: the root without a root page, and
      // each folder of the navigation without an index page, to its first page.
      const documents = readdirSync(site, { recursive: true }).filter((file) => String(file).endsWith("index.html"));
      const redirects = documents.filter((file) =>
        readFileSync(path.join(site, String(file)), "utf8").includes('http-equiv="refresh"'),
      );
      expect(documents.length - redirects.length).toBe(pages);
      built.push(
        `  ${name}: ${pages} pages, ${line![2]} warnings; crawl: ${crawl![2]} targets of ${crawl![1]} documents, ${broken} broken (${byCheck} reported by the check)`,
      );
    });

    // The build above wrote its site into the project; the check alone runs on the corpus's own folder.
    test.each(projects.filter((name) => BUILT_INSIDE.has(name)))(
      "%s: a check after `docsgate build` inside the project reports what the check alone reports",
      (name) => {
        build(name);
        expect(existsSync(path.join(siteOf(name), "index.html"))).toBe(true);
        const check = (root: string) => {
          const run = runNode(CLI, ["check", root, "--format", "json", "--no-cache"]);
          expect([0, 1], run.stderr).toContain(run.status);
          return JSON.parse(run.stdout) as { summary: object; diagnostics: object[] };
        };
        const alone = check(path.join(CORPUS, name));
        const after = check(rootOf(name));
        expect(after.summary).toEqual(alone.summary);
        expect(after.diagnostics).toEqual(alone.diagnostics);
      },
    );
  });
}
