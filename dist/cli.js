#!/usr/bin/env node
import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  ALL_RULE_METAS,
  FAIL_ON_VALUES,
  LinkCheckError,
  TOOL,
  baselineFromReport,
  buildAndCheckSite,
  check,
  checkOutDir,
  compareWithBaseline,
  countDiagnostics,
  fingerprintDiagnostics,
  formatConsole,
  formatJson,
  formatJunit,
  formatSarif,
  judge,
  linkSummary,
  loadProjectRules,
  normalizeBasePath,
  normalizeSiteUrl,
  parseFailOn,
  parseMaxWarnings,
  plural,
  shouldColor
} from "./chunk-CQ3O4CFB.js";
import {
  DOCUMENTED_COMPONENTS,
  STYLE_FILE_PROBLEM,
  ruleSeverity
} from "./chunk-NC5HW45N.js";
import "./chunk-22QKOKUP.js";
import "./chunk-QTQFGYOJ.js";
import "./chunk-TVKCVCCA.js";
import {
  SiteWriteError
} from "./chunk-2DMW7JIF.js";
import {
  serveSite
} from "./chunk-72MH7GJF.js";
import "./chunk-34R7G3LF.js";
import "./chunk-Z7NV2AAP.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-LOFROOWK.js";

// src/cli.ts
import { statSync } from "node:fs";
import path4 from "node:path";
import { parseArgs } from "node:util";

// src/editor-rules/editors.ts
var EDITORS = [
  {
    // Cline reads every Markdown file in .clinerules/ as always-on rules, without front matter.
    name: "cline",
    label: "Cline",
    file: ".clinerules/rules.md"
  },
  {
    // Cursor ignores plain .md files in .cursor/rules: project rules are .mdc files with front matter.
    name: "cursor",
    label: "Cursor",
    file: ".cursor/rules/rules.mdc",
    frontMatter: "description: How to write and structure the pages of this documentation\nalwaysApply: true"
  },
  {
    // Windsurf reads .windsurf/rules/*.md; without a trigger a rule is only applied when mentioned.
    name: "windsurf",
    label: "Windsurf",
    file: ".windsurf/rules/rules.md",
    frontMatter: "trigger: always_on\ndescription: How to write and structure the pages of this documentation",
    maxChars: 12e3
  }
];
var ALL_EDITORS = "all";
function editorsNamed(value) {
  if (value === ALL_EDITORS) return EDITORS;
  const editor = EDITORS.find((candidate) => candidate.name === value);
  return editor ? [editor] : void 0;
}

// src/editor-rules/export-rules.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path2 from "node:path";

// src/editor-rules/guidance.ts
var STYLE_GUIDANCE = [
  { ruleId: "style/second-person", text: `Address the reader as "you". Do not write "we", "our" or "let's", and do not call the reader "the user".` },
  { ruleId: "style/active-voice", text: 'Write in the active voice and name who acts: "The API returns a token", not "A token is returned".' },
  { ruleId: "style/present-tense", text: 'Write in the present tense about what the product does: "returns", not "will return".' },
  { ruleId: "style/key-info-first", text: 'Lead with the key information: open each page and section with what the reader gets or does, not with "In this guide, we will" or "This page describes".' },
  { ruleId: "style/numbered-procedures", text: "Write a procedure as a numbered list or with `<Steps>`, one action per step, never as a bulleted list." },
  { ruleId: "style/component-choice", text: "Pick the component the content calls for (see Components): `<CodeGroup>` for one snippet in several languages, `<Steps>` for a long procedure, `<ParamField>` rather than a table for API parameters." },
  { ruleId: "style/title", text: 'Give every page a specific title that names its subject, never a bare "Introduction" or "Overview".' },
  { ruleId: "style/description", text: "Write the `description` as one complete sentence that says what the reader gets from the page." }
];
var PAGE_GUIDANCE = [
  { ruleId: "page/frontmatter", text: "Start every page with a YAML front matter block between `---` lines." },
  { ruleId: "page/title", text: "Set `title` in the front matter: it is the page's heading and its name in the navigation and in search results." },
  { ruleId: "page/description", text: "Set `description` in the front matter to a sentence saying what the page is for: search results and link previews show it." },
  { ruleId: "page/heading-h1", text: "Start headings at level 2 (`##`): the front matter `title` is the page's only level-1 heading." },
  { ruleId: "page/heading-increment", text: "Go down one heading level at a time: `###` under `##`, never `####` right under `##`." },
  { ruleId: "page/image-frame", text: "Wrap every image that stands on its own line in `<Frame>`; add a `caption` when the image needs one." },
  { ruleId: "page/image-alt", text: "Give every image alt text that says what it shows." },
  { ruleId: "page/missing-asset", text: "Show only images and videos that exist in the docs folder." },
  { ruleId: "page/video", text: "Play a video file with a `<video>` element; embed a video from a video site with an `<iframe>` that has a `title`." },
  { ruleId: "page/unclosed-code-fence", text: "Close every fenced code block." },
  { ruleId: "page/secret", text: "Never write real credentials (API keys, tokens, passwords, private keys) in text, code samples or attributes: write placeholders such as `YOUR_API_KEY`." },
  { ruleId: "page/authorization-header", text: "Show `Authorization` headers with a placeholder credential: `Authorization: Bearer <API_KEY>`." },
  { ruleId: "page/link-extension", text: "Link to pages by their path without the file extension: `/quickstart`, not `/quickstart.mdx`." },
  { ruleId: "page/broken-link", text: "Link only to pages and files that exist under the docs root, and only to `#anchors` that exist on the linked page." }
];
var COMPONENT_GUIDANCE = [
  { ruleId: "page/unknown-component", text: "Use the components listed here; any other component must be imported from a file in the docs folder." },
  { ruleId: "page/required-attribute", text: "Give every component the attributes marked required." },
  { ruleId: "page/unknown-attribute", text: "Spell attributes exactly as listed: the site ignores a misspelt one." },
  { ruleId: "page/attribute-value", text: 'Give each attribute a value of its kind: text for text, a whole number for numbers, and `{false}` (never the text "false") to switch a flag off.' },
  { ruleId: "page/component-nesting", text: "Put each component where it belongs: `<Step>` in `<Steps>`, `<Tab>` in `<Tabs>`, only titled code blocks in `<CodeGroup>`, an image or video in `<Frame>`, at most one `<RequestExample>` and one `<ResponseExample>` per page." }
];
var SELECTION_RULES = [
  { components: ["Steps", "Step"], text: 'A procedure: `<Steps>` with one `<Step title="...">` per action.' },
  { components: ["Tabs", "Tab"], text: 'Platform-specific or alternative content (operating systems, package managers, plans): `<Tabs>` with one `<Tab title="...">` per alternative.' },
  { components: ["CodeGroup"], text: "One concept in several languages: `<CodeGroup>` with one fenced code block per language, each with its language and a title (```` ```python main.py ````)." },
  { components: ["Accordion", "AccordionGroup"], text: 'Details most readers can skip (progressive disclosure): `<Accordion title="...">`, several of them in an `<AccordionGroup>`.' },
  { components: ["RequestExample", "ResponseExample"], text: "Request and response samples: `<RequestExample>` and `<ResponseExample>`, one of each per page, shown beside it." },
  { components: ["ParamField", "ResponseField"], text: 'Request parameters: `<ParamField>` whose location attribute holds the parameter\'s name (`<ParamField query="limit" type="integer">`); response and configuration fields: `<ResponseField name="...">`.' },
  { components: ["Expandable"], text: 'Properties of a nested object: `<Expandable title="...">` inside its field.' },
  { components: ["Note", "Tip", "Warning", "Info", "Check"], text: "Asides: `<Note>` for supplementary information, `<Tip>` for a best practice, `<Warning>` for a caution, `<Info>` for neutral context, `<Check>` to confirm success." },
  { components: ["Card", "CardGroup"], text: 'Links to other pages presented as a grid: `<Card title="..." href="...">` inside `<CardGroup cols={2}>`.' }
];

// src/editor-rules/render-guide.ts
var BEGIN_MARKER = "<!-- docsgate:begin";
var END_MARKER = "<!-- docsgate:end -->";
function renderGuide(input) {
  const active = new Map(input.rules.filter((rule) => rule.severity !== "off").map((rule) => [rule.meta.id, rule]));
  const style = styleLines(active, new Map(input.houseStyle.map((rule) => [rule.id, rule])));
  const sections = [
    section("Voice and style", style.voice),
    section("Words", style.words),
    section("Pages", guidanceLines(PAGE_GUIDANCE, active)),
    componentSection(input.components, active)
  ].filter((text) => text !== "");
  return [
    BEGIN_MARKER,
    "Generated by docsgate from the rules `docsgate check` applies to these docs. Do not edit between",
    "the markers: change docsgate.config.json or the style files in .docsgate/styles/, then run",
    `\`docsgate rules export --editor ${input.editor.name}\` in the docs root. Text outside the markers stays.`,
    "-->",
    "",
    "# Writing rules for this documentation",
    "",
    "Follow these rules when you write or edit the pages of this documentation (`.md` and `.mdx` files).",
    "`docsgate check` applies the same rules in CI: each line names the rule that checks it and its severity.",
    "",
    ...sections.flatMap((text) => [text, ""]),
    END_MARKER
  ].join("\n");
}
function styleLines(active, house) {
  const teamFile = (id) => {
    const rule = house.get(id);
    return rule !== void 0 && rule.source !== "default";
  };
  const guided = STYLE_GUIDANCE.filter(({ ruleId }) => !teamFile(ruleId));
  const guidedIds = new Set(guided.map(({ ruleId }) => ruleId));
  const voice = guidanceLines(guided, active);
  const words = [];
  const rest = [...active.values()].filter((rule) => (rule.meta.category === "style" || house.has(rule.meta.id)) && !guidedIds.has(rule.meta.id)).sort((a, b) => compare(a.meta.id, b.meta.id));
  for (const rule of rest) {
    const styleFile = house.get(rule.meta.id);
    if (styleFile) words.push(styleFileLine(styleFile, rule));
    else voice.push(item(rule.meta.description, rule));
  }
  return { voice, words };
}
function guidanceLines(guidance, active) {
  return guidance.flatMap(({ ruleId, text }) => {
    const rule = active.get(ruleId);
    return rule ? [item(text, rule)] : [];
  });
}
function item(text, rule) {
  return `- ${text} (${code(rule.meta.id)}, ${rule.severity})`;
}
var SCOPE_TEXT = {
  text: "",
  heading: " in headings",
  title: " in titles (the front matter `title` and component titles)",
  opening: " at the start of a page or section"
};
var PLAIN = /^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u;
function styleFileLine(rule, state) {
  const parts = [];
  const where = SCOPE_TEXT[rule.scope];
  const swap = Object.entries(rule.swap ?? {});
  if (rule.kind === "existence" && rule.tokens?.length) {
    const words = rule.tokens.filter((token) => PLAIN.test(token));
    const patterns = rule.tokens.filter((token) => !PLAIN.test(token));
    const avoid = [
      ...words.length ? [words.map((word) => code(word)).join(", ")] : [],
      ...patterns.length ? [`text matching the regular expressions ${patterns.map((pattern) => code(pattern)).join(", ")}`] : []
    ];
    parts.push(`Avoid ${avoid.join(" and ")}${where}.`);
  } else if (rule.kind === "substitution" && swap.length) {
    parts.push(`Write ${swap.map(([avoid, use]) => `${code(use)} instead of ${code(avoid)}`).join("; ")}${where}.`);
  }
  const explanation = rule.description ?? (rule.message.includes("%s") ? void 0 : rule.message);
  if (explanation) parts.push(sentence(explanation));
  if (parts.length === 0) parts.push(sentence(rule.message.replaceAll("%s", "...")));
  if (rule.exceptions?.length) parts.push(`Allowed: ${rule.exceptions.map((word) => code(word)).join(", ")}.`);
  return item(parts.join(" "), state);
}
function componentSection(components, active) {
  if (components.length === 0) return "";
  const names = new Set(components.map((component) => component.name));
  const selection = SELECTION_RULES.filter((rule) => rule.components.every((name) => names.has(name))).map((rule) => `- ${rule.text}`);
  const usage = guidanceLines(COMPONENT_GUIDANCE, active);
  return [
    "## Components",
    ...selection.length ? ["", "### Which component to use", "", ...selection] : [],
    ...usage.length ? ["", "### Writing components", "", ...usage] : [],
    "",
    "### Catalogue",
    "",
    ...components.map(componentLine)
  ].join("\n");
}
function componentLine(component) {
  const parts = [`${code(`<${component.name}>`)}: ${sentence(component.purpose)}`];
  if (component.parent) parts.push(`Only directly inside ${code(`<${component.parent}>`)}.`);
  if (component.children) parts.push(childrenText(component.children));
  if (component.onePerPage) parts.push("At most one per page.");
  const attributes = attributeText(component);
  if (attributes) parts.push(`Attributes: ${attributes}.`);
  return `- ${parts.join(" ")}`;
}
function childrenText(children) {
  switch (children.kind) {
    case "components":
      return `Holds only ${children.names.map((name) => code(`<${name}>`)).join(", ")}.`;
    case "code-blocks":
      return "Holds only fenced code blocks, each with a language and a title.";
    case "media":
      return "Holds at least one image or video.";
  }
}
function attributeText(component) {
  const oneOf = component.oneOf?.names ?? [];
  const parts = [];
  if (oneOf.length) parts.push(`${component.oneOf.exactly ? "exactly one" : "one"} of ${oneOf.map((name) => code(name)).join(", ")} (required)`);
  for (const name of component.required) {
    const shownAs = component.attributes?.[name]?.shownAs;
    parts.push(`${code(name)} (required${shownAs ? `: ${shownAs}` : ""})`);
  }
  for (const [name, spec] of Object.entries(component.attributes ?? {})) {
    if (!spec.documented || component.required.includes(name) || oneOf.includes(name)) continue;
    const kind = kindText(spec);
    parts.push(kind ? `${code(name)} (${kind})` : code(name));
  }
  return parts.join(", ");
}
function kindText(spec) {
  switch (spec.type) {
    case "boolean":
      return "flag";
    case "integer":
      return spec.range ? `whole number from ${spec.range[0]} to ${spec.range[1]}` : "whole number";
    case "string[]":
      return "list of text";
    case "object":
      return "object";
    default:
      return void 0;
  }
}
function section(title, lines2) {
  return lines2.length ? [`## ${title}`, "", ...lines2].join("\n") : "";
}
function sentence(text) {
  const line = text.replace(/\s+/g, " ").trim();
  return /[.!?]$/.test(line) ? line : `${line}.`;
}
function code(text) {
  const line = text.replace(/\s+/g, " ");
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = line.startsWith("`") || line.endsWith("`") ? " " : "";
  return `${fence}${pad}${line}${pad}${fence}`;
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/editor-rules/merge-block.ts
var BEGIN = new RegExp(`^${escape(BEGIN_MARKER)}\\b`, "gm");
var END = new RegExp(`^${escape(END_MARKER)}`, "gm");
function mergeBlock(existing, block, frontMatter) {
  if (existing === void 0) {
    return { text: `${frontMatter ? `---
${frontMatter}
---

` : ""}${block}
`, outcome: "created" };
  }
  const eol = existing.includes("\r\n") ? "\r\n" : "\n";
  const ours = eol === "\n" ? block : block.replaceAll("\n", eol);
  const begins = [...existing.matchAll(BEGIN)];
  const ends = [...existing.matchAll(END)];
  if (begins.length === 0 && ends.length === 0) {
    const separator = existing === "" || existing.endsWith(eol + eol) ? "" : existing.endsWith(eol) ? eol : eol + eol;
    return { text: `${existing}${separator}${ours}${eol}`, outcome: "appended" };
  }
  const begin = begins[0]?.index;
  const end = ends[0]?.index;
  if (begins.length !== 1 || ends.length !== 1 || begin === void 0 || end === void 0 || end < begin) {
    return { problem: `has ${begins.length} \`${BEGIN_MARKER}\` and ${ends.length} \`${END_MARKER}\` markers; docsgate needs exactly one of each, in that order, to know which part it wrote. Remove the stray marker lines` };
  }
  const text = existing.slice(0, begin) + ours + existing.slice(end + END_MARKER.length);
  return { text, outcome: text === existing ? "current" : "replaced" };
}
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}

// src/editor-rules/safe-target.ts
import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";
function safeTarget(root, file) {
  const realRoot = realpathSync(root);
  const segments = file.split("/");
  let current = root;
  for (const [index, segment] of segments.entries()) {
    current = path.join(current, segment);
    const shown = segments.slice(0, index + 1).join("/");
    const last = index === segments.length - 1;
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      break;
    }
    if (stats.isSymbolicLink()) {
      let real;
      try {
        real = realpathSync(current);
      } catch {
        return { problem: `\`${shown}\` is a symbolic link to something that does not exist. Remove the link or make it point to a folder inside the docs root` };
      }
      const relative = path.relative(realRoot, real);
      if (relative.startsWith("..") || path.isAbsolute(relative)) {
        return { problem: `\`${shown}\` is a symbolic link to ${real}, outside the docs root; docsgate writes only inside the docs root. Replace the link with a folder` };
      }
      stats = lstatSync(real);
    }
    if (last && stats.isDirectory()) return { problem: `\`${shown}\` is a folder; the rules file must be a file. Rename or remove the folder` };
    if (!last && !stats.isDirectory()) return { problem: `\`${shown}\` is a file; docsgate needs a folder there for \`${file}\`. Rename or remove the file` };
  }
  return { path: path.join(root, ...segments) };
}

// src/editor-rules/export-rules.ts
function exportEditorRules(options) {
  const root = path2.resolve(options.root);
  const stdout = [];
  const stderr = [];
  const done = (status2) => ({ status: status2, stdout: lines(stdout), stderr: lines(stderr) });
  if (!existsSync(path2.join(root, "docs.json")) && !existsSync(path2.join(root, "mint.json"))) {
    stderr.push(`docsgate: \`${options.root}\` holds no docs.json (or mint.json). Give the docs root: the folder with docs.json.`);
    return done(2);
  }
  const rules = projectRules(root, options.settingsPath);
  if ("problems" in rules) {
    for (const { file, line, column, message } of rules.problems) {
      const where = path2.isAbsolute(file) ? file : shownPath(options.root, file);
      stderr.push(`docsgate: ${where}${line > 0 ? `:${line}:${column}` : ""}: ${message}`);
    }
    stderr.push("docsgate: the rules file would not match what `docsgate check` applies. Fix the problems above, then export again.");
    return done(2);
  }
  let status = 0;
  for (const editor of options.editors) {
    const shown = shownPath(options.root, editor.file);
    const command = exportCommand(editor, options);
    const fail = (problem) => {
      stderr.push(`docsgate: ${problem}.`);
      status = 2;
    };
    const target = safeTarget(root, editor.file);
    if ("problem" in target) {
      fail(target.problem);
      continue;
    }
    let existing;
    try {
      existing = readFileSync(target.path, "utf8");
    } catch (error) {
      if (error.code !== "ENOENT") {
        fail(`${shown} cannot be read: ${error.message}`);
        continue;
      }
    }
    const block = renderGuide({ editor, rules: rules.states, houseStyle: rules.houseStyle, components: DOCUMENTED_COMPONENTS });
    const merge = mergeBlock(existing, block, editor.frontMatter);
    if ("problem" in merge) {
      fail(`${shown} ${merge.problem}`);
      continue;
    }
    if (editor.maxChars !== void 0 && merge.text.length > editor.maxChars) {
      stderr.push(
        `docsgate: ${shown} has ${merge.text.length.toLocaleString("en-US")} characters; ${editor.label} reads at most ${editor.maxChars.toLocaleString("en-US")} from one rules file and ignores the rest. Switch off the rules you do not need, or shorten your style files.`
      );
    }
    if (options.check) {
      if (merge.outcome === "current") {
        stdout.push(`${shown} is current.`);
        continue;
      }
      status = Math.max(status, 1);
      if (existing === void 0) stdout.push(`${shown} is missing. Run \`${command}\` to write it.`);
      else if (merge.outcome === "appended") stdout.push(`${shown} has no docsgate block. Run \`${command}\` to add it.`);
      else stdout.push(`${shown} is out of date with the rules docsgate applies. Run \`${command}\` and commit the result.`);
      continue;
    }
    if (merge.outcome === "current") {
      stdout.push(`${shown} is already current.`);
      continue;
    }
    try {
      mkdirSync(path2.dirname(target.path), { recursive: true });
      writeFileSync(target.path, merge.text);
    } catch (error) {
      fail(`${shown} cannot be written: ${error.message}`);
      continue;
    }
    if (merge.outcome === "created") stdout.push(`Wrote ${shown}, the ${editor.label} rules file.`);
    else if (merge.outcome === "appended") stdout.push(`Added the docsgate block to ${shown}, after the text already in it.`);
    else stdout.push(`Updated the docsgate block in ${shown}.`);
  }
  return done(status);
}
function projectRules(root, settingsPath) {
  const { houseStyle, settings, metaById, book } = loadProjectRules(root, settingsPath);
  const styleFileProblems = ruleSeverity(book, STYLE_FILE_PROBLEM.id) === "off" ? [] : houseStyle.problems;
  const problems = [...settings.problems, ...styleFileProblems];
  if (problems.length) return { problems };
  const states = [...metaById.values()].map((meta) => ({ meta, severity: ruleSeverity(book, meta.id) }));
  return { states, houseStyle: houseStyle.rules };
}
function exportCommand(editor, options) {
  const root = options.root === "." ? "" : ` ${shellWord(options.root)}`;
  const config = options.settingsPath === void 0 ? "" : ` --config ${shellWord(options.settingsPath)}`;
  return `docsgate rules export --editor ${editor.name}${root}${config}`;
}
function shellWord(word) {
  return /^[\w./@:-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
function shownPath(root, file) {
  return path2.join(root, file);
}
function lines(list) {
  return list.map((line) => `${line}
`).join("");
}

// src/fix/apply-fixes.ts
import { readFileSync as readFileSync2, writeFileSync as writeFileSync2 } from "node:fs";
import path3 from "node:path";
var BOM = "\uFEFF";
function applyFixes(root, diagnostics) {
  const byFile = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (!d.fix) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d.fix);
    else byFile.set(d.file, [d.fix]);
  }
  const outcome = { applied: 0, files: [] };
  for (const [file, fixes] of byFile) {
    const full = path3.resolve(root, file);
    const original = readFileSync2(full, "utf8");
    const bom = original.startsWith(BOM) ? BOM : "";
    let text = original.slice(bom.length);
    let lowestStart = Infinity;
    let applied = 0;
    for (const fix of [...fixes].sort((a, b) => b.start - a.start || b.end - a.end)) {
      if (fix.end > lowestStart || fix.end > text.length || fix.start < 0) continue;
      text = text.slice(0, fix.start) + fix.text + text.slice(fix.end);
      lowestStart = fix.start;
      applied++;
    }
    if (applied === 0) continue;
    writeFileSync2(full, bom + text);
    outcome.applied += applied;
    outcome.files.push(file);
  }
  return outcome;
}

// src/cli.ts
var HELP = `Usage: docsgate <command> [options]

Commands:
  check [root]    Check docs.json (or mint.json), the navigation and every page
                  of the docs project in folder root (default: the current folder).
                  With --links, also build the site in a temporary folder and
                  check its links.
  build [root]    Check the docs project as \`check\` does, then build its static
                  site into the output folder (--out) and check its links.
                  Exit status as \`check\`.
  serve [dir]     Serve a built site from folder dir (default: _site) on
                  http://127.0.0.1 until stopped.
  rules           List every rule with its default severity.
  rules export --editor <name> [root]
                  Write the AI writing assistant's rules file for an editor
                  (${EDITORS.map((editor) => editor.name).join(", ")} or ${ALL_EDITORS}) from the rules docsgate applies
                  to the docs in folder root (default: the current folder).

Options:
  --format <console|json|sarif|junit>
                                   Report format (default: console). sarif
                                   (for GitHub code scanning) and junit (for
                                   test result views) are for check and build;
                                   sarif names files relative to GITHUB_WORKSPACE
                                   when set, else the current folder.
  --config <path>                  docsgate's config file (default:
                                   <root>/docsgate.config.json when present).
  --fail-on <error|warning|new-error|new-warning|never>
                                   What fails the check (default: error): the
                                   lowest severity that does; new-*: the same,
                                   counting only the problems --baseline lacks.
                                   check and build.
  --baseline <report.json>         A JSON report of the base branch, for the
                                   new-error and new-warning values of --fail-on.
  --max-warnings <n>               Also fail when there are more than n warnings
                                   (new or not), as ESLint's option does.
                                   check and build.
  --quiet                          List errors only (the console report).
  --verbose                        List notices too; without it they are only
                                   counted (the console report).
  --fix                            Apply the fixes of fixable rules to the files,
                                   then report what is left. check only.
  --fetch-remote                   Let the check and the build reach the network:
                                   fetch and lint the OpenAPI files docs.json names
                                   by URL (default: a notice, not fetched), and show
                                   the GitHub button's star count. check and build.
  --links                          Build the site in a temporary folder and crawl
                                   it: every link, image and #fragment of every
                                   page, each broken one reported where it is
                                   written. check only (build crawls by default).
  --no-links                       Build without the crawl. build only.
  --external                       Check http(s) links too (settings: \`links\`
                                   in docsgate.config.json). check --links and build.
  --link-cache <file>              Remember the external links found OK in this
                                   file, and do not request them again while they
                                   are fresh (\`links.external.cacheHours\`).
  --out <dir>                      The folder the site is written to (default:
                                   _site). It is emptied first, so it must be new,
                                   empty or an earlier build. build only.
  --base-path <path>               The path the site is served under, such as /docs
                                   for GitHub project pages (default: none).
                                   build, check --links and serve.
  --site-url <url>                 The address the site is published at, such as
                                   https://docs.acme.dev: absolute URLs in
                                   sitemap.xml and llms.txt. build only.
  --port <number>                  The port to serve on (default: 3000). serve only.
  --editor <name>                  The editor whose rules file to write. rules export only.
  --check                          Write nothing; exit 1 when the rules file is
                                   missing or out of date. rules export only.
  -h, --help                       Show this help.
  -v, --version                    Show the version.

The console report lists errors with their code frames and warnings one line
each, then counts problems by rule and ends with the verdict.

Exit status: 0 nothing failing, 1 failing problems found (or, for rules export
--check, a missing or stale rules file), 2 usage or internal error.
`;
var FORMATS = ["console", "json", "sarif", "junit"];
var UsageError = class extends Error {
};
async function main(argv) {
  const { values, positionals } = parseCommandLine(argv);
  if (values.help) return print(HELP);
  if (values.version) return print(`${TOOL.version}
`);
  const [command, ...rest] = positionals;
  const format = parseFormat(values.format);
  const siteOptions = ["out", "site-url", "base-path", "port", "links", "no-links", "external", "link-cache"].filter((name) => values[name] !== void 0);
  const allowed = command === "build" ? ["out", "site-url", "base-path", "no-links", "external", "link-cache"] : command === "serve" ? ["base-path", "port"] : command === "check" && values.links ? ["links", "base-path", "site-url", "external", "link-cache"] : command === "check" ? ["links"] : [];
  const misplaced = siteOptions.filter((name) => !allowed.includes(name));
  if (misplaced.length && ["check", "build", "serve", "rules"].includes(command ?? "")) {
    throw new UsageError(`${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`${command}\`; see --help.`);
  }
  const gateOptions = ["max-warnings", "quiet", "verbose"].filter((name) => values[name] !== void 0);
  if (gateOptions.length && command !== "check" && command !== "build") {
    throw new UsageError(`${gateOptions.map((name) => `--${name}`).join(", ")} ${gateOptions.length === 1 ? "applies" : "apply"} to \`check\` and \`build\` only.`);
  }
  if (command === "serve") return serve(rest, values);
  if (command === "rules" && rest[0] === "export") return exportRules(rest.slice(1), values);
  if (values.editor !== void 0 || values.check) throw new UsageError("--editor and --check apply to `rules export` only.");
  if (command === "rules") {
    if (rest.length) throw new UsageError(`\`rules\` takes no arguments, or \`export\`; got ${rest.join(" ")}.`);
    if (values.config !== void 0 || values["fail-on"] !== void 0 || values.baseline !== void 0 || values.fix) throw new UsageError("--config, --fail-on, --baseline and --fix apply to `check` (and all but --fix to `build`) only.");
    if (values["fetch-remote"]) throw new UsageError("--fetch-remote applies to `check` and `build` only.");
    if (format === "sarif" || format === "junit") throw new UsageError("`rules` prints as console or json; sarif and junit are for `check` and `build`.");
    return print(format === "json" ? `${JSON.stringify(ruleList(), null, 2)}
` : formatRules(ruleList()));
  }
  if (command !== "check" && command !== "build") {
    throw new UsageError(command === void 0 ? "No command given." : `Unknown command \`${command}\`.`);
  }
  if (rest.length > 1) throw new UsageError(`\`${command}\` takes one folder; got ${rest.join(" ")}.`);
  const failOn = parseFailOn(values["fail-on"] ?? "error");
  if (!failOn) throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(", ")}; got \`${values["fail-on"]}\`.`);
  const maxWarnings = values["max-warnings"] === void 0 ? void 0 : parseMaxWarnings(values["max-warnings"]);
  if (values["max-warnings"] !== void 0 && maxWarnings === void 0) throw new UsageError(`--max-warnings must be a whole number of 0 or more; got \`${values["max-warnings"]}\`.`);
  if (values.quiet && values.verbose) throw new UsageError("--quiet lists errors only and --verbose every problem: give one of them.");
  if ((values.quiet || values.verbose) && format !== "console") throw new UsageError(`--quiet and --verbose shape the console report; --format ${format} holds every problem.`);
  const gate = failGate({ failOn, ...maxWarnings === void 0 ? {} : { maxWarnings } }, values.baseline);
  const report = { format, detail: values.quiet ? "quiet" : values.verbose ? "verbose" : "normal" };
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);
  if (values["no-links"] && (values.external || values["link-cache"] !== void 0)) throw new UsageError("--external and --link-cache check links; they do not go with --no-links.");
  if (values["link-cache"] !== void 0 && !values.external) throw new UsageError("--link-cache holds the results of --external; give both.");
  if (command === "build") {
    if (values.fix) throw new UsageError("--fix applies to `check` only.");
    return build(root, values, report, gate);
  }
  if (values.links) {
    if (values.fix) throw new UsageError("--fix does not go with --links: fix the sources first, then check the built site.");
    return checkLinks(root, values, report, gate);
  }
  const progress = startProgress(root);
  let result;
  try {
    const fetchRemote = Boolean(values["fetch-remote"]);
    result = check({ root, settingsPath: values.config, onProgress: progress?.files, fetchRemote });
    if (values.fix) result = fixAll(result, () => check({ root, settingsPath: values.config, fetchRemote }));
  } finally {
    progress?.done();
  }
  return finish(result, report, gate);
}
function failGate(gate, baselineFile) {
  if (baselineFile !== void 0 && !gate.failOn.startsWith("new-")) throw new UsageError("--baseline tells which problems are new: give it with --fail-on new-error or new-warning.");
  const baseline = baselineFile === void 0 ? void 0 : baselineFromReport(baselineFile);
  if (baseline && "problem" in baseline) throw new UsageError(baseline.problem);
  return (result) => {
    if (!baseline) return judge(result.diagnostics, gate);
    const { isNew } = compareWithBaseline({ diagnostics: result.diagnostics, fingerprints: fingerprintDiagnostics(result.root, result.diagnostics) }, baseline);
    return judge(result.diagnostics.map((d, index) => ({ severity: d.severity, isNew: isNew[index] })), gate);
  };
}
function finish(result, report, gate) {
  const verdict = gate(result);
  const { format } = report;
  if (format === "json") print(formatJson(result));
  else if (format === "sarif") print(formatSarif(result, { repositoryRoot: process.env.GITHUB_WORKSPACE || process.cwd() }));
  else if (format === "junit") print(formatJunit(result));
  else print(formatConsole(result, { color: shouldColor(Boolean(process.stdout.isTTY), process.env), cwd: process.cwd(), verdict, detail: report.detail }));
  return verdict.failed ? 1 : 0;
}
function besideReport(format) {
  return format === "console" ? process.stdout : process.stderr;
}
async function build(root, values, report, gate) {
  const out = checkOutDir(values.out ?? "_site", root);
  if (!out.ok) throw new UsageError(out.problem);
  const { result, built, links } = await checkAndBuild(root, values, out.outDir, out.skippedDirs, !values["no-links"]);
  const totals = countDiagnostics(result.diagnostics);
  const shown = path4.relative(process.cwd(), out.outDir);
  const line = `Built ${plural(built.pages, "page")} into ${shown === ".." || shown.startsWith(`..${path4.sep}`) ? out.outDir : shown || "."}${path4.sep} (${plural(totals.warnings, "warning")})
`;
  besideReport(report.format).write(line + (links ? linksLine(links) : ""));
  if (process.env.DOCSGATE_BUILD_TIMINGS === "1") {
    process.stderr.write(`docsgate: build steps (ms): ${Object.entries(built.timings).map(([step, ms]) => `${step} ${ms}`).join(", ")}
`);
    if (links) process.stderr.write(`docsgate: link check steps (ms): ${Object.entries(links.timings).map(([step, ms]) => `${step} ${ms}`).join(", ")}
`);
  }
  return finish(result, report, gate);
}
async function checkLinks(root, values, report, gate) {
  const { result, links } = await checkAndBuild(root, values, void 0, /* @__PURE__ */ new Set(), true);
  if (links) besideReport(report.format).write(linksLine(links));
  return finish(result, report, gate);
}
async function checkAndBuild(root, values, outDir, skippedDirs, crawl) {
  const basePath = normalizeBasePath(values["base-path"] ?? "");
  if (basePath === void 0) throw new UsageError(`--base-path must be a URL path such as /docs; got \`${values["base-path"]}\`.`);
  const siteUrl = values["site-url"] === void 0 ? void 0 : normalizeSiteUrl(values["site-url"], basePath);
  if (values["site-url"] !== void 0 && !siteUrl) throw new UsageError(`--site-url must be an http(s) address such as https://docs.acme.dev; got \`${values["site-url"]}\`.`);
  const fetchRemote = Boolean(values["fetch-remote"]);
  const progress = startProgress(root);
  let result;
  try {
    result = check({ root, settingsPath: values.config, onProgress: progress?.files, fetchRemote, render: { basePath }, skippedDirs });
  } finally {
    progress?.done();
  }
  const external = values.external ? { ...values["link-cache"] ? { cacheFile: path4.resolve(values["link-cache"]) } : {} } : void 0;
  return buildAndCheckSite({ result, ...outDir === void 0 ? {} : { outDir }, basePath, ...siteUrl ? { siteUrl } : {}, fetchRemote, links: crawl, ...external ? { external } : {} });
}
function linksLine(links) {
  const notes = links.notes.map((note) => `docsgate: ${note}
`).join("");
  return `${notes}${linkSummary(links)}
`;
}
async function serve(rest, values) {
  const misplaced = ["format", "config", "fail-on", "baseline", "fix", "fetch-remote", "editor", "check"].filter((name) => values[name] !== void 0);
  if (misplaced.length) throw new UsageError(`${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`serve\`.`);
  if (rest.length > 1) throw new UsageError(`\`serve\` takes one folder; got ${rest.join(" ")}.`);
  const dir = rest[0] ?? "_site";
  if (!isDirectory(dir)) throw new UsageError(`The site folder \`${dir}\` does not exist or is not a folder; build it with \`docsgate build --out ${dir}\`.`);
  const basePath = normalizeBasePath(values["base-path"] ?? "");
  if (basePath === void 0) throw new UsageError(`--base-path must be a URL path such as /docs; got \`${values["base-path"]}\`.`);
  const port = Number(values.port ?? "3000");
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !/^\d+$/.test(values.port ?? "3000")) throw new UsageError(`--port must be a number from 0 to 65535; got \`${values.port}\`.`);
  let url;
  try {
    ({ url } = await serveSite(dir, { basePath, port }));
  } catch (error) {
    const code2 = error.code;
    throw new UsageError(code2 === "EADDRINUSE" ? `Port ${port} is in use; choose another with --port.` : `Could not listen on port ${port}: ${error.message}`);
  }
  return print(`Serving ${dir} at ${url} (Ctrl+C stops)
`);
}
function exportRules(rest, values) {
  if (values.format !== void 0 || values["fail-on"] !== void 0 || values.baseline !== void 0 || values.fix) throw new UsageError("--format, --fail-on, --baseline and --fix do not apply to `rules export`.");
  if (values["fetch-remote"]) throw new UsageError("--fetch-remote does not apply to `rules export`.");
  const names = `${EDITORS.map((editor) => editor.name).join(", ")} or ${ALL_EDITORS}`;
  if (values.editor === void 0) throw new UsageError(`\`rules export\` needs --editor with one of ${names}.`);
  const editors = editorsNamed(values.editor);
  if (!editors) throw new UsageError(`Unknown editor \`${values.editor}\`; docsgate writes rules files for ${names}.`);
  if (rest.length > 1) throw new UsageError(`\`rules export\` takes one folder; got ${rest.join(" ")}.`);
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);
  const result = exportEditorRules({ root, settingsPath: values.config, editors, check: Boolean(values.check) });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return result.status;
}
var MAX_FIX_PASSES = 10;
function fixAll(first, recheck) {
  let result = first;
  const files = /* @__PURE__ */ new Set();
  let applied = 0;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const outcome = applyFixes(result.root, result.diagnostics);
    if (outcome.applied === 0) break;
    applied += outcome.applied;
    outcome.files.forEach((file) => files.add(file));
    result = recheck();
  }
  process.stderr.write(`docsgate: applied ${applied} fix${applied === 1 ? "" : "es"} in ${files.size} file${files.size === 1 ? "" : "s"}.
`);
  return result;
}
function parseCommandLine(argv) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        config: { type: "string" },
        "fail-on": { type: "string" },
        baseline: { type: "string" },
        "max-warnings": { type: "string" },
        quiet: { type: "boolean" },
        verbose: { type: "boolean" },
        fix: { type: "boolean" },
        "fetch-remote": { type: "boolean" },
        out: { type: "string" },
        "base-path": { type: "string" },
        "site-url": { type: "string" },
        links: { type: "boolean" },
        "no-links": { type: "boolean" },
        external: { type: "boolean" },
        "link-cache": { type: "string" },
        port: { type: "string" },
        editor: { type: "string" },
        check: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" }
      }
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
}
function parseFormat(value) {
  const format = FORMATS.find((known) => known === (value ?? "console"));
  if (!format) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}; got \`${value}\`.`);
  return format;
}
function ruleList() {
  return [...ALL_RULE_METAS].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
function formatRules(rules) {
  const idWidth = Math.max(...rules.map((rule) => rule.id.length));
  return rules.map((rule) => `${rule.id.padEnd(idWidth)}  ${rule.defaultSeverity.padEnd("warning".length)}  ${rule.description}
`).join("");
}
function isDirectory(folder) {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}
function startProgress(root) {
  const ci = process.env.CI;
  if (!process.stderr.isTTY || ci !== void 0 && ci !== "" && ci !== "false" && ci !== "0") return void 0;
  const label = `Checking docs.json and navigation in ${path4.relative(process.cwd(), path4.resolve(root)) || "."}…`;
  const show = (text) => process.stderr.write(`\r\x1B[2K${text}`);
  show(label);
  return {
    files: ({ files }) => show(`${label} ${files.toLocaleString("en-US")} files`),
    done: () => show("")
  };
}
function print(text) {
  process.stdout.write(text);
  return 0;
}
main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error) => {
    if (error instanceof UsageError) {
      process.stderr.write(`docsgate: ${error.message}
Run \`docsgate --help\` for usage.
`);
    } else if (error instanceof SiteWriteError || error instanceof LinkCheckError) {
      process.stderr.write(`docsgate: ${error.message}
`);
    } else {
      process.stderr.write(`docsgate: internal error: ${error instanceof Error ? error.message : String(error)}
`);
    }
    process.exitCode = 2;
  }
);
