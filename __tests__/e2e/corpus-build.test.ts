import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { CLI, runNode } from "./spawn.js";

const CORPUS = path.resolve(import.meta.dirname, "../../../shared/corpus");
const projects = existsSync(CORPUS)
  ? readdirSync(CORPUS, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
  : [];
const out = mkdtempSync(path.join(tmpdir(), "docsgate-corpus-build-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Pages built, warnings and the crawl's findings per project, printed once at the end for the notes. */
const built: string[] = [];
afterAll(() => {
  if (built.length) console.log(`docsgate build on ../shared/corpus:\n${built.join("\n")}`);
});

describe.skipIf(projects.length === 0)(
  "every project of ../shared/corpus builds and is crawled, through the bundled CLI",
  () => {
    test.each(projects)(
      "%s",
      (name) => {
        const site = path.join(out, name);
        const run = runNode(CLI, ["build", path.join(CORPUS, name), "--out", site, "--format", "json"]);
        expect([0, 1], run.stderr).toContain(run.status);
        const line = /^Built (\d+) pages? into .* \((\d+) warnings?\)$/m.exec(run.stderr);
        expect(line, run.stderr).not.toBeNull();
        const crawl =
          /^Checked the links of ([\d,]+) pages? \(([\d,]+) targets?\): (none broken|([\d,]+) broken links? reported)$/m.exec(
            run.stderr,
          );
        expect(crawl, run.stderr).not.toBeNull();
        expect(run.stderr.trim()).toBe(`${line![0]}\n${crawl![0]}`);
        const diagnostics = (
          JSON.parse(run.stdout) as { diagnostics: { ruleId: string; file: string; line: number; message: string }[] }
        ).diagnostics;
        const found = diagnostics.filter((d) => d.ruleId === "site/broken-link");
        // Every broken link has its origin in the docs: none is the layout's own (a docsgate bug).
        expect(
          found
            .filter((d) => d.message.includes("docsgate's layout made the link"))
            .map((d) => `${d.file}:${d.line} ${d.message}`),
        ).toEqual([]);
        expect(found.length).toBe(Number(crawl![4]?.replace(/,/g, "") ?? 0));
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
          `  ${name}: ${pages} pages, ${line![2]} warnings; crawl: ${crawl![2]} targets of ${crawl![1]} documents, ${found.length} broken`,
        );
      },
      300_000,
    );
  },
);
