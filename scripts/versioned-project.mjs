#!/usr/bin/env node
// Generates a versioned, translated documentation project for the benchmark: the shared generator's pages (v2 layout)
// repeated in every language and version, as projects with many versions lay theirs out (`fr/v3/guides/page-4.mdx`).
// Each version repeats the pages of the one before with `--changed` of them edited, so most files share their bytes
// with another; every third page includes one shared snippet. Links are relative, so one page's bytes are right in
// every version. Deterministic: the same arguments give the same bytes.
//
//   node scripts/versioned-project.mjs OUT_DIR [--pages P] [--versions V] [--languages L] [--changed K] [--distinct]
//
// P pages in each language and version (default 200), V versions (31), L languages (4, at most 8), K pages edited in
// each version after the first (8). With --distinct the project holds each distinct page once (one folder per page's
// bytes, under the version that first wrote them, its links to the first version's pages): the same work without
// the repeats, for a side-by-side measure.
// Prints the counts as JSON: {pages, distinct, bytes}. DOCSGATE_BENCH_GEN overrides the path of gen-corpus.mjs.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const GENERATOR = process.env.DOCSGATE_BENCH_GEN
  ? path.resolve(process.env.DOCSGATE_BENCH_GEN)
  : fileURLToPath(new URL("../../shared/bench/gen-corpus.mjs", import.meta.url));
const LANGUAGES = ["en", "fr", "de", "ja", "es", "pt-BR", "zh", "ko"];
const TOPICS = "token webhook project deployment cache region schema client server event queue metric".split(" ");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pages: { type: "string", default: "200" },
    versions: { type: "string", default: "31" },
    languages: { type: "string", default: "4" },
    changed: { type: "string", default: "8" },
    distinct: { type: "boolean", default: false },
  },
});
const out = positionals[0];
const count = (name, max = Infinity) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${name} takes a whole number from 1${max === Infinity ? "" : ` to ${max}`}`);
    process.exit(2);
  }
  return n;
};
if (!out) {
  console.error(
    "usage: versioned-project.mjs OUT_DIR [--pages P] [--versions V] [--languages L] [--changed K] [--distinct]",
  );
  process.exit(2);
}
const pages = count("pages");
const versions = Array.from({ length: count("versions") }, (_, v) => `v${v + 1}`);
const languages = LANGUAGES.slice(0, count("languages", LANGUAGES.length));
const changed = Math.min(count("changed"), pages);

const base = mkdtempSync(path.join(tmpdir(), "docsgate-versioned-"));
execFileSync(process.execPath, [GENERATOR, base, "--pages", String(pages), "--layout", "v2"], { stdio: "ignore" });
const config = JSON.parse(readFileSync(path.join(base, "docs.json"), "utf8"));
const slugs = config.navigation.tabs.flatMap((tab) => tab.groups.flatMap(pagesOf));
const baseText = new Map(slugs.map((slug) => [slug, readFileSync(path.join(base, `${slug}.mdx`), "utf8")]));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const shared of ["openapi.yaml", "favicon.svg", "images", "logo"])
  cpSync(path.join(base, shared), path.join(out, shared), { recursive: true });
rmSync(base, { recursive: true, force: true });
write(
  "snippets/support.mdx",
  "## Getting help\n\nYou reach the support team from the dashboard. Include the request ID you see in the response.\n",
);

// The versions that edited each page, by page index: an edit stays in every later version.
const editedIn = (index, version) =>
  versions
    .slice(1, version + 1)
    .filter((_, v) => Array.from({ length: changed }, (_, j) => (v * changed + j) % pages).includes(index));

let written = 0;
let bytes = 0;
const seen = new Set();
const navigation = { languages: [] };
for (const language of languages) {
  const entry = { language, versions: [] };
  navigation.languages.push(entry);
  versions.forEach((version, v) => {
    const groups = [];
    slugs.forEach((slug, index) => {
      const text = pageText(slug, index, language, editedIn(index, v));
      const place = `${language}/${version}/${slug}`;
      if (values.distinct && seen.has(text)) return;
      seen.add(text);
      // Alone, a later version's page has no neighbours to link to: its links go to the first version's pages.
      write(`${place}.mdx`, values.distinct ? text.replace(/(\]\(|href=")(?:\.\.\/)+/g, `$1/${language}/v1/`) : text);
      written++;
      bytes += Buffer.byteLength(text);
      const group = `${slug.split("/")[0]} ${Math.floor(index / 25) + 1}`;
      const last = groups.at(-1);
      if (last?.group === group) last.pages.push(place);
      else groups.push({ group, pages: [place] });
    });
    if (groups.length > 0) entry.versions.push({ version, groups });
  });
}
config.navigation = navigation;
write("docs.json", `${JSON.stringify(config, null, 2)}\n`);
console.log(JSON.stringify({ pages: written, distinct: seen.size, bytes }));

function pagesOf(group) {
  return group.pages.flatMap((page) => (typeof page === "string" ? [page] : pagesOf(page)));
}

function write(file, text) {
  const to = path.join(out, file);
  mkdirSync(path.dirname(to), { recursive: true });
  writeFileSync(to, text);
}

/**
 * The shared generator's page in one language and version: its links made relative (so the bytes hold in every
 * version), a few more sections (pages of real versioned projects run to about 10 KB), the shared snippet on every
 * third page, and a line for each version that edited it.
 */
function pageText(slug, index, language, edits) {
  const depth = slug.split("/").length - 1;
  const up = "../".repeat(depth);
  let text = baseText.get(slug).replace(/(\]\(|href=")\/(?!images\/)/g, `$1${up}`);
  if (language !== "en") text = text.replace(/^title: "/m, `title: "[${language}] `);
  const end = text.indexOf("\n---\n", 4) + 5;
  const importLine = index % 3 === 0 ? `\nimport Support from "/snippets/support.mdx";\n` : "";
  const sections = Array.from({ length: 16 }, (_, s) => section(index, s, language)).join("\n");
  const tail = [
    ...(index % 3 === 0 ? ["<Support />", ""] : []),
    ...edits.map(
      (version) => `<Note>\n  Changed in ${version}: the ${TOPICS[index % TOPICS.length]} limits.\n</Note>\n`,
    ),
  ].join("\n");
  return `${text.slice(0, end)}${importLine}${text.slice(end)}\n${sections}\n${tail}`;
}

function section(index, s, language) {
  const topic = TOPICS[(index + s) % TOPICS.length];
  const other = TOPICS[(index * 3 + s) % TOPICS.length];
  const lines = [
    `## Working with the ${topic} (${s + 1})`,
    "",
    `You set the ${topic} once for each ${other}. The ${other} reads it when a request starts, and keeps it until the request ends. ${language === "en" ? "" : `(${language})`}`,
    "",
    `1. Open the ${topic} settings.`,
    `2. Choose the ${other} you want to change.`,
    `3. Save the ${topic}, and check the ${other} again.`,
    "",
    `| Field | Type | Meaning |`,
    `| --- | --- | --- |`,
    `| \`${topic}_id\` | string | The ${topic}'s identifier. |`,
    `| \`${other}_count\` | integer | How many ${other}s use the ${topic}. |`,
    "",
    "```bash",
    `curl https://api.acme.dev/v1/${topic}s/${index} -H "Authorization: Bearer $TOKEN"`,
    "```",
    "",
    `See [the overview](#overview) before you change the ${topic}.`,
    "",
  ];
  return lines.join("\n");
}
