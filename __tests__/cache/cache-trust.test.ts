import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { serialize } from "node:v8";
import { afterAll, describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { readCacheFile, writeCacheFile } from "../../src/cache/cache-files.js";
import {
  actionCacheFolder,
  cliCacheFolder,
  PAGE_CACHE_DIR,
  type CacheFolder,
  type OpenedCacheFolder,
} from "../../src/cache/cache-folder.js";
import { cacheKey } from "../../src/cache/cache-key.js";
import { PageCache } from "../../src/cache/page-cache.js";
import type { PageLintResult } from "../../src/page-pass/lint-page.js";
import { page, tempProject } from "../helpers/temp-project.js";

// A pull request can commit files into the docs root, `.docsgate/cache` included: nothing it puts there may change
// what the check reports, nor make the check write outside the root.

const homes: string[] = [];
afterAll(() => {
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

/** A machine of its own: a cache home, where docsgate makes its key. */
function machine(): NodeJS.ProcessEnv {
  const home = mkdtempSync(path.join(os.tmpdir(), "docsgate-home-"));
  homes.push(home);
  return { XDG_CACHE_HOME: home };
}

function opened(result: OpenedCacheFolder): CacheFolder {
  if ("refused" in result) throw new Error(result.refused);
  return result.folder;
}

const CONFIG = {
  name: "Gale",
  theme: "mint",
  colors: { primary: "#1F6FEB" },
  navigation: { groups: [{ group: "Start", pages: ["index", "wind", "gone"] }] },
};

/** A project that fails: a broken link in wind.mdx, and a navigation entry to a page that does not exist. */
function failing(): string {
  return tempProject({
    "docs.json": `${JSON.stringify(CONFIG, null, 2)}\n`,
    "index.mdx": `${page("Home")}\nSee [wind](/wind).\n`,
    "wind.mdx": `${page("Wind")}\nA gust is a [sudden rise](/nowhere) in speed.\n`,
  });
}

const problems = (root: string, cache?: CacheFolder) =>
  check({ root, ...(cache ? { cache } : {}) })
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => `${d.file} ${d.ruleId}`);

/** The cache files of one kind in the project's cache folder. */
const filesOf = (root: string, prefix: string) =>
  readdirSync(path.join(root, PAGE_CACHE_DIR)).filter((file) => file.startsWith(prefix) && file.endsWith(".bin"));

describe("a cache file docsgate did not write on this machine", () => {
  test("is not used: a forged page entry, sealed on another machine or made by hand, hides no broken link", () => {
    const root = failing();
    const expected = problems(root);
    expect(expected).toEqual(["docs.json nav/missing-page", "wind.mdx page/broken-link"]);

    // The other machine (the contributor's): a real cache file, whose wind.mdx entry is emptied and sealed again there.
    const theirs = opened(cliCacheFolder(root, machine()));
    expect(problems(root, theirs)).toEqual(expected);
    const [pagesFile] = filesOf(root, "pages-");
    const entries = readCacheFile(theirs, pagesFile!) as Map<string, PageLintResult>;
    const windKey = PageCache.key("wind.mdx", readFileSync(path.join(root, "wind.mdx")));
    const wind = entries.get(windKey)!;
    expect(wind.facts!.links.map((link) => link.url)).toContain("/nowhere");
    entries.set(windKey, { ...wind, reports: [], facts: { ...wind.facts!, links: [] } });
    writeCacheFile(theirs, pagesFile!, entries, "pages-", ".bin", 4);
    const [rulesFile] = filesOf(root, "project-rules-");
    const rules = readCacheFile(theirs, rulesFile!) as { reports: unknown[] };
    writeCacheFile(theirs, rulesFile!, { ...rules, reports: [] }, "project-rules-", ".bin", 4);
    // On the machine that sealed them, the forged entries would be believed: they are real forgeries.
    expect(problems(root, theirs)).toEqual([]);

    // The files are committed; the maintainer's machine checks the pull request.
    const ours = opened(cliCacheFolder(root, machine()));
    expect(problems(root, ours)).toEqual(expected);

    // A hand-made file: the emptied entries, serialized as docsgate once wrote them, with no seal.
    writeFileSync(path.join(root, PAGE_CACHE_DIR, pagesFile!), serialize(entries));
    writeFileSync(path.join(root, PAGE_CACHE_DIR, rulesFile!), serialize({ ...rules, reports: [] }));
    expect(problems(root, ours)).toEqual(expected);
  });

  test("the files this machine wrote are used", () => {
    const root = failing();
    const ours = opened(cliCacheFolder(root, machine()));
    problems(root, ours);
    expect(check({ root, cache: ours }).pagesFromCache).toBe(2);
  });

  test("the action's key travels in its folder: a folder restored in a later job is used there", () => {
    const root = failing();
    const firstJob = mkdtempSync(path.join(os.tmpdir(), "docsgate-runner-temp-"));
    const laterJob = mkdtempSync(path.join(os.tmpdir(), "docsgate-runner-temp-"));
    homes.push(firstJob, laterJob);
    const first = opened(actionCacheFolder(firstJob));
    expect(first.dir.startsWith(firstJob)).toBe(true);
    check({ root, cache: first });
    // What the cache service saves and restores: the folder, whole.
    cpSync(first.dir, path.join(laterJob, path.basename(first.dir)), { recursive: true });
    const later = opened(actionCacheFolder(laterJob));
    expect(later.key.equals(first.key)).toBe(true);
    expect(check({ root, cache: later }).pagesFromCache).toBe(2);
    // A job whose folder was not restored makes a key of its own, and believes none of the first job's files.
    const fresh = mkdtempSync(path.join(os.tmpdir(), "docsgate-runner-temp-"));
    homes.push(fresh);
    cpSync(first.dir, path.join(fresh, path.basename(first.dir)), { recursive: true });
    rmSync(path.join(fresh, path.basename(first.dir), "cache-key"));
    expect(check({ root, cache: opened(actionCacheFolder(fresh)) }).pagesFromCache).toBe(0);
  });
});

describe("the cache key", () => {
  test("is made once, readable by its owner alone, and read again by the next run", () => {
    const env = machine();
    const file = path.join(env.XDG_CACHE_HOME!, "docsgate", "cache-key");
    const made = cacheKey(file);
    expect("key" in made && made.key.length).toBe(32);
    if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(cacheKey(file)).toEqual(made);
  });

  test.skipIf(process.platform === "win32")("one that others may write, or a link, is not used", () => {
    const env = machine();
    const file = path.join(env.XDG_CACHE_HOME!, "docsgate", "cache-key");
    cacheKey(file);
    chmodSync(file, 0o666);
    expect(cacheKey(file)).toEqual({ problem: `${file} may be read or written by other users (chmod 600 it)` });
    const link = path.join(env.XDG_CACHE_HOME!, "link-key");
    symlinkSync(file, link);
    expect(cacheKey(link)).toEqual({ problem: `${link} is not a file` });
    // The check runs, without the cache, and says why in one line.
    const root = failing();
    const refused = cliCacheFolder(root, env);
    expect(refused).toEqual({
      refused: `docsgate: its cache key ${file} may be read or written by other users (chmod 600 it), so this check runs without its cache.`,
    });
  });
});

describe.skipIf(process.platform === "win32")("a cache folder that leads out of the docs root", () => {
  /** A folder outside the root, holding cache files of its own (old ones, which pruning would remove first). */
  function outside(): { dir: string; planted: string[] } {
    const dir = mkdtempSync(path.join(os.tmpdir(), "docsgate-outside-"));
    homes.push(dir);
    mkdirSync(path.join(dir, "cache"));
    const planted = ["pages-a.bin", "pages-b.bin", "pages-c.bin", "pages-d.bin", "pages-e.bin", "keep.txt"];
    const old = new Date(Date.now() - 86_400_000);
    for (const name of planted) {
      writeFileSync(path.join(dir, "cache", name), name);
      utimesSync(path.join(dir, "cache", name), old, old);
    }
    return { dir, planted };
  }

  test.each([
    [".docsgate is a link", ".docsgate", ".docsgate"],
    [".docsgate/cache is a link", ".docsgate/cache", ".docsgate/cache"],
  ])("%s: refused in one line; nothing outside is written or removed", (_, linked, named) => {
    const root = failing();
    const { dir, planted } = outside();
    mkdirSync(path.dirname(path.join(root, linked)), { recursive: true });
    symlinkSync(linked === ".docsgate" ? dir : path.join(dir, "cache"), path.join(root, linked));
    // As the CLI does: the folder if it may be used, else the one line and a check without it.
    const result = cliCacheFolder(root, machine());
    const cache = "folder" in result ? result.folder : undefined;
    expect(problems(root, cache)).toEqual(["docs.json nav/missing-page", "wind.mdx page/broken-link"]);
    expect(readdirSync(path.join(dir, "cache")).sort()).toEqual(planted.sort());
    expect(result).toEqual({
      refused: `docsgate: the cache folder ${path.relative(process.cwd(), path.join(root, PAGE_CACHE_DIR))} leads through a symbolic link (${named}), and docsgate never writes outside the docs root: remove the link, so this check runs without its cache.`,
    });
  });

  test("a link planted where a cache file is written, read or pruned is never followed", () => {
    const root = failing();
    const { dir } = outside();
    const ours = opened(cliCacheFolder(root, machine()));
    problems(root, ours);
    const [pagesFile] = filesOf(root, "pages-");
    const target = path.join(dir, "cache", "pages-a.bin");
    const inCache = (name: string) => path.join(root, PAGE_CACHE_DIR, name);
    // The cache file itself, the temporary file it is written to first, and older files that pruning removes.
    rmSync(inCache(pagesFile!));
    for (const name of [pagesFile!, `${pagesFile}.${process.pid}.tmp`, "pages-x.bin", "pages-y.bin", "pages-z.bin"])
      symlinkSync(target, inCache(name));
    expect(readCacheFile(ours, pagesFile!)).toBeUndefined();
    const again = check({ root, cache: ours });
    expect(again.pagesFromCache).toBe(0);
    expect(readFileSync(target, "utf8")).toBe("pages-a.bin");
    // The cache file written is the folder's own again.
    expect(check({ root, cache: ours }).pagesFromCache).toBe(2);
  });
});
