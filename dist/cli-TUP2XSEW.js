#!/usr/bin/env node
import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  FAIL_ON_VALUES,
  TOOL,
  baselineFromReport,
  check,
  cliCacheFolder,
  compareWithBaseline,
  countDiagnostics,
  fingerprintDiagnostics,
  formatConsole,
  formatJunit,
  formatSarif,
  jsonReportPieces,
  judge,
  loadProjectRules,
  parseFailOn,
  parseMaxWarnings,
  shouldColor,
  writeReportFile
} from "./chunk-QQUVK6MW.js";
import {
  checkOutDir,
  normalizeBasePath,
  normalizeSiteUrl
} from "./chunk-EHSTODDV.js";
import {
  plural
} from "./chunk-LGSF3GR4.js";
import {
  ALL_RULE_METAS,
  detectLayout,
  loadComponentSandbox,
  nearestName,
  projectMayDrawComponents,
  rule3 as rule
} from "./chunk-UUFSVM3L.js";
import {
  DOCUMENTED_COMPONENTS,
  ruleSeverity
} from "./chunk-JQQCBZ2Y.js";
import "./chunk-6OPSUXVL.js";
import "./chunk-MQPAYS26.js";
import "./chunk-ARJOCTAC.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-HK5N6FV4.js";
import {
  require_picomatch
} from "./chunk-WC3XMLPH.js";
import "./chunk-ZJ5P75RC.js";
import {
  JsonSource,
  MAX_JSON_DEPTH
} from "./chunk-7H6FXNHY.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-UWRAYTU5.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-HGCY65AU.js";
import {
  __toESM
} from "./chunk-LOFROOWK.js";

// src/cli.ts
import { statSync as statSync3 } from "node:fs";
import path8 from "node:path";
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
  {
    ruleId: "style/second-person",
    text: `Address the reader as "you". Do not write "we", "our" or "let's", and do not call the reader "the user".`
  },
  {
    ruleId: "style/active-voice",
    text: 'Write in the active voice and name who acts: "The API returns a token", not "A token is returned".'
  },
  {
    ruleId: "style/present-tense",
    text: 'Write in the present tense about what the product does: "returns", not "will return".'
  },
  {
    ruleId: "style/key-info-first",
    text: 'Lead with the key information: open each page and section with what the reader gets or does, not with "In this guide, we will" or "This page describes".'
  },
  {
    ruleId: "style/numbered-procedures",
    text: "Write a procedure as a numbered list or with `<Steps>`, one action per step, never as a bulleted list."
  },
  {
    ruleId: "style/component-choice",
    text: "Pick the component the content calls for (see Components): `<CodeGroup>` for one snippet in several languages, `<Steps>` for a long procedure, `<ParamField>` rather than a table for API parameters."
  },
  {
    ruleId: "style/title",
    text: 'Give every page a specific title that names its subject, never a bare "Introduction" or "Overview".'
  },
  {
    ruleId: "style/description",
    text: "Write the `description` as one complete sentence that says what the reader gets from the page."
  }
];
var PAGE_GUIDANCE = [
  { ruleId: "page/frontmatter", text: "Start every page with a YAML front matter block between `---` lines." },
  {
    ruleId: "page/title",
    text: "Set `title` in the front matter: it is the page's heading and its name in the navigation and in search results."
  },
  {
    ruleId: "page/description",
    text: "Set `description` in the front matter to a sentence saying what the page is for: search results and link previews show it."
  },
  {
    ruleId: "page/heading-h1",
    text: "Start headings at level 2 (`##`): the front matter `title` is the page's only level-1 heading."
  },
  {
    ruleId: "page/heading-increment",
    text: "Go down one heading level at a time: `###` under `##`, never `####` right under `##`."
  },
  {
    ruleId: "page/image-frame",
    text: "Wrap every image that stands on its own line in `<Frame>`; add a `caption` when the image needs one."
  },
  { ruleId: "page/image-alt", text: "Give every image alt text that says what it shows." },
  { ruleId: "page/missing-asset", text: "Show only images and videos that exist in the docs folder." },
  {
    ruleId: "page/video",
    text: "Play a video file with a `<video>` element; embed a video from a video site with an `<iframe>` that has a `title`."
  },
  { ruleId: "page/unclosed-code-fence", text: "Close every fenced code block." },
  {
    ruleId: "page/secret",
    text: "Never write real credentials (API keys, tokens, passwords, private keys) in text, code samples or attributes: write placeholders such as `YOUR_API_KEY`."
  },
  {
    ruleId: "page/authorization-header",
    text: "Show `Authorization` headers with a placeholder credential: `Authorization: Bearer <API_KEY>`."
  },
  {
    ruleId: "page/link-extension",
    text: "Link to pages by their path without the file extension: `/quickstart`, not `/quickstart.mdx`."
  },
  {
    ruleId: "page/broken-link",
    text: "Link only to pages and files that exist under the docs root, and only to `#anchors` that exist on the linked page."
  }
];
var COMPONENT_GUIDANCE = [
  {
    ruleId: "page/unknown-component",
    text: "Use the components listed here; any other component must be imported from a file in the docs folder."
  },
  { ruleId: "page/required-attribute", text: "Give every component the attributes marked required." },
  { ruleId: "page/unknown-attribute", text: "Spell attributes exactly as listed: the site ignores a misspelt one." },
  {
    ruleId: "page/attribute-value",
    text: 'Give each attribute a value of its kind: text for text, a whole number for numbers, and `{false}` (never the text "false") to switch a flag off.'
  },
  {
    ruleId: "page/component-nesting",
    text: "Put each component where it belongs: `<Step>` in `<Steps>`, `<Tab>` in `<Tabs>`, only titled code blocks in `<CodeGroup>`, an image or video in `<Frame>`, at most one `<RequestExample>` and one `<ResponseExample>` per page."
  }
];
var SELECTION_RULES = [
  { components: ["Steps", "Step"], text: 'A procedure: `<Steps>` with one `<Step title="...">` per action.' },
  {
    components: ["Tabs", "Tab"],
    text: 'Platform-specific or alternative content (operating systems, package managers, plans): `<Tabs>` with one `<Tab title="...">` per alternative.'
  },
  {
    components: ["CodeGroup"],
    text: "One concept in several languages: `<CodeGroup>` with one fenced code block per language, each with its language and a title (```` ```python main.py ````)."
  },
  {
    components: ["Accordion", "AccordionGroup"],
    text: 'Details most readers can skip (progressive disclosure): `<Accordion title="...">`, several of them in an `<AccordionGroup>`.'
  },
  {
    components: ["RequestExample", "ResponseExample"],
    text: "Request and response samples: `<RequestExample>` and `<ResponseExample>`, one of each per page, shown beside it."
  },
  {
    components: ["ParamField", "ResponseField"],
    text: 'Request parameters: `<ParamField>` whose location attribute holds the parameter\'s name (`<ParamField query="limit" type="integer">`); response and configuration fields: `<ResponseField name="...">`.'
  },
  { components: ["Expandable"], text: 'Properties of a nested object: `<Expandable title="...">` inside its field.' },
  {
    components: ["Note", "Tip", "Warning", "Info", "Check"],
    text: "Asides: `<Note>` for supplementary information, `<Tip>` for a best practice, `<Warning>` for a caution, `<Info>` for neutral context, `<Check>` to confirm success."
  },
  {
    components: ["Card", "CardGroup"],
    text: 'Links to other pages presented as a grid: `<Card title="..." href="...">` inside `<CardGroup cols={2}>`.'
  }
];

// src/editor-rules/render-guide.ts
var BEGIN_MARKER = "<!-- docsgate:begin";
var END_MARKER = "<!-- docsgate:end -->";
function renderGuide(input) {
  const active = new Map(input.rules.filter((rule2) => rule2.severity !== "off").map((rule2) => [rule2.meta.id, rule2]));
  const style = styleLines(active, new Map(input.houseStyle.map((rule2) => [rule2.id, rule2])));
  const sections2 = [
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
    ...sections2.flatMap((text) => [text, ""]),
    END_MARKER
  ].join("\n");
}
function styleLines(active, house) {
  const teamFile = (id) => {
    const rule2 = house.get(id);
    return rule2 !== void 0 && rule2.source !== "default";
  };
  const guided = STYLE_GUIDANCE.filter(({ ruleId }) => !teamFile(ruleId));
  const guidedIds = new Set(guided.map(({ ruleId }) => ruleId));
  const voice = guidanceLines(guided, active);
  const words = [];
  const rest = [...active.values()].filter((rule2) => (rule2.meta.category === "style" || house.has(rule2.meta.id)) && !guidedIds.has(rule2.meta.id)).sort((a, b) => compare(a.meta.id, b.meta.id));
  for (const rule2 of rest) {
    const styleFile = house.get(rule2.meta.id);
    if (styleFile) words.push(styleFileLine(styleFile, rule2));
    else voice.push(item(rule2.meta.description, rule2));
  }
  return { voice, words };
}
function guidanceLines(guidance, active) {
  return guidance.flatMap(({ ruleId, text }) => {
    const rule2 = active.get(ruleId);
    return rule2 ? [item(text, rule2)] : [];
  });
}
function item(text, rule2) {
  return `- ${text} (${code(rule2.meta.id)}, ${rule2.severity})`;
}
var SCOPE_TEXT = {
  text: "",
  heading: " in headings",
  title: " in titles (the front matter `title` and component titles)",
  opening: " at the start of a page or section"
};
var PLAIN = /^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u;
function styleFileLine(rule2, state) {
  const parts = [];
  const where = SCOPE_TEXT[rule2.scope];
  const swap = Object.entries(rule2.swap ?? {});
  if (rule2.kind === "existence" && rule2.tokens?.length) {
    const words = rule2.tokens.filter((token) => PLAIN.test(token));
    const patterns = rule2.tokens.filter((token) => !PLAIN.test(token));
    const avoid = [
      ...words.length ? [words.map((word) => code(word)).join(", ")] : [],
      ...patterns.length ? [`text matching the regular expressions ${patterns.map((pattern) => code(pattern)).join(", ")}`] : []
    ];
    parts.push(`Avoid ${avoid.join(" and ")}${where}.`);
  } else if (rule2.kind === "substitution" && swap.length) {
    parts.push(`Write ${swap.map(([avoid, use]) => `${code(use)} instead of ${code(avoid)}`).join("; ")}${where}.`);
  }
  const explanation = rule2.description ?? (rule2.message.includes("%s") ? void 0 : rule2.message);
  if (explanation) parts.push(sentence(explanation));
  if (parts.length === 0) parts.push(sentence(rule2.message.replaceAll("%s", "...")));
  if (rule2.exceptions?.length) parts.push(`Allowed: ${rule2.exceptions.map((word) => code(word)).join(", ")}.`);
  return item(parts.join(" "), state);
}
function componentSection(components, active) {
  if (components.length === 0) return "";
  const names = new Set(components.map((component) => component.name));
  const selection = SELECTION_RULES.filter((rule2) => rule2.components.every((name) => names.has(name))).map(
    (rule2) => `- ${rule2.text}`
  );
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
  if (oneOf.length)
    parts.push(
      `${component.oneOf.exactly ? "exactly one" : "one"} of ${oneOf.map((name) => code(name)).join(", ")} (required)`
    );
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
      if (!spec.range) return "whole number";
      return spec.range[1] === Infinity ? `whole number from ${spec.range[0]}` : `whole number from ${spec.range[0]} to ${spec.range[1]}`;
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
    return {
      problem: `has ${begins.length} \`${BEGIN_MARKER}\` and ${ends.length} \`${END_MARKER}\` markers; docsgate needs exactly one of each, in that order, to know which part it wrote. Remove the stray marker lines`
    };
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
        return {
          problem: `\`${shown}\` is a symbolic link to something that does not exist. Remove the link or make it point to a folder inside the docs root`
        };
      }
      const relative = path.relative(realRoot, real);
      if (relative.startsWith("..") || path.isAbsolute(relative)) {
        return {
          problem: `\`${shown}\` is a symbolic link to ${real}, outside the docs root; docsgate writes only inside the docs root. Replace the link with a folder`
        };
      }
      stats = lstatSync(real);
    }
    if (last && stats.isDirectory())
      return { problem: `\`${shown}\` is a folder; the rules file must be a file. Rename or remove the folder` };
    if (!last && !stats.isDirectory())
      return {
        problem: `\`${shown}\` is a file; docsgate needs a folder there for \`${file}\`. Rename or remove the file`
      };
  }
  return { path: path.join(root, ...segments) };
}

// src/editor-rules/export-rules.ts
function exportEditorRules(options) {
  const root = path2.resolve(options.root);
  const stdout = [];
  const stderr = [];
  const done = (status2) => ({
    status: status2,
    stdout: lines(stdout),
    stderr: lines(stderr)
  });
  if (!existsSync(path2.join(root, "docs.json")) && !existsSync(path2.join(root, "mint.json"))) {
    stderr.push(
      `docsgate: \`${options.root}\` holds no docs.json (or mint.json). Give the docs root: the folder with docs.json.`
    );
    return done(2);
  }
  const rules = projectRules(root, options.settingsPath);
  if ("problems" in rules) {
    for (const { file, line, column, message } of rules.problems) {
      const where = path2.isAbsolute(file) ? file : shownPath(options.root, file);
      stderr.push(`docsgate: ${where}${line > 0 ? `:${line}:${column}` : ""}: ${message}`);
    }
    stderr.push(
      "docsgate: the rules file would not match what `docsgate check` applies. Fix the problems above, then export again."
    );
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
    const block = renderGuide({
      editor,
      rules: rules.states,
      houseStyle: rules.houseStyle,
      components: DOCUMENTED_COMPONENTS
    });
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
      else if (merge.outcome === "appended")
        stdout.push(`${shown} has no docsgate block. Run \`${command}\` to add it.`);
      else
        stdout.push(
          `${shown} is out of date with the rules docsgate applies. Run \`${command}\` and commit the result.`
        );
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
    else if (merge.outcome === "appended")
      stdout.push(`Added the docsgate block to ${shown}, after the text already in it.`);
    else stdout.push(`Updated the docsgate block in ${shown}.`);
  }
  return done(status);
}
function projectRules(root, settingsPath) {
  const { houseStyle, settings, metaById, book } = loadProjectRules(root, settingsPath);
  const styleFileProblems = ruleSeverity(book, rule.meta.id) === "off" ? [] : houseStyle.problems;
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

// src/report/compact.ts
import path4 from "node:path";
function formatCompact(result, cwd) {
  return result.diagnostics.map((d) => {
    const file = path4.relative(cwd, path4.resolve(result.root, d.file));
    const message = d.message.replace(/\s*\n\s*/g, " ");
    return `${file}:${Math.max(d.line, 1)}:${Math.max(d.column, 1)}: ${d.severity} ${message} [${d.ruleId}]
`;
  }).join("");
}

// src/report/github-commands.ts
import path5 from "node:path";
function formatGithubCommands(result, repositoryRoot2) {
  return result.diagnostics.map((d) => {
    const file = path5.relative(repositoryRoot2, path5.resolve(result.root, d.file)).split(path5.sep).join("/");
    const inRepository = file !== "" && !file.startsWith("../") && !path5.isAbsolute(file);
    const properties = [];
    if (inRepository) {
      properties.push(["file", file]);
      if (d.line > 0) {
        const endLine = d.endLine ?? d.line;
        properties.push(["line", d.line], ["endLine", endLine]);
        if (endLine === d.line) {
          properties.push(["col", d.column]);
          if (d.endColumn !== void 0) properties.push(["endColumn", d.endColumn]);
        }
      }
    }
    properties.push(["title", d.ruleId]);
    const command = d.severity === "error" ? "error" : d.severity === "warning" ? "warning" : "notice";
    const message = inRepository ? d.message : `${d.file}: ${d.message}`;
    const list = properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(",");
    return `::${command} ${list}::${escapeData(message)}
`;
  }).join("");
}
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/upgrade/upgrade-command.ts
import { readFileSync as readFileSync3, statSync, writeFileSync as writeFileSync3 } from "node:fs";
import path6 from "node:path";

// src/upgrade/leftovers.ts
var Leftovers = class {
  items = [];
  /** Adds one; the same finding twice (a division looked at once per version) is kept once. */
  add(path9, message) {
    if (!this.items.some((item2) => item2.message === message && pathText(item2.path) === pathText(path9)))
      this.items.push({ path: path9, message });
  }
  /** Every key of `object` (at `at`) that is not in `known`, as having no place in v2. */
  unknownKeys(object, known, at, why = "has no equivalent in the v2 layout") {
    for (const key of Object.keys(object)) {
      if (!known.includes(key)) this.add([...at, key], `\`${pathText([...at, key])}\` ${why}; it was left out.`);
    }
  }
};
function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function pathText(path9) {
  return path9.map((part, index) => typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`).join("");
}

// src/upgrade/field-mapping.ts
var DEFAULT_PRIMARY = "#16A34A";
var NO_EQUIVALENT = ["mintlify", "topbar", "sidebar", "rounded", "feedback", "isWhiteLabeled"];
var FIELD_KEYS = [
  ...NO_EQUIVALENT,
  "$schema",
  "name",
  "theme",
  "layout",
  "logo",
  "favicon",
  "colors",
  "backgroundImage",
  "background",
  "modeToggle",
  "eyebrow",
  "codeBlock",
  "topbarLinks",
  "topbarCtaButton",
  "search",
  "metadata",
  "seo",
  "footer",
  "footerSocials",
  "analytics",
  "integrations",
  "font",
  "redirects",
  "openapi",
  "api"
];
var INTEGRATIONS = [
  "adobe",
  "amplitude",
  "clarity",
  "clearbit",
  "cookies",
  "fathom",
  "frontchat",
  "ga4",
  "gtm",
  "heap",
  "hightouch",
  "hotjar",
  "intercom",
  "koala",
  "logrocket",
  "mixpanel",
  "onetrust",
  "pirsch",
  "plausible",
  "posthog",
  "segment",
  "telemetry",
  "transcend"
];
var SOCIALS = [
  "x",
  "website",
  "facebook",
  "youtube",
  "discord",
  "slack",
  "github",
  "linkedin",
  "instagram",
  "hacker-news",
  "medium",
  "telegram",
  "twitter",
  "x-twitter",
  "earth-americas",
  "bluesky",
  "threads",
  "reddit",
  "podcast"
];
function upgradeFields(legacy, leftovers) {
  const out = {};
  for (const key of NO_EQUIVALENT) {
    if (key in legacy) leftovers.add([key], `\`${key}\` has no equivalent in the v2 layout; it was left out.`);
  }
  out.theme = theme(legacy.theme, legacy.layout);
  if (typeof legacy.name === "string") out.name = legacy.name;
  colors(legacy.colors, out, leftovers);
  if (legacy.logo !== void 0) out.logo = legacy.logo;
  if (legacy.favicon !== void 0) out.favicon = legacy.favicon;
  appearance(legacy.modeToggle, out, leftovers);
  background(legacy, out, leftovers);
  styling(legacy, out);
  fonts(legacy.font, out);
  navbar(legacy, out, leftovers);
  footer(legacy, out, leftovers);
  search(legacy.search, out, leftovers);
  seo(legacy, out, leftovers);
  api(legacy, out, leftovers);
  integrations(legacy, out, leftovers);
  if (legacy.redirects !== void 0) out.redirects = legacy.redirects;
  return out;
}
function theme(legacyTheme, layout) {
  if (layout === "sidenav") return "maple";
  if (layout === "solidSidenav") return "willow";
  if (legacyTheme === "venus") return "palm";
  if (legacyTheme === "quill") return "willow";
  return "mint";
}
function set(out, path9, value) {
  let object = out;
  for (const key of path9.slice(0, -1)) {
    if (!isRecord(object[key])) object[key] = {};
    object = object[key];
  }
  object[path9.at(-1)] = value;
}
function colors(value, out, leftovers) {
  if (!isRecord(value)) {
    out.colors = { primary: DEFAULT_PRIMARY };
    return;
  }
  const picked = {};
  for (const key of ["primary", "light", "dark"]) if (value[key] !== void 0) picked[key] = value[key];
  out.colors = { primary: DEFAULT_PRIMARY, ...picked };
  if (isRecord(value.background)) {
    const color = {};
    for (const key of ["light", "dark"]) if (value.background[key] !== void 0) color[key] = value.background[key];
    set(out, ["background", "color"], color);
  }
  if (value.anchors !== void 0)
    leftovers.add(
      ["colors", "anchors"],
      "`colors.anchors` (the anchors' colour) has no equivalent in v2, where each anchor has its own `color`; it was left out."
    );
  leftovers.unknownKeys(value, ["primary", "light", "dark", "background", "anchors"], ["colors"]);
}
function appearance(value, out, leftovers) {
  if (!isRecord(value)) return;
  if (value.default !== void 0) set(out, ["appearance", "default"], value.default);
  if (value.isHidden !== void 0) set(out, ["appearance", "strict"], value.isHidden);
  leftovers.unknownKeys(value, ["default", "isHidden"], ["modeToggle"]);
}
function background(legacy, out, leftovers) {
  if (legacy.backgroundImage !== void 0) set(out, ["background", "image"], legacy.backgroundImage);
  if (!isRecord(legacy.background)) return;
  if (legacy.background.style !== void 0) set(out, ["background", "decoration"], legacy.background.style);
  leftovers.unknownKeys(legacy.background, ["style"], ["background"]);
}
function styling(legacy, out) {
  const { eyebrow, codeBlock } = legacy;
  if (isRecord(eyebrow) && eyebrow.display !== void 0)
    set(out, ["styling", "eyebrows"], eyebrow.display === "breadcrumbs" ? "breadcrumbs" : "section");
  if (isRecord(codeBlock) && codeBlock.mode !== void 0)
    set(out, ["styling", "codeblocks"], codeBlock.mode === "dark" ? "dark" : "system");
}
function fonts(value, out) {
  if (!isRecord(value)) return;
  const font = (details) => {
    if (!isRecord(details)) return details;
    const { url, ...others } = details;
    return { ...others, ...url !== void 0 ? { source: url } : {} };
  };
  if ("family" in value) out.fonts = font(value);
  else
    out.fonts = {
      ...value.headings !== void 0 ? { heading: font(value.headings) } : {},
      ...value.body !== void 0 ? { body: font(value.body) } : {}
    };
}
function navbar(legacy, out, leftovers) {
  if (Array.isArray(legacy.topbarLinks)) {
    set(
      out,
      ["navbar", "links"],
      legacy.topbarLinks.map((link, index) => {
        if (!isRecord(link)) return link;
        leftovers.unknownKeys(
          link,
          ["type", "name", "url"],
          ["topbarLinks", index],
          "has no equivalent in v2's navbar links"
        );
        const label = link.type === void 0 || link.type === "link" ? link.name : capitalize(String(link.type));
        return { label, href: link.url };
      })
    );
  }
  const cta = legacy.topbarCtaButton;
  if (isRecord(cta)) {
    leftovers.unknownKeys(
      cta,
      ["type", "name", "url"],
      ["topbarCtaButton"],
      "has no equivalent in v2's `navbar.primary`"
    );
    set(
      out,
      ["navbar", "primary"],
      cta.type === void 0 || cta.type === "link" ? { type: "button", label: cta.name, href: cta.url } : { type: cta.type, href: cta.url }
    );
  }
}
function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function footer(legacy, out, leftovers) {
  const legacyFooter = isRecord(legacy.footer) ? legacy.footer : {};
  if (isRecord(legacy.footer)) leftovers.unknownKeys(legacy.footer, ["socials", "links"], ["footer"]);
  const [socials, at] = legacyFooter.socials !== void 0 ? [legacyFooter.socials, ["footer", "socials"]] : [legacy.footerSocials, ["footerSocials"]];
  if (legacyFooter.socials !== void 0 && legacy.footerSocials !== void 0)
    leftovers.add(["footerSocials"], "`footerSocials` is overridden by `footer.socials`; it was left out.");
  if (socials !== void 0) set(out, ["footer", "socials"], footerSocials(socials, at, leftovers));
  if (Array.isArray(legacyFooter.links)) {
    set(
      out,
      ["footer", "links"],
      legacyFooter.links.map(
        (column) => isRecord(column) ? {
          ...column.title !== void 0 ? { header: column.title } : {},
          items: (Array.isArray(column.links) ? column.links : []).map(
            (link) => isRecord(link) ? { label: link.label, href: link.url } : link
          )
        } : column
      )
    );
  }
}
function footerSocials(value, at, leftovers) {
  const entries = Array.isArray(value) ? value.flatMap(
    (entry, index) => isRecord(entry) && typeof entry.type === "string" ? [[entry.type, entry.url, [...at, index]]] : []
  ) : isRecord(value) ? Object.entries(value).map(([key, url]) => [key, url, [...at, key]]) : [];
  const socials = {};
  for (const [platform, url, where] of entries) {
    if (!SOCIALS.includes(platform))
      leftovers.add(
        where,
        `\`${pathText(where)}\`: v2's footer has no "${platform}" link (it knows ${SOCIALS.join(", ")}); it was left out.`
      );
    else if (typeof url !== "string" || !url.startsWith("https://"))
      leftovers.add(
        where,
        `\`${pathText(where)}\`: v2 accepts only https addresses for social links, not ${JSON.stringify(url)}; it was left out.`
      );
    else socials[platform] = url;
  }
  return socials;
}
function search(value, out, leftovers) {
  if (!isRecord(value)) return;
  if (value.prompt !== void 0) set(out, ["search", "prompt"], value.prompt);
  leftovers.unknownKeys(value, ["prompt"], ["search"]);
}
function seo(legacy, out, leftovers) {
  const legacySeo = isRecord(legacy.seo) ? legacy.seo : {};
  const metatags = {
    ...isRecord(legacy.metadata) ? legacy.metadata : {},
    ...isRecord(legacySeo.metatags) ? legacySeo.metatags : {}
  };
  if (Object.keys(metatags).length) set(out, ["seo", "metatags"], metatags);
  if (legacySeo.indexHiddenPages !== void 0)
    set(out, ["seo", "indexing"], legacySeo.indexHiddenPages === true ? "all" : "navigable");
  else if (legacySeo.indexing === "all" || legacySeo.indexing === "navigable")
    set(out, ["seo", "indexing"], legacySeo.indexing);
  if (isRecord(legacy.seo)) leftovers.unknownKeys(legacy.seo, ["indexHiddenPages", "metatags", "indexing"], ["seo"]);
}
function api(legacy, out, leftovers) {
  if (legacy.openapi !== void 0) set(out, ["api", "openapi"], legacy.openapi);
  const value = legacy.api;
  if (!isRecord(value)) return;
  leftovers.unknownKeys(value, ["baseUrl", "auth", "playground", "request", "paramFields"], ["api"]);
  const { playground, request, auth, paramFields } = value;
  if (isRecord(playground)) {
    const display = { show: "interactive", hide: "none", simple: "simple" }[String(playground.mode)];
    if (display) set(out, ["api", "playground", "display"], display);
    if (typeof playground.disableProxy === "boolean")
      set(out, ["api", "playground", "proxy"], !playground.disableProxy);
    leftovers.unknownKeys(playground, ["mode", "disableProxy"], ["api", "playground"]);
  }
  if (isRecord(request)) {
    leftovers.unknownKeys(request, ["example"], ["api", "request"]);
    if (isRecord(request.example)) {
      if (request.example.languages !== void 0)
        set(out, ["api", "examples", "languages"], request.example.languages);
      leftovers.unknownKeys(request.example, ["languages"], ["api", "request", "example"]);
    }
  }
  if (value.baseUrl !== void 0) set(out, ["api", "mdx", "server"], value.baseUrl);
  if (isRecord(auth)) {
    for (const key of ["method", "name"]) if (auth[key] !== void 0) set(out, ["api", "mdx", "auth", key], auth[key]);
    leftovers.unknownKeys(auth, ["method", "name"], ["api", "auth"]);
  }
  if (isRecord(paramFields)) {
    const expanded = { all: "all", none: "closed" }[String(paramFields.expanded)];
    if (expanded) set(out, ["api", "params", "expanded"], expanded);
    else if (paramFields.expanded !== void 0)
      leftovers.add(
        ["api", "paramFields", "expanded"],
        `\`api.paramFields.expanded\` "${String(paramFields.expanded)}" has no equivalent in v2, which has "all" and "closed"; it was left out.`
      );
    if (paramFields.post !== void 0) set(out, ["api", "params", "post"], paramFields.post);
    leftovers.unknownKeys(paramFields, ["expanded", "post"], ["api", "paramFields"]);
  }
}
function integrations(legacy, out, leftovers) {
  const merged = {};
  if (isRecord(legacy.analytics)) {
    for (const [key, value] of Object.entries(legacy.analytics)) {
      if (INTEGRATIONS.includes(key)) merged[key] = value;
      else leftovers.add(["analytics", key], `\`analytics.${key}\` is not an integration v2 knows; it was left out.`);
    }
  }
  if (isRecord(legacy.integrations)) {
    const { intercom, frontchat } = legacy.integrations;
    if (intercom !== void 0) merged.intercom = { appId: intercom };
    if (frontchat !== void 0) merged.frontchat = { snippetId: frontchat };
    leftovers.unknownKeys(legacy.integrations, ["intercom", "frontchat"], ["integrations"]);
  }
  if (Object.keys(merged).length) out.integrations = merged;
}

// src/upgrade/legacy-navigation.ts
var GROUP_KEYS = ["group", "pages", "icon", "iconType", "version", "public"];
var DIVISION_KEYS = {
  tab: ["name", "url", "version", "isDefaultHidden", "openapi"],
  anchor: ["name", "url", "version", "isDefaultHidden", "openapi", "icon", "iconType", "color"]
};
var VERSION_KEYS = ["name", "url", "default", "locale"];
function readGroups(value, leftovers) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) {
    leftovers.add(["navigation"], "`navigation` is not a list of groups, so no page of it could be carried over.");
    return [];
  }
  return value.flatMap((entry, index) => {
    const group = readGroup(entry, ["navigation", index], leftovers);
    return group ? [group] : [];
  });
}
function readGroup(value, at, leftovers) {
  if (!isRecord(value) || typeof value.group !== "string") {
    leftovers.add(at, `\`${pathText(at)}\` is neither a page path nor a group with a \`group\` name; it was left out.`);
    return void 0;
  }
  leftovers.unknownKeys(value, GROUP_KEYS, at);
  if (!Array.isArray(value.pages) || value.pages.length === 0) {
    leftovers.add(
      at,
      `The group "${value.group}" at \`${pathText(at)}\` has no pages, and a group without pages shows nothing; it was left out.`
    );
    return void 0;
  }
  if (!value.group.trim())
    leftovers.add(
      [...at, "group"],
      `The group at \`${pathText(at)}\` has an empty name, which the legacy layout shows as no title and v2 refuses; give it a name in docs.json.`
    );
  const pages = [];
  value.pages.forEach((page, index) => {
    if (typeof page === "string") pages.push(page);
    else {
      const nested = readGroup(page, [...at, "pages", index], leftovers);
      if (nested) pages.push(nested);
    }
  });
  return {
    path: at,
    group: value.group,
    pages,
    ...typeof value.icon === "string" ? { icon: value.icon } : {},
    ...typeof value.iconType === "string" ? { iconType: value.iconType } : {},
    ...typeof value.version === "string" ? { version: value.version } : {},
    ...typeof value.public === "boolean" ? { public: value.public } : {}
  };
}
function readDivisions(kind, value, leftovers) {
  const key = kind === "tab" ? "tabs" : "anchors";
  if (value === void 0) return [];
  if (!Array.isArray(value)) {
    leftovers.add([key], `\`${key}\` is not a list, so it was left out.`);
    return [];
  }
  return value.flatMap((entry, index) => {
    const at = [key, index];
    if (!isRecord(entry) || typeof entry.name !== "string" || typeof entry.url !== "string" || !entry.name.trim() || !entry.url.trim()) {
      leftovers.add(at, `\`${pathText(at)}\` needs a \`name\` and a \`url\`; it was left out.`);
      return [];
    }
    leftovers.unknownKeys(entry, DIVISION_KEYS[kind], at);
    return [
      {
        kind,
        path: at,
        name: entry.name.trim(),
        url: entry.url.trim(),
        ...typeof entry.version === "string" ? { version: entry.version } : {},
        ...typeof entry.icon === "string" ? { icon: entry.icon } : {},
        ...typeof entry.iconType === "string" ? { iconType: entry.iconType } : {},
        ...entry.color !== void 0 ? { color: entry.color } : {},
        ...entry.isDefaultHidden === true ? { hidden: true } : {},
        ...entry.openapi !== void 0 ? { openapi: entry.openapi } : {}
      }
    ];
  });
}
function readVersions(value, leftovers) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) {
    leftovers.add(["versions"], "`versions` is not a list, so it was left out.");
    return [];
  }
  return value.flatMap((entry, index) => {
    const at = ["versions", index];
    if (typeof entry === "string") return [{ path: at, name: entry }];
    if (!isRecord(entry) || typeof entry.name !== "string") {
      leftovers.add(
        at,
        `\`${pathText(at)}\` is neither a version name nor an object with a \`name\`; it was left out.`
      );
      return [];
    }
    leftovers.unknownKeys(entry, VERSION_KEYS, at);
    return [
      {
        path: at,
        name: entry.name,
        ...typeof entry.url === "string" ? { url: entry.url } : {},
        ...entry.default === true ? { default: true } : {},
        ...typeof entry.locale === "string" ? { locale: entry.locale } : {}
      }
    ];
  });
}

// src/upgrade/navigation-nesting.ts
var LIST = { tab: "tabs", anchor: "anchors" };
function upgradeNavigation(legacy, leftovers) {
  const groups = readGroups(legacy.navigation, leftovers);
  let tabs = readDivisions("tab", legacy.tabs, leftovers);
  let anchors = readDivisions("anchor", legacy.anchors, leftovers);
  let versions = readVersions(legacy.versions, leftovers);
  const global = {};
  if (allLinksOut(tabs)) {
    global.tabs = tabs.map((tab) => ({ ...divisionNode(tab, leftovers), href: tab.url }));
    tabs = [];
  }
  if (allLinksOut(anchors)) {
    global.anchors = anchors.map((anchor) => ({ ...divisionNode(anchor, leftovers), href: anchor.url }));
    anchors = [];
  }
  if (versions.length && versions.every((version) => version.url !== void 0 && isRemote(version.url))) {
    const languages = versions.every((version) => version.locale !== void 0);
    global[languages ? "languages" : "versions"] = versions.map(
      (version) => versionNode(version, languages, { href: version.url })
    );
    versions = [];
  }
  const names = new Set(versions.map((version) => version.name));
  for (const division of [...tabs, ...anchors]) {
    if (division.version !== void 0 && !names.has(division.version)) {
      leftovers.add(
        [...division.path, "version"],
        `The ${division.kind} "${division.name}" belongs to version "${division.version}", which \`versions\` does not list, so it shows in no version; it was left out.`
      );
    }
  }
  const linkedOut = global.anchors ? "anchor" : global.tabs ? "tab" : void 0;
  const context = { leftovers, firstEntry: firstEntries(legacy), linkedOut };
  if (versions.length) reportUnknownVersions(groups, names, leftovers);
  const shown = (division) => division.version === void 0 || names.has(division.version);
  const root = versions.length ? byVersion(versions, groups, tabs.filter(shown), anchors.filter(shown), context) : body(groups, tabs.filter(shown), anchors.filter(shown), context);
  if (!hasPages(groups))
    leftovers.add(
      ["navigation"],
      "The navigation lists no page; v2 needs at least one group with pages. Add them to `navigation` in docs.json."
    );
  return Object.keys(global).length ? { ...root, global } : root;
}
function reportUnknownVersions(groups, names, leftovers) {
  for (const group of groups) {
    if (group.version !== void 0 && !names.has(group.version)) {
      leftovers.add(
        [...group.path, "version"],
        `The group "${group.group}" belongs to version "${group.version}", which \`versions\` does not list, so it shows in no version; it was left out.`
      );
    } else {
      reportUnknownVersions(
        group.pages.filter((page) => typeof page !== "string"),
        names,
        leftovers
      );
    }
  }
}
function allLinksOut(divisions) {
  return divisions.length > 0 && divisions.every((division) => isRemote(division.url) && division.version === void 0);
}
function hasPages(groups) {
  return groups.some((group) => group.pages.some((page) => typeof page === "string" || hasPages([page])));
}
function firstEntries(legacy) {
  const { primaryTab, topAnchor } = legacy;
  return (kind) => {
    if (kind === "tab") {
      const name2 = isRecord(primaryTab) && typeof primaryTab.name === "string" && primaryTab.name.trim() ? primaryTab.name : "Documentation";
      return { tab: name2, ...isRecord(primaryTab) && primaryTab.isDefaultHidden === true ? { hidden: true } : {} };
    }
    const anchor = isRecord(topAnchor) ? topAnchor : {};
    const name = typeof anchor.name === "string" && anchor.name.trim() ? anchor.name : "Documentation";
    return { anchor: name, icon: typeof anchor.icon === "string" ? icon(anchor.icon, anchor.iconType) : "book-open" };
  };
}
function byVersion(versions, groups, tabs, anchors, context) {
  const languages = versions.every((version) => version.locale !== void 0);
  const divisions = [...tabs, ...anchors];
  const nodes = versions.map((version) => {
    if (version.url !== void 0) return versionNode(version, languages, { href: version.url });
    const mine = (division) => division.version === void 0 || division.version === version.name;
    const elsewhere = divisions.filter(
      (division) => !mine(division) && !isRemote(division.url) && !divisions.some((other) => mine(other) && slashed(other.url) === slashed(division.url))
    );
    const own = claim(
      inVersion(groups, version.name),
      (page) => !elsewhere.some((division) => under(page, division.url))
    ).taken;
    return versionNode(version, languages, body(own, tabs.filter(mine), anchors.filter(mine), context));
  });
  return { [languages ? "languages" : "versions"]: nodes };
}
function versionNode(version, language, content) {
  return {
    ...language ? { language: version.locale } : { version: version.name },
    ...version.default ? { default: true } : {},
    ...content
  };
}
function body(groups, tabs, anchors, context) {
  if (tabs.length || anchors.length) {
    const top = topKind(tabs, anchors);
    const nodes = top === "tab" ? sections("tab", tabs, anchors, groups, context) : sections("anchor", anchors, tabs, groups, context);
    if (nodes.length) return { [LIST[top]]: nodes };
  } else if (context.linkedOut && groups.length) {
    return { [LIST[context.linkedOut]]: [{ ...context.firstEntry(context.linkedOut), groups: groups.map(v2Group) }] };
  }
  return { groups: groups.map(v2Group) };
}
function topKind(tabs, anchors) {
  const localTabs = tabs.filter((tab) => !isRemote(tab.url));
  const localAnchors = anchors.filter((anchor) => !isRemote(anchor.url));
  if (!anchors.length || !localAnchors.length) return tabs.length ? "tab" : "anchor";
  if (!tabs.length || !localTabs.length) return "anchor";
  const tabsHeld = localTabs.filter((tab) => localAnchors.some((anchor) => under(tab.url, anchor.url))).length;
  const anchorsHeld = localAnchors.filter((anchor) => localTabs.some((tab) => under(anchor.url, tab.url))).length;
  if (anchorsHeld === localAnchors.length) return "tab";
  if (tabsHeld === localTabs.length) return "anchor";
  return anchorsHeld >= tabsHeld ? "tab" : "anchor";
}
function sections(kind, divisions, others, groups, context) {
  const { leftovers } = context;
  const otherKind = kind === "tab" ? "anchor" : "tab";
  const local = divisions.filter((division) => !isRemote(division.url));
  const placed = /* @__PURE__ */ new Set();
  const nodes = [];
  let pool = groups;
  for (const division of divisions) {
    const node = divisionNode(division, leftovers);
    if (isRemote(division.url)) {
      nodes.push({ ...node, href: division.url });
      continue;
    }
    const finer = local.filter(
      (other) => other !== division && slashed(other.url) !== slashed(division.url) && under(other.url, division.url)
    );
    const { taken, rest } = claim(
      pool,
      (page) => under(page, division.url) && !finer.some((other) => under(page, other.url))
    );
    pool = rest;
    const inside = others.filter((other) => !isRemote(other.url) && closest(local, other.url) === division);
    inside.forEach((other) => placed.add(other));
    const children = inside.length ? sections(otherKind, inside, [], taken, { ...context, firstEntry: (first) => ({ [first]: division.name }) }) : [];
    if (children.length) nodes.push({ ...node, [LIST[otherKind]]: children });
    else if (taken.length) nodes.push({ ...node, groups: taken.map(v2Group) });
    else if (division.openapi !== void 0) nodes.push(node);
    else
      leftovers.add(
        division.path,
        `The ${division.kind} "${division.name}" has no page of the navigation under its url \`${division.url}\`, so it would be empty; it was left out.`
      );
  }
  const outside = others.filter((other) => !placed.has(other));
  if (outside.length) {
    const inner = sections(otherKind, outside, [], pool, context);
    if (inner.length) nodes.unshift({ ...context.firstEntry(kind), [LIST[otherKind]]: inner });
  } else if (pool.length) {
    nodes.unshift({ ...context.firstEntry(kind), groups: pool.map(v2Group) });
  }
  return nodes;
}
function closest(divisions, url) {
  let best;
  for (const division of divisions) {
    if (under(url, division.url) && (!best || slashed(division.url).length > slashed(best.url).length)) best = division;
  }
  return best;
}
function divisionNode(division, leftovers) {
  const node = { [division.kind]: division.name };
  if (division.icon !== void 0) node.icon = icon(division.icon, division.iconType);
  const color = division.color === void 0 ? void 0 : anchorColor(division, leftovers);
  if (color) node.color = { light: color, dark: color };
  if (division.hidden) node.hidden = true;
  if (division.openapi !== void 0)
    node.openapi = isRemote(division.url) ? division.openapi : specIn(division.openapi, division.url);
  return node;
}
function specIn(openapi, url) {
  const directory = url.replace(/^\/+|\/+$/g, "");
  if (typeof openapi === "string") return { source: openapi, directory };
  if (Array.isArray(openapi))
    return openapi.map((source) => typeof source === "string" ? { source, directory } : source);
  return openapi;
}
function anchorColor(division, leftovers) {
  const { color } = division;
  if (typeof color === "string") return color;
  if (isRecord(color) && typeof color.from === "string") {
    if (color.to !== void 0 || color.via !== void 0)
      leftovers.add(
        [...division.path, "color"],
        `The anchor "${division.name}" has a gradient colour; v2 anchors have one colour, so only its \`from\` colour was kept.`
      );
    return color.from;
  }
  leftovers.add(
    [...division.path, "color"],
    `The anchor "${division.name}" has a colour that is neither a hex colour nor a gradient; it was left out.`
  );
  return void 0;
}
function icon(name, style) {
  return typeof style === "string" ? { name, style } : name;
}
function v2Group(group) {
  return {
    group: group.group,
    ...group.icon !== void 0 ? { icon: icon(group.icon, group.iconType) } : {},
    ...group.public !== void 0 ? { public: group.public } : {},
    pages: group.pages.map((page) => typeof page === "string" ? page : v2Group(page))
  };
}
function claim(groups, takes) {
  const taken = [];
  const rest = [];
  for (const group of groups) {
    const takenPages = [];
    const restPages = [];
    for (const page of group.pages) {
      if (typeof page === "string") (takes(page) ? takenPages : restPages).push(page);
      else {
        const part = claim([page], takes);
        takenPages.push(...part.taken);
        restPages.push(...part.rest);
      }
    }
    if (takenPages.length) taken.push({ ...group, pages: takenPages });
    if (restPages.length) rest.push({ ...group, pages: restPages });
  }
  return { taken, rest };
}
function inVersion(groups, version) {
  return groups.flatMap((group) => {
    if (group.version !== void 0 && group.version !== version) return [];
    const pages = group.pages.flatMap(
      (page) => typeof page === "string" ? [page] : inVersion([page], version)
    );
    return pages.length ? [{ ...group, pages }] : [];
  });
}
function isRemote(url) {
  return /^https?:\/\//i.test(url);
}
function slashed(path9) {
  const bare = path9.replace(/^\/+|\/+$/g, "");
  return bare ? `/${bare}/` : "/";
}
function under(path9, url) {
  return slashed(path9).startsWith(slashed(url));
}

// src/upgrade/upgrade-config.ts
var V2_SCHEMA_URL = "https://mintlify.com/docs.json";
var NAVIGATION_KEYS = ["navigation", "tabs", "anchors", "versions", "topAnchor", "primaryTab"];
var KEY_ORDER = [
  "$schema",
  "theme",
  "name",
  "description",
  "colors",
  "logo",
  "favicon",
  "appearance",
  "background",
  "styling",
  "fonts",
  "navigation",
  "navbar",
  "footer",
  "search",
  "seo",
  "api",
  "integrations",
  "redirects"
];
function upgradeConfig(legacy) {
  if (!isRecord(legacy)) throw new TypeError("upgradeConfig needs the legacy config as a JSON object");
  const leftovers = new Leftovers();
  const parts = {
    $schema: V2_SCHEMA_URL,
    ...upgradeFields(legacy, leftovers),
    navigation: upgradeNavigation(legacy, leftovers)
  };
  const known = [...FIELD_KEYS, ...NAVIGATION_KEYS];
  for (const key of Object.keys(legacy)) {
    if (!known.includes(key))
      leftovers.add([key], `\`${key}\` is not a key of the legacy layout and has no place in v2; it was left out.`);
  }
  const config = {};
  for (const key of KEY_ORDER) if (key in parts) config[key] = parts[key];
  for (const key of Object.keys(parts)) if (!(key in config)) config[key] = parts[key];
  return { config, notCarried: leftovers.items };
}

// src/upgrade/upgrade-command.ts
function runUpgrade(root, options) {
  const found = findLegacyConfig(root);
  if ("problem" in found) return { status: 2, stdout: "", stderr: `docsgate: ${found.problem}
` };
  const { source } = found;
  const { config, notCarried } = upgradeConfig(source.value);
  const text = `${JSON.stringify(config, null, 2)}
`;
  const lines2 = notCarried.map(({ path: at, message }) => ({ ...source.rangeOf(at, "key"), message })).sort((a, b) => a.line - b.line || a.column - b.column).map(({ line, column, message }) => `${source.file}:${line}:${column}: ${message}
`);
  const summary = lines2.length ? `docsgate: ${lines2.length === 1 ? "1 item" : `${lines2.length} items`} of ${source.file} could not be carried over to the v2 docs.json (listed above).
` : "";
  const notes = lines2.join("") + summary;
  const target = path6.join(root, "docs.json");
  const replacing = source.file === "docs.json";
  if (!options.write) {
    const shadowed = !replacing && exists(target) ? `docsgate: ${target} already exists in the v2 layout, and Mintlify reads it, not mint.json.
` : "";
    return { status: 0, stdout: text, stderr: notes + shadowed };
  }
  if (!replacing && exists(target)) {
    return {
      status: 2,
      stdout: "",
      stderr: `${notes}docsgate: ${target} already exists in the v2 layout; upgrade never overwrites it. Run \`docsgate upgrade\` without --write to see the upgraded ${source.file}, and merge by hand what docs.json lacks.
`
    };
  }
  writeFileSync3(target, text);
  const done = replacing ? `Replaced ${target}, which was in the legacy layout (Mintlify refuses a legacy docs.json), with the v2 layout.
` : `Wrote ${target} in the v2 layout. Mintlify reads docs.json before mint.json; delete mint.json once docs.json is committed.
`;
  return { status: 0, stdout: done, stderr: notes };
}
function findLegacyConfig(root) {
  const docs = read(root, "docs.json");
  if (docs && "problem" in docs) return docs;
  if (docs && detectLayout(docs.source.value) === "legacy") return docs;
  const mint = read(root, "mint.json");
  if (mint) return mint;
  return {
    problem: docs ? `${path6.join(root, "docs.json")} is already in the v2 layout, and there is no mint.json: nothing to upgrade.` : `No docs.json or mint.json in ${root}: nothing to upgrade.`
  };
}
function read(root, name) {
  const file = path6.join(root, name);
  if (!exists(file)) return void 0;
  let text;
  try {
    text = readFileSync3(file, "utf8");
  } catch (error) {
    return { problem: `Cannot read ${file}: ${error.message}` };
  }
  const source = new JsonSource(name, text);
  if (source.syntaxError) {
    const { line, column } = source.lines.position(source.syntaxError.offset);
    return { problem: `${file}:${line}:${column}: ${source.syntaxError.message}` };
  }
  const [cut] = source.tooDeep;
  if (cut) {
    const { line, column } = source.lines.position(cut.offset);
    return {
      problem: `${file}:${line}:${column}: this value is nested more than ${MAX_JSON_DEPTH} levels deep, past what docsgate reads, so the upgrade would lose it. Flatten it or remove it, then upgrade.`
    };
  }
  if (source.value === null || typeof source.value !== "object" || Array.isArray(source.value))
    return { problem: `${file} does not hold a JSON object, so there is nothing to upgrade.` };
  return { source };
}
function exists(file) {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

// src/project/path-selection.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { statSync as statSync2 } from "node:fs";
import path7 from "node:path";
var CONFIG_NAMES = ["docs.json", "mint.json"];
function selectPaths(paths, cwd) {
  if (paths.length === 0) return { root: cwd };
  const only = paths.length === 1 ? path7.resolve(cwd, paths[0]) : void 0;
  if (only !== void 0 && isFolder(only) && (holdsConfig(only) || projectRootAt(only) === void 0))
    return { root: only };
  const matchers = [];
  const outside = [];
  const roots = /* @__PURE__ */ new Map();
  for (const given of paths) {
    const absolute = path7.resolve(cwd, given);
    const kind = kindOf(absolute);
    const glob = kind === void 0 ? import_picomatch.default.scan(given) : void 0;
    let start;
    if (kind === "folder") {
      start = absolute;
      matchers.push((file) => file.startsWith(absolute + path7.sep));
    } else if (kind === "file") {
      start = path7.dirname(absolute);
      matchers.push((file) => file === absolute);
    } else if (glob?.isGlob) {
      start = path7.resolve(cwd, glob.base || ".");
      const matches = (0, import_picomatch.default)(toPosix(path7.relative(cwd, absolute)), { dot: true });
      matchers.push((file) => matches(toPosix(path7.relative(cwd, file))));
    } else {
      return { problem: `\`${given}\` does not exist.` };
    }
    const root2 = projectRootAt(start);
    if (root2 === void 0) {
      matchers.pop();
      outside.push(given);
    } else roots.set(root2, given);
  }
  if (roots.size > 1) {
    const [first, second] = [...roots.values()];
    return {
      problem: `\`${first}\` and \`${second}\` belong to different docs projects; check one project at a time.`
    };
  }
  const root = [...roots.keys()][0];
  if (root === void 0) return { outside };
  return {
    root,
    ...outside.length ? { outside } : {},
    reports: (file) => {
      const absolute = path7.join(root, ...file.split("/"));
      return matchers.some((matches) => matches(absolute));
    }
  };
}
function projectRootAt(folder) {
  for (let at = folder; ; at = path7.dirname(at)) {
    if (holdsConfig(at)) return at;
    if (path7.dirname(at) === at) return void 0;
  }
}
function holdsConfig(folder) {
  return CONFIG_NAMES.some((name) => kindOf(path7.join(folder, name)) === "file");
}
function kindOf(file) {
  try {
    const stats = statSync2(file);
    return stats.isDirectory() ? "folder" : stats.isFile() ? "file" : void 0;
  } catch {
    return void 0;
  }
}
function isFolder(file) {
  return kindOf(file) === "folder";
}
function toPosix(file) {
  return file.split(path7.sep).join("/");
}

// src/cli-help.ts
var HELP = `Usage: docsgate <command> [options]

Commands:
  check [PATH...] Check docs.json (or mint.json), the navigation and every page
                  of the docs project in the current folder, or in folder PATH.
                  Given files, folders or globs inside a project, report only
                  their problems, with the whole project as context (links into
                  other pages still resolve). With --links, also build the site
                  in a temporary folder and check its links.
  build [root]    Check the docs project as \`check\` does, then build its static
                  site into the output folder (--out) and check its links.
                  Exit status as \`check\`.
  serve [dir]     Serve a built site from folder dir (default: _site) on
                  http://127.0.0.1 until stopped.
  upgrade [root]  Print the v2 docs.json for the legacy config in folder root
                  (mint.json, or a docs.json in the legacy layout), and list on
                  stderr what it could not carry over. With --write, write it
                  as root/docs.json: a legacy docs.json is replaced, a v2
                  docs.json is never overwritten.
  rules           List every rule with its default severity, and whether --fix
                  can fix it.
  rules export --editor <name> [root]
                  Write the AI writing assistant's rules file for an editor
                  (${EDITORS.map((editor) => editor.name).join(", ")} or ${ALL_EDITORS}) from the rules docsgate applies
                  to the docs in folder root (default: the current folder).
  help [command]  Show this help, or one command's.

Options:
  --format <console|json|sarif|junit|compact|github>
                                   Report format (default: console). sarif
                                   (for GitHub code scanning), junit (for
                                   test result views), compact (one line per
                                   problem: file:line:col: severity message
                                   [rule]) and github (workflow commands that
                                   annotate the files) are for check and build;
                                   sarif and github name files relative to
                                   GITHUB_WORKSPACE when set, else the current
                                   folder.
  --output-file <file>             Write the report to this file instead of
                                   stdout. check and build.
  --color, --no-color              Colour the console report, or not (default:
                                   colour on a terminal unless NO_COLOR is set).
                                   check and build.
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
  --changed-since <ref>            Report only the files that differ from the git
                                   ref (a branch, tag or commit), and untracked
                                   ones. check only.
  --fetch-remote                   Let the check and the build reach the network:
                                   fetch and lint the OpenAPI files docs.json names
                                   by URL (default: a notice, not fetched), and show
                                   the GitHub button's star count. check and build.
  --allow-private-addresses        Let --fetch-remote and --external reach
                                   loopback, link-local and private addresses
                                   (localhost, 127.0.0.1, 169.254.169.254, 10.x,
                                   192.168.x ...), which they refuse by default.
                                   check and build.
  --links                          Build the site in a temporary folder and crawl
                                   it: every link, image and #fragment of every
                                   page, each broken one reported where it is
                                   written. check only (build crawls by default).
  --no-links                       Build without the crawl. build only.
  --no-cache                       Lint every page afresh. Without it, check keeps
                                   each page's results in <root>/.docsgate/cache
                                   and lints only the pages that changed since.
                                   check only.
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
  --write                          Write the upgraded docs.json. upgrade only.
  -h, --help                       Show this help.
  -v, --version                    Show the version.

The console report lists errors with their code frames and warnings one line
each, then counts problems by rule and ends with the verdict.

Exit status: 0 nothing failing, 1 failing problems found (or, for rules export
--check, a missing or stale rules file), 2 usage or internal error, or a site
that could not be written or crawled, after the report (or, for upgrade, no
legacy config, an unreadable one, or a v2 docs.json in the way).
`;
var COMMAND_OPTIONS = {
  check: [
    "format",
    "output-file",
    "color",
    "config",
    "fail-on",
    "baseline",
    "max-warnings",
    "quiet",
    "verbose",
    "fix",
    "changed-since",
    "fetch-remote",
    "allow-private-addresses",
    "links",
    "no-cache",
    "external",
    "link-cache",
    "base-path"
  ],
  build: [
    "format",
    "output-file",
    "color",
    "config",
    "fail-on",
    "baseline",
    "max-warnings",
    "quiet",
    "verbose",
    "fetch-remote",
    "allow-private-addresses",
    "no-links",
    "external",
    "link-cache",
    "out",
    "base-path",
    "site-url"
  ],
  serve: ["base-path", "port"],
  upgrade: ["write"],
  rules: ["format", "editor", "check", "config"]
};
var HELP_COMMANDS = Object.keys(COMMAND_OPTIONS);
function commandHelp(command) {
  const names = COMMAND_OPTIONS[command];
  if (!names) return void 0;
  const [, commands = "", options = ""] = /Commands:\n([\s\S]*?)\n\nOptions:\n([\s\S]*?)\n\n/.exec(HELP) ?? [];
  const described = blocks(commands, /^ {2}(\S+)/).filter(([name]) => name === command);
  const byOption = new Map(blocks(options, /^ {2}(?:-[a-z], )?--([a-z-]+)/));
  const listed = [...names, "help"].map((name) => {
    const block = byOption.get(name);
    if (block === void 0) throw new Error(`HELP lists no option --${name}`);
    return block;
  });
  const usage = command === "check" ? "check [PATH...]" : described[0]?.[1].trim().split(/\s{2,}/)[0] ?? command;
  return `Usage: docsgate ${usage} [options]

${described.map(([, block]) => block).join("\n")}

Options:
${listed.join("\n")}
`;
}
function blocks(text, start) {
  const found = [];
  for (const line of text.split("\n")) {
    const opened = start.exec(line);
    if (opened) found.push([opened[1], line]);
    else if (found.length > 0) found[found.length - 1][1] += `
${line}`;
  }
  return found;
}

// src/cli.ts
var FORMATS = ["console", "json", "sarif", "junit", "compact", "github"];
var UsageError = class extends Error {
};
async function main(argv) {
  const { values, positionals } = parseCommandLine(argv);
  const [command, ...rest] = positionals;
  if (values.help) return print(command !== void 0 && commandHelp(command) || HELP);
  if (values.version) return print(`${TOOL.version}
`);
  if (command === "help") {
    if (rest.length > 1) throw new UsageError(`\`help\` takes one command; got ${rest.join(" ")}.`);
    if (rest[0] === void 0) return print(HELP);
    const help = commandHelp(rest[0]);
    if (!help) throw new UsageError(`No command \`${rest[0]}\`; the commands are ${HELP_COMMANDS.join(", ")}.`);
    return print(help);
  }
  const format = parseFormat(values.format);
  try {
    process.cwd();
  } catch (error) {
    throw new UsageError(
      `The current folder no longer exists (${error.message}): run docsgate from a folder that does.`
    );
  }
  const siteOptions = ["out", "site-url", "base-path", "port", "links", "no-links", "external", "link-cache", "no-cache"].filter((name) => values[name] !== void 0);
  const allowed = command === "build" ? ["out", "site-url", "base-path", "no-links", "external", "link-cache"] : command === "serve" ? ["base-path", "port"] : command === "check" && values.links ? ["links", "base-path", "site-url", "external", "link-cache"] : command === "check" ? ["links", "no-cache"] : [];
  const misplaced = siteOptions.filter((name) => !allowed.includes(name));
  if (misplaced.length && ["check", "build", "serve", "rules"].includes(command ?? "")) {
    throw new UsageError(
      `${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`${command}\`; see --help.`
    );
  }
  const gateOptions = ["max-warnings", "quiet", "verbose", "output-file", "color", "no-color", "changed-since"].filter((name) => values[name] !== void 0);
  if (gateOptions.length && command !== "check" && command !== "build") {
    throw new UsageError(
      `${gateOptions.map((name) => `--${name}`).join(", ")} ${gateOptions.length === 1 ? "applies" : "apply"} to \`check\` and \`build\` only.`
    );
  }
  if (values.write && command !== "upgrade") throw new UsageError("--write applies to `upgrade` only.");
  if (command === "upgrade") return upgrade(rest, values);
  if (command === "serve") return serve(rest, values);
  if (command === "rules" && rest[0] === "export") return exportRules(rest.slice(1), values);
  if (values.editor !== void 0 || values.check)
    throw new UsageError("--editor and --check apply to `rules export` only.");
  if (command === "rules") {
    if (rest.length) throw new UsageError(`\`rules\` takes no arguments, or \`export\`; got ${rest.join(" ")}.`);
    if (values.config !== void 0 || values["fail-on"] !== void 0 || values.baseline !== void 0 || values.fix)
      throw new UsageError(
        "--config, --fail-on, --baseline and --fix apply to `check` (and all but --fix to `build`) only."
      );
    if (values["fetch-remote"] || values["allow-private-addresses"])
      throw new UsageError("--fetch-remote and --allow-private-addresses apply to `check` and `build` only.");
    if (format !== "console" && format !== "json")
      throw new UsageError(`\`rules\` prints as console or json; ${format} is for \`check\` and \`build\`.`);
    return print(format === "json" ? `${JSON.stringify(ruleList(), null, 2)}
` : formatRules(ruleList()));
  }
  if (command !== "check" && command !== "build") {
    throw new UsageError(command === void 0 ? "No command given." : `Unknown command \`${command}\`.`);
  }
  if (command === "build" && rest.length > 1)
    throw new UsageError(`\`build\` takes one folder; got ${rest.join(" ")}.`);
  const failOn = parseFailOn(values["fail-on"] ?? "error");
  if (!failOn)
    throw new UsageError(`--fail-on must be one of ${FAIL_ON_VALUES.join(", ")}; got \`${values["fail-on"]}\`.`);
  const maxWarnings = values["max-warnings"] === void 0 ? void 0 : parseMaxWarnings(values["max-warnings"]);
  if (values["max-warnings"] !== void 0 && maxWarnings === void 0)
    throw new UsageError(`--max-warnings must be a whole number of 0 or more; got \`${values["max-warnings"]}\`.`);
  if (values.quiet && values.verbose)
    throw new UsageError("--quiet lists errors only and --verbose every problem: give one of them.");
  if ((values.quiet || values.verbose) && format !== "console")
    throw new UsageError(`--quiet and --verbose shape the console report; --format ${format} holds every problem.`);
  const gate = failGate({ failOn, ...maxWarnings === void 0 ? {} : { maxWarnings } }, values.baseline);
  if (values.color && values["no-color"]) throw new UsageError("--color and --no-color: give one of them.");
  if ((values.color || values["no-color"]) && format !== "console")
    throw new UsageError(`--color and --no-color shape the console report; --format ${format} has no colour.`);
  if (values["output-file"] === "") throw new UsageError("--output-file needs a file name.");
  const report = {
    command,
    format,
    detail: values.quiet ? "quiet" : values.verbose ? "verbose" : "normal",
    ...values["output-file"] === void 0 ? {} : { outputFile: values["output-file"] },
    ...values.color ? { color: true } : values["no-color"] ? { color: false } : {}
  };
  if (command === "build" && rest[0] !== void 0 && !isDirectory(rest[0]))
    throw new UsageError(`The docs folder \`${rest[0]}\` does not exist or is not a folder.`);
  if (values["no-links"] && (values.external || values["link-cache"] !== void 0))
    throw new UsageError("--external and --link-cache check links; they do not go with --no-links.");
  if (values["link-cache"] !== void 0 && !values.external)
    throw new UsageError("--link-cache holds the results of --external; give both.");
  if (values["allow-private-addresses"] && !values["fetch-remote"] && !values.external)
    throw new UsageError(
      "--allow-private-addresses lets --fetch-remote and --external reach private addresses: give it with one of them."
    );
  if (command === "build") {
    if (values.fix) throw new UsageError("--fix applies to `check` only.");
    if (values["changed-since"] !== void 0) throw new UsageError("--changed-since applies to `check` only.");
    return build(rest[0] ?? ".", values, report, gate);
  }
  const selection = await checkSelection(rest, values["changed-since"]);
  if ("nothing" in selection) {
    process.stderr.write("docsgate: none of the paths is inside a docs project; nothing to check.\n");
    return 0;
  }
  const root = selection.label;
  if (values.links) {
    if (selection.reports)
      throw new UsageError(
        "--links checks the whole site: give it the project's folder, without files or --changed-since."
      );
    if (values.fix)
      throw new UsageError("--fix does not go with --links: fix the sources first, then check the built site.");
    return checkLinks(root, values, report, gate);
  }
  const progress = startProgress(root);
  let result;
  try {
    const remote = remoteOptions(values);
    const cache = pageCacheOf(root, values);
    const selected = (checked) => selectedOnly(checked, selection.reports);
    result = selected(check({ root, settingsPath: values.config, onProgress: progress?.files, ...remote, ...cache }));
    if (values.fix)
      result = fixAll(result, () => selected(check({ root, settingsPath: values.config, ...remote, ...cache })));
  } finally {
    progress?.done();
  }
  if (process.env.DOCSGATE_CHECK_TIMINGS === "1" && result.timings) {
    process.stderr.write(
      `docsgate: check steps (ms): ${Object.entries(result.timings).map(([step, ms]) => `${step} ${ms}`).join(", ")}
`
    );
  }
  return finish(result, report, gate);
}
async function checkSelection(paths, changedSince) {
  const cwd = process.cwd();
  const selection = selectPaths(paths, cwd);
  if ("problem" in selection) throw new UsageError(selection.problem);
  for (const given of selection.outside ?? [])
    process.stderr.write(
      `docsgate: \`${given}\` is not inside a docs project (no docs.json or mint.json in its folder or above): not checked.
`
    );
  if (!("root" in selection)) return { nothing: true };
  const label = paths.length === 1 && !selection.reports ? paths[0] : path8.relative(cwd, selection.root) || ".";
  if (changedSince === void 0) return { label, ...selection.reports ? { reports: selection.reports } : {} };
  const changed = await changedFiles(selection.root, changedSince);
  const inPaths = selection.reports;
  return { label, reports: (file) => changed.has(file) && (inPaths === void 0 || inPaths(file)) };
}
async function changedFiles(root, ref) {
  if (ref.startsWith("-")) throw new UsageError(`--changed-since takes a git ref such as main; got \`${ref}\`.`);
  const { gitOutput, GitFailure } = await import("./git-command-QXFZIOIC.js");
  try {
    const [changed, untracked] = await Promise.all([
      gitOutput(root, ["diff", "--name-only", "--relative", "--no-renames", "-z", ref, "--"]),
      gitOutput(root, ["ls-files", "--others", "--exclude-standard", "-z"])
    ]);
    return new Set([...changed.split("\0"), ...untracked.split("\0")].filter(Boolean));
  } catch (error) {
    if (error instanceof GitFailure)
      throw new UsageError(
        `--changed-since ${ref}: ${error.message}. Give a branch, tag or commit of this repository.`
      );
    throw error;
  }
}
function selectedOnly(result, reports) {
  return reports ? { ...result, diagnostics: result.diagnostics.filter((d) => reports(d.file)) } : result;
}
function remoteOptions(values) {
  return {
    fetchRemote: Boolean(values["fetch-remote"]),
    ...values["allow-private-addresses"] ? { allowPrivateAddresses: true } : {}
  };
}
function pageCacheOf(root, values) {
  if (values["no-cache"] || process.env.DOCSGATE_NO_CACHE === "1") return {};
  const opened = cliCacheFolder(root, process.env);
  if ("refused" in opened) {
    process.stderr.write(`${opened.refused}
`);
    return {};
  }
  return { cache: opened.folder };
}
async function externalLinkCache(file) {
  if (file === void 0) return {};
  const cacheFile = path8.resolve(file);
  const { linkCacheProblem } = await import("./link-cache-file-SVWH4ECP.js");
  const problem = await linkCacheProblem(cacheFile);
  if (problem === void 0) return { cacheFile };
  process.stderr.write(`docsgate: ${problem}
`);
  return {};
}
function failGate(gate, baselineFile) {
  if (baselineFile !== void 0 && !gate.failOn.startsWith("new-"))
    throw new UsageError("--baseline tells which problems are new: give it with --fail-on new-error or new-warning.");
  const baseline = baselineFile === void 0 ? void 0 : baselineFromReport(baselineFile);
  if (baseline && "problem" in baseline) throw new UsageError(baseline.problem);
  if (!baseline && gate.failOn.startsWith("new-"))
    process.stderr.write(
      `docsgate: --fail-on ${gate.failOn} without --baseline: every problem counts as new. Give --baseline with the base branch's JSON report to count only the problems it lacks.
`
    );
  return (result) => {
    if (!baseline) return { verdict: judge(result.diagnostics, gate), notes: [] };
    const { isNew } = compareWithBaseline(
      { diagnostics: result.diagnostics, fingerprints: fingerprintDiagnostics(result.root, result.diagnostics) },
      baseline
    );
    const fresh = isNew.filter(Boolean).length;
    const verdict = judge(
      result.diagnostics.map((d, index) => ({ severity: d.severity, isNew: isNew[index] })),
      gate
    );
    const total = result.diagnostics.length;
    return {
      verdict,
      notes: [
        `${fresh} of ${plural(total, "problem")} ${fresh === 1 ? "is" : "are"} new against the baseline (${baselineFile}).`
      ]
    };
  };
}
function finish(result, report, gate, done = []) {
  const { verdict, notes: gateNotes } = gate(result);
  const notes = report.format === "console" ? [...done, ...gateNotes] : gateNotes;
  if (report.format !== "console") for (const line of done) process.stderr.write(`${line}
`);
  const fixable = result.diagnostics.filter((d) => d.fix !== void 0).length;
  if (fixable > 0)
    notes.push(
      `${plural(fixable, "problem")} can be fixed with ${report.command === "build" ? "`docsgate check --fix`" : "--fix"}.`
    );
  const status = verdict.failed ? 1 : 0;
  const pieces = (toFile) => reportPieces(result, report, { verdict, notes }, toFile);
  if (report.outputFile === void 0) {
    for (const piece of pieces(false)) process.stdout.write(piece);
    return status;
  }
  const problem = writeReportFile(report.outputFile, pieces(true));
  if (problem === void 0) return status;
  for (const piece of pieces(false)) process.stdout.write(piece);
  process.stderr.write(`docsgate: ${problem}; the report is on standard output instead.
`);
  return 2;
}
function* reportPieces(result, report, { verdict, notes }, toFile) {
  const { format } = report;
  if (format === "json") yield* jsonReportPieces(result);
  else if (format === "sarif") yield formatSarif(result, { repositoryRoot: repositoryRoot() });
  else if (format === "github") yield formatGithubCommands(result, repositoryRoot());
  else if (format === "junit") yield formatJunit(result);
  else if (format === "compact") yield formatCompact(result, process.cwd());
  else
    yield formatConsole(result, {
      color: report.color ?? (!toFile && shouldColor(Boolean(process.stdout.isTTY), process.env)),
      cwd: process.cwd(),
      verdict,
      notes,
      detail: report.detail
    });
}
function repositoryRoot() {
  return process.env.GITHUB_WORKSPACE || process.cwd();
}
async function build(root, values, report, gate) {
  const out = checkOutDir(values.out ?? "_site", root);
  if (!out.ok) throw new UsageError(out.problem);
  const checked = await checkAndBuild(root, values, out.outDir, !values["no-links"]);
  if ("failure" in checked) return reportDespite(checked.failure, checked.result, report, gate);
  const { result, built, links, linkSummary } = checked;
  const totals = countDiagnostics(result.diagnostics);
  const shown = path8.relative(process.cwd(), out.outDir);
  const line = built.pages === 0 ? `Nothing to build: no page in ${root}, so no site was written.` : `Built ${plural(built.pages, "page")} into ${shown === ".." || shown.startsWith(`..${path8.sep}`) ? out.outDir : shown || "."}${path8.sep} (${plural(totals.warnings, "warning")})`;
  if (process.env.DOCSGATE_BUILD_TIMINGS === "1") {
    process.stderr.write(
      `docsgate: build steps (ms): ${Object.entries(built.timings).map(([step, ms]) => `${step} ${ms}`).join(", ")}
`
    );
    if (links)
      process.stderr.write(
        `docsgate: link check steps (ms): ${Object.entries(links.timings).map(([step, ms]) => `${step} ${ms}`).join(", ")}
`
      );
  }
  return finish(result, report, gate, [line, ...links ? linksLines(links, linkSummary) : []]);
}
async function checkLinks(root, values, report, gate) {
  const checked = await checkAndBuild(root, values, void 0, true);
  if ("failure" in checked) return reportDespite(checked.failure, checked.result, report, gate);
  return finish(checked.result, report, gate, checked.links ? linksLines(checked.links, checked.linkSummary) : []);
}
function reportDespite(failure, result, report, gate) {
  finish(result, report, gate);
  process.stderr.write(`docsgate: ${failure}
`);
  return 2;
}
async function checkAndBuild(root, values, outDir, crawl) {
  const basePath = normalizeBasePath(values["base-path"] ?? "");
  if (basePath === void 0)
    throw new UsageError(`--base-path must be a URL path such as /docs; got \`${values["base-path"]}\`.`);
  const siteUrl = values["site-url"] === void 0 ? void 0 : normalizeSiteUrl(values["site-url"], basePath);
  if (values["site-url"] !== void 0 && !siteUrl)
    throw new UsageError(
      `--site-url must be an http(s) address such as https://docs.acme.dev; got \`${values["site-url"]}\`.`
    );
  const remote = remoteOptions(values);
  if (projectMayDrawComponents(root)) await loadComponentSandbox();
  const progress = startProgress(root);
  let result;
  try {
    result = check({
      root,
      settingsPath: values.config,
      onProgress: progress?.files,
      ...remote,
      render: { basePath }
    });
  } finally {
    progress?.done();
  }
  const external = values.external ? {
    ...await externalLinkCache(values["link-cache"]),
    ...values["allow-private-addresses"] ? { allowPrivateAddresses: true } : {}
  } : void 0;
  const [{ buildAndCheckSite }, { repositoryFacts }, { SiteWriteError }, { LinkCheckError }, { linkSummary }] = await Promise.all([
    import("./site-check-FPWMJAU5.js"),
    import("./repository-facts-556M5BZF.js"),
    import("./site-writer-3FISF7MQ.js"),
    import("./linkinator-check-BECCQ35C.js"),
    import("./check-site-links-A5PZKN3C.js")
  ]);
  try {
    const built = await buildAndCheckSite({
      result,
      ...outDir === void 0 ? {} : { outDir },
      basePath,
      ...siteUrl ? { siteUrl } : {},
      ...result.site ? { repositoryFacts: await repositoryFacts(result.site.project, remote.fetchRemote) } : {},
      links: crawl,
      ...external ? { external } : {}
    });
    return { ...built, linkSummary };
  } catch (error) {
    if (error instanceof SiteWriteError || error instanceof LinkCheckError) return { result, failure: error.message };
    return {
      result,
      failure: `internal error while building the site: ${error instanceof Error ? error.message : String(error)}`
    };
  }
}
function linksLines(links, linkSummary) {
  return [...links.notes.map((note) => `docsgate: ${note}`), linkSummary(links)];
}
async function serve(rest, values) {
  const misplaced = [
    "format",
    "config",
    "fail-on",
    "baseline",
    "fix",
    "fetch-remote",
    "allow-private-addresses",
    "editor",
    "check"
  ].filter((name) => values[name] !== void 0);
  if (misplaced.length)
    throw new UsageError(
      `${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`serve\`.`
    );
  if (rest.length > 1) throw new UsageError(`\`serve\` takes one folder; got ${rest.join(" ")}.`);
  const dir = rest[0] ?? "_site";
  if (!isDirectory(dir))
    throw new UsageError(
      `The site folder \`${dir}\` does not exist or is not a folder; build it with \`docsgate build --out ${dir}\`.`
    );
  const basePath = normalizeBasePath(values["base-path"] ?? "");
  if (basePath === void 0)
    throw new UsageError(`--base-path must be a URL path such as /docs; got \`${values["base-path"]}\`.`);
  const port = Number(values.port ?? "3000");
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !/^\d+$/.test(values.port ?? "3000"))
    throw new UsageError(`--port must be a number from 0 to 65535; got \`${values.port}\`.`);
  const { serveSite } = await import("./serve-6ED4N272.js");
  let url;
  try {
    ({ url } = await serveSite(dir, { basePath, port }));
  } catch (error) {
    const code2 = error.code;
    throw new UsageError(
      code2 === "EADDRINUSE" ? `Port ${port} is in use; choose another with --port.` : `Could not listen on port ${port}: ${error.message}`
    );
  }
  return print(`Serving ${dir} at ${url} (Ctrl+C stops)
`);
}
function upgrade(rest, values) {
  const misplaced = [
    "format",
    "config",
    "fail-on",
    "baseline",
    "fix",
    "fetch-remote",
    "allow-private-addresses",
    "editor",
    "check",
    "out",
    "site-url",
    "base-path",
    "port",
    "links",
    "no-links",
    "external",
    "link-cache"
  ].filter((name) => values[name] !== void 0);
  if (misplaced.length)
    throw new UsageError(
      `${misplaced.map((name) => `--${name}`).join(", ")} ${misplaced.length === 1 ? "does" : "do"} not apply to \`upgrade\`.`
    );
  if (rest.length > 1) throw new UsageError(`\`upgrade\` takes one folder; got ${rest.join(" ")}.`);
  const root = rest[0] ?? ".";
  if (!isDirectory(root)) throw new UsageError(`The docs folder \`${root}\` does not exist or is not a folder.`);
  const run = runUpgrade(root, { write: Boolean(values.write) });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  return run.status;
}
function exportRules(rest, values) {
  if (values.format !== void 0 || values["fail-on"] !== void 0 || values.baseline !== void 0 || values.fix)
    throw new UsageError("--format, --fail-on, --baseline and --fix do not apply to `rules export`.");
  if (values["fetch-remote"] || values["allow-private-addresses"])
    throw new UsageError("--fetch-remote and --allow-private-addresses do not apply to `rules export`.");
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
  process.stderr.write(
    `docsgate: applied ${applied} fix${applied === 1 ? "" : "es"} in ${files.size} file${files.size === 1 ? "" : "s"}.
`
  );
  return result;
}
var OPTIONS = {
  format: { type: "string" },
  "output-file": { type: "string" },
  color: { type: "boolean" },
  "no-color": { type: "boolean" },
  config: { type: "string" },
  "fail-on": { type: "string" },
  baseline: { type: "string" },
  "max-warnings": { type: "string" },
  quiet: { type: "boolean" },
  verbose: { type: "boolean" },
  fix: { type: "boolean" },
  "changed-since": { type: "string" },
  "fetch-remote": { type: "boolean" },
  "allow-private-addresses": { type: "boolean" },
  out: { type: "string" },
  "base-path": { type: "string" },
  "site-url": { type: "string" },
  links: { type: "boolean" },
  "no-links": { type: "boolean" },
  "no-cache": { type: "boolean" },
  external: { type: "boolean" },
  "link-cache": { type: "string" },
  port: { type: "string" },
  editor: { type: "string" },
  check: { type: "boolean" },
  write: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" }
};
function parseCommandLine(argv) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    const { code: code2, message } = error;
    const unknown = code2 === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /^Unknown option '([^']+)'/.exec(message)?.[1] : void 0;
    if (unknown !== void 0) {
      const near = nearestName(unknown.replace(/^-+/, "").split("=")[0], Object.keys(OPTIONS));
      throw new UsageError(`Unknown option ${unknown}${near ? `; did you mean --${near}?` : "."}`);
    }
    throw new UsageError(message);
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
  const idWidth = Math.max(...rules.map((rule2) => rule2.id.length));
  return rules.map(
    (rule2) => `${rule2.id.padEnd(idWidth)}  ${rule2.defaultSeverity.padEnd("warning".length)}  ${(rule2.fixable ? "fixable" : "").padEnd("fixable".length)}  ${rule2.description}
`
  ).join("");
}
function isDirectory(folder) {
  try {
    return statSync3(folder).isDirectory();
  } catch {
    return false;
  }
}
function startProgress(root) {
  const ci = process.env.CI;
  if (!process.stderr.isTTY || ci !== void 0 && ci !== "" && ci !== "false" && ci !== "0") return void 0;
  const label = `Checking docs.json and navigation in ${path8.relative(process.cwd(), path8.resolve(root)) || "."}…`;
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
var stdoutFailed = false;
process.stdout.on("error", (error) => {
  if (stdoutFailed || error.code === "EPIPE") return;
  stdoutFailed = true;
  process.stderr.write(`docsgate: Could not write the report to standard output: ${error.message}
`);
  process.exitCode = 2;
});
main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = stdoutFailed ? 2 : status;
  },
  (error) => {
    if (error instanceof UsageError) {
      process.stderr.write(`docsgate: ${error.message}
Run \`docsgate --help\` for usage.
`);
    } else {
      process.stderr.write(`docsgate: internal error: ${error instanceof Error ? error.message : String(error)}
`);
    }
    process.exitCode = 2;
  }
);
