import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadProjectRules } from "../check.js";
import { DOCUMENTED_COMPONENTS } from "../components/catalogue.js";
import { rule as styleFile } from "../rules/settings/style-file.js";
import type { HouseStyleRule } from "../style/house-style/types.js";
import type { Report } from "../diagnostics/diagnostic.js";
import type { Editor } from "./editors.js";
import { mergeBlock } from "./merge-block.js";
import { renderGuide, type RuleState } from "./render-guide.js";
import { safeTarget } from "./safe-target.js";

export interface ExportOptions {
  /** The docs root (the folder with docs.json) as the user gave it: the paths shown start with it. */
  root: string;
  /** docsgate's own config file, relative to the working directory. */
  settingsPath?: string;
  editors: readonly Editor[];
  /** Compare only: a missing or stale file fails instead of being written. */
  check: boolean;
}

export interface ExportResult {
  /** 0 written or current; 1 missing or stale (with `check`); 2 nothing could be done. */
  status: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/**
 * `docsgate rules export`: writes each editor's rules file from the rules `check` applies to the
 * docs root (its settings and style files included), or with `check` only says whether it is current.
 */
export function exportEditorRules(options: ExportOptions): ExportResult {
  const root = path.resolve(options.root);
  const stdout: string[] = [];
  const stderr: string[] = [];
  const done = (status: ExportResult["status"]): ExportResult => ({
    status,
    stdout: lines(stdout),
    stderr: lines(stderr),
  });

  if (!existsSync(path.join(root, "docs.json")) && !existsSync(path.join(root, "mint.json"))) {
    stderr.push(
      `docsgate: \`${options.root}\` holds no docs.json (or mint.json). Give the docs root: the folder with docs.json.`,
    );
    return done(2);
  }
  const rules = projectRules(root, options.settingsPath);
  if ("problems" in rules) {
    for (const { file, line, column, message } of rules.problems) {
      const where = path.isAbsolute(file) ? file : shownPath(options.root, file);
      stderr.push(`docsgate: ${where}${line > 0 ? `:${line}:${column}` : ""}: ${message}`);
    }
    stderr.push(
      "docsgate: the rules file would not match what `docsgate check` applies. Fix the problems above, then export again.",
    );
    return done(2);
  }

  let status: ExportResult["status"] = 0;
  for (const editor of options.editors) {
    const shown = shownPath(options.root, editor.file);
    const command = exportCommand(editor, options);
    const fail = (problem: string) => {
      stderr.push(`docsgate: ${problem}.`);
      status = 2;
    };
    const target = safeTarget(root, editor.file);
    if ("problem" in target) {
      fail(target.problem);
      continue;
    }
    let existing: string | undefined;
    try {
      existing = readFileSync(target.path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        fail(`${shown} cannot be read: ${(error as Error).message}`);
        continue;
      }
    }
    const block = renderGuide({
      editor,
      rules: rules.states,
      houseStyle: rules.houseStyle,
      components: DOCUMENTED_COMPONENTS,
    });
    const merge = mergeBlock(existing, block, editor.frontMatter);
    if ("problem" in merge) {
      fail(`${shown} ${merge.problem}`);
      continue;
    }
    if (editor.maxChars !== undefined && merge.text.length > editor.maxChars) {
      stderr.push(
        `docsgate: ${shown} has ${merge.text.length.toLocaleString("en-US")} characters; ${editor.label} reads at most ${editor.maxChars.toLocaleString("en-US")} from one rules file and ignores the rest. Switch off the rules you do not need, or shorten your style files.`,
      );
    }

    if (options.check) {
      if (merge.outcome === "current") {
        stdout.push(`${shown} is current.`);
        continue;
      }
      status = Math.max(status, 1) as ExportResult["status"];
      if (existing === undefined) stdout.push(`${shown} is missing. Run \`${command}\` to write it.`);
      else if (merge.outcome === "appended")
        stdout.push(`${shown} has no docsgate block. Run \`${command}\` to add it.`);
      else
        stdout.push(
          `${shown} is out of date with the rules docsgate applies. Run \`${command}\` and commit the result.`,
        );
      continue;
    }
    if (merge.outcome === "current") {
      stdout.push(`${shown} is already current.`);
      continue;
    }
    try {
      mkdirSync(path.dirname(target.path), { recursive: true });
      writeFileSync(target.path, merge.text);
    } catch (error) {
      fail(`${shown} cannot be written: ${(error as Error).message}`);
      continue;
    }
    if (merge.outcome === "created") stdout.push(`Wrote ${shown}, the ${editor.label} rules file.`);
    else if (merge.outcome === "appended")
      stdout.push(`Added the docsgate block to ${shown}, after the text already in it.`);
    else stdout.push(`Updated the docsgate block in ${shown}.`);
  }
  return done(status);
}

/** Every rule with its severity in this project, as `check` computes them, or what keeps it from knowing. */
function projectRules(
  root: string,
  settingsPath: string | undefined,
): { problems: Report[] } | { states: RuleState[]; houseStyle: HouseStyleRule[] } {
  const { houseStyle, settings, metaById, book } = loadProjectRules(root, settingsPath);
  // A broken style file is an error of check() unless settings/style-file is off; exporting a
  // style without it would describe a house style the team did not write.
  const styleFileProblems = book.isOn(styleFile.meta.id) ? houseStyle.problems : [];
  const problems: Report[] = [...settings.problems, ...styleFileProblems];
  if (problems.length) return { problems };
  const states: RuleState[] = [...metaById.values()].map((meta) => ({ meta, severity: book.severity(meta.id) }));
  return { states, houseStyle: houseStyle.rules };
}

/** The command line that exports this editor's file again, for the messages. */
function exportCommand(editor: Editor, options: ExportOptions): string {
  const root = options.root === "." ? "" : ` ${shellWord(options.root)}`;
  const config = options.settingsPath === undefined ? "" : ` --config ${shellWord(options.settingsPath)}`;
  return `docsgate rules export --editor ${editor.name}${root}${config}`;
}

function shellWord(word: string): string {
  return /^[\w./@:-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** A path under the docs root as the user would type it: starting with the root they gave. */
function shownPath(root: string, file: string): string {
  return path.join(root, file);
}

function lines(list: readonly string[]): string {
  return list.map((line) => `${line}\n`).join("");
}
