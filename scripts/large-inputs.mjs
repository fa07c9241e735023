// Writes the largest valid inputs docsgate is measured on (issue 35), each a v2 project made by the shared generator
// (gen-corpus.mjs) and then enlarged:
//
//   node scripts/large-inputs.mjs groups OUT [--groups 50] [--per-group 1000]
//     GROUPS x PER_GROUP pages in one sidebar of GROUPS groups (the sidebar each page would carry grows with the group)
//   node scripts/large-inputs.mjs redirects OUT [--redirects 330000] [--pages 200]
//     docs.json with that many redirects (330,000 make 38 MB), each to a page of the project
//   node scripts/large-inputs.mjs description OUT [--mb 30] [--pages 200]
//     docs.json's `description` of that many MB (what a page without its own description puts in its head)
//
// then, for instance:  /usr/bin/time -v node dist/cli.js build OUT --out OUT-site --format json
// DOCSGATE_BENCH_GEN overrides the path of gen-corpus.mjs. scripts/bench.mjs (`--only largest`) uses these.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const GENERATOR = process.env.DOCSGATE_BENCH_GEN
  ? path.resolve(process.env.DOCSGATE_BENCH_GEN)
  : path.resolve(REPO, "../shared/bench/gen-corpus.mjs");

function generate(dir, pages) {
  const child = spawnSync(process.execPath, [GENERATOR, dir, "--pages", String(pages), "--layout", "v2"], {
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`the generator failed on ${pages} pages:\n${child.stderr}`);
}

function readDocs(dir) {
  return JSON.parse(readFileSync(path.join(dir, "docs.json"), "utf8"));
}

function writeDocs(dir, docs) {
  writeFileSync(path.join(dir, "docs.json"), `${JSON.stringify(docs, null, 2)}\n`);
}

/** The generator's pages in its order (its tabs' groups, nested groups flattened). */
function pagesOf(docs) {
  const flat = (entries) => entries.flatMap((entry) => (typeof entry === "string" ? [entry] : flat(entry.pages)));
  return docs.navigation.tabs.flatMap((tab) => tab.groups.flatMap((group) => flat(group.pages)));
}

/** `groups` groups of `perGroup` pages each, all in one sidebar (no tabs). */
export function groupsProject(dir, { groups = 50, perGroup = 1000 } = {}) {
  generate(dir, groups * perGroup);
  const docs = readDocs(dir);
  const pages = pagesOf(docs);
  docs.navigation = {
    global: docs.navigation.global,
    groups: Array.from({ length: groups }, (_, g) => ({
      group: `Group ${g + 1}`,
      pages: pages.slice(g * perGroup, (g + 1) * perGroup),
    })),
  };
  writeDocs(dir, docs);
}

/** `count` redirects from old paths to the project's pages. */
export function redirectsProject(dir, { redirects = 330000, pages = 200 } = {}) {
  generate(dir, pages);
  const docs = readDocs(dir);
  const targets = pagesOf(docs);
  docs.redirects = Array.from({ length: redirects }, (_, i) => ({
    source: `/legacy-archive/${Math.floor(i / 1000)}/retired-page-${i}`,
    destination: `/${targets[i % targets.length]}`,
  }));
  writeDocs(dir, docs);
}

/** docs.json's `description` of `mb` MB of ordinary sentences. */
export function descriptionProject(dir, { mb = 30, pages = 200 } = {}) {
  generate(dir, pages);
  const docs = readDocs(dir);
  const sentence = "Acme's documentation explains how to build, deploy and observe services on the Acme platform. ";
  docs.description = sentence.repeat(Math.ceil((mb * 1024 * 1024) / sentence.length));
  writeDocs(dir, docs);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const usage =
    "usage: node scripts/large-inputs.mjs groups|redirects|description OUT [--groups N] [--per-group N] [--redirects N] [--mb N] [--pages N]";
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      groups: { type: "string" },
      "per-group": { type: "string" },
      redirects: { type: "string" },
      mb: { type: "string" },
      pages: { type: "string" },
    },
  });
  const [kind, out] = positionals;
  const numbers = Object.fromEntries(
    Object.entries({
      groups: values.groups,
      perGroup: values["per-group"],
      redirects: values.redirects,
      mb: values.mb,
      pages: values.pages,
    })
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Number(value)]),
  );
  const make = { groups: groupsProject, redirects: redirectsProject, description: descriptionProject }[kind];
  if (!make || !out) {
    console.error(usage);
    process.exit(2);
  }
  make(out, numbers);
  console.log(`wrote ${kind} project to ${out}`);
}
