import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import MiniSearch from "minisearch";
import { describe, expect, test } from "vitest";
import { SiteWriteError, SiteWriter } from "../../../src/site/output/site-writer.js";
import {
  FULL_SEARCH_OPTIONS,
  QUICK_SEARCH_OPTIONS,
  type FullSearchFile,
  type SearchDocument,
} from "../../../src/site/search/search-options.js";
import { tempProject } from "../../helpers/temp-project.js";

/**
 * The site writer: files written in the order handed over, the search indexes built and written
 * where they are asked for.
 */
describe("SiteWriter", () => {
  const documents: SearchDocument[] = [
    {
      id: 0,
      url: "/guides/alerts/",
      title: "Alerts",
      section: "Guides",
      heading: "Quiet hours",
      text: "An anemometer reading above the limit raises an alert.",
    },
  ];

  test("writes texts and copies in the order given, making folders, and builds the search index", () => {
    const root = tempProject({ "logo.svg": "<svg/>" });
    const out = path.join(tempProject({}), "site");
    mkdirSync(out);
    const writer = new SiteWriter(out);
    writer.searchIndex("_docsgate/search.json", documents);
    writer.write("guides/alerts/index.html", { kind: "text", text: "<p>Alerts</p>" });
    writer.write("logo.svg", { kind: "copy", from: path.join(root, "logo.svg"), underRoot: root });
    const { written } = writer.finish();
    expect(written).toEqual([
      "_docsgate/search.json",
      "_docsgate/search-full.json",
      "guides/alerts/index.html",
      "logo.svg",
    ]);
    expect(readFileSync(path.join(out, "guides/alerts/index.html"), "utf8")).toBe("<p>Alerts</p>");
    expect(readFileSync(path.join(out, "logo.svg"), "utf8")).toBe("<svg/>");
    // The quick index holds titles and headings with what a result shows; the full one every word, and the texts.
    const quick = MiniSearch.loadJSON(readFileSync(path.join(out, "_docsgate/search.json"), "utf8"), {
      ...QUICK_SEARCH_OPTIONS,
      fields: [...QUICK_SEARCH_OPTIONS.fields],
      storeFields: [...QUICK_SEARCH_OPTIONS.storeFields],
    });
    expect(quick.search("quiet").map((hit) => hit.url)).toEqual(["/guides/alerts/"]);
    expect(quick.search("anemometer")).toEqual([]);
    const full = JSON.parse(readFileSync(path.join(out, "_docsgate/search-full.json"), "utf8")) as FullSearchFile;
    const index = MiniSearch.loadJS(full.index as Parameters<typeof MiniSearch.loadJS>[0], {
      ...FULL_SEARCH_OPTIONS,
      fields: [...FULL_SEARCH_OPTIONS.fields],
      storeFields: [],
    });
    expect(index.search("anemometer").map((hit) => hit.id)).toEqual([0]);
    expect(full.texts).toEqual([documents[0]!.text]);
  });

  test("more than the writing thread's ring (16 MB) is all written, each file whole, in order", () => {
    const out = tempProject({});
    const writer = new SiteWriter(out);
    // Sizes from a few bytes to 3 MB (and one of 5 MB, handed over on its own), in two- and three-byte characters too.
    const sizes = [1, 3 * 1024 * 1024, 700_001, 5 * 1024 * 1024, 17, 2_500_000, 999_999, 3_000_000, 1_234_567];
    const texts = Array.from({ length: 36 }, (_, index) => {
      const size = sizes[index % sizes.length]!;
      return `${index}:`.padEnd(size, ["a", "é", "€", "b"][index % 4]);
    });
    texts.forEach((text, index) => writer.write(`pages/page-${index}/index.html`, { kind: "text", text }));
    expect(writer.finish().written).toEqual(texts.map((_, index) => `pages/page-${index}/index.html`));
    texts.forEach((text, index) =>
      expect(readFileSync(path.join(out, `pages/page-${index}/index.html`), "utf8") === text, `page ${index}`).toBe(
        true,
      ),
    );
  });

  test("while the disk lags, the ring's bytes are not reused before they are written", async () => {
    const out = tempProject({});
    // The first file is a FIFO that a reader opens only after a second: the writing thread waits on it
    // while the layout hands over 30 MB more, twice the ring.
    mkdirSync(path.join(out, "slow"));
    execFileSync("mkfifo", [path.join(out, "slow/index.html")]);
    const reader = spawn("sh", [
      "-c",
      `sleep 1 && cat "${path.join(out, "slow/index.html")}" > "${path.join(out, "read.txt")}"`,
    ]);
    const writer = new SiteWriter(out);
    writer.write("slow/index.html", { kind: "text", text: "the first page" });
    const texts = Array.from({ length: 30 }, (_, index) => `${index}:`.padEnd(1024 * 1024, "ab"[index % 2]));
    texts.forEach((text, index) => writer.write(`pages/page-${index}/index.html`, { kind: "text", text }));
    writer.finish();
    await once(reader, "exit");
    expect(readFileSync(path.join(out, "read.txt"), "utf8")).toBe("the first page");
    texts.forEach((text, index) =>
      expect(readFileSync(path.join(out, `pages/page-${index}/index.html`), "utf8") === text, `page ${index}`).toBe(
        true,
      ),
    );
  });

  test("skips a copy whose real path has left the root", () => {
    const root = tempProject({});
    const outside = tempProject({ "secret.txt": "secret" });
    const out = tempProject({});
    const writer = new SiteWriter(out);
    writer.write("secret.txt", { kind: "copy", from: path.join(outside, "secret.txt"), underRoot: root });
    expect(writer.finish().written).toEqual([]);
  });

  test("a file the system refuses to write is a SiteWriteError naming the path, and nothing after it is written", () => {
    const out = tempProject({});
    writeFileSync(path.join(out, "guides"), "a file where a folder must go");
    const writer = new SiteWriter(out);
    writer.write("guides/alerts/index.html", { kind: "text", text: "<p>Alerts</p>" });
    writer.write("later.html", { kind: "text", text: "<p>Later</p>" });
    expect(() => writer.finish()).toThrow(SiteWriteError);
    expect(() => writer.finish()).toThrow(/Could not write the site: .*guides/);
    expect(existsSync(path.join(out, "later.html"))).toBe(false);
  });
});
