import { ALL_EDITORS, EDITORS } from "../editor-rules/editors.js";
import {
  COMMANDS,
  OPTION_NAMES,
  OPTIONS,
  type Command,
  type OptionName,
  type OptionSpec,
  type Place,
} from "./options.js";

/** One entry of help's command list: its usage and its text, wrapped as printed. */
interface CommandEntry {
  readonly command: Command | "help";
  readonly usage: string;
  readonly text: string;
}

/** The commands as help describes them, in its order; a command with several forms has an entry for each. */
const COMMAND_ENTRIES: readonly CommandEntry[] = [
  {
    command: "check",
    usage: "check [PATH...]",
    text: `Check docs.json (or mint.json), the navigation and every page
of the docs project in the current folder, or in folder PATH.
Given files, folders or globs inside a project, report only
their problems, with the whole project as context (links into
other pages still resolve). With --links, also build the site
in a temporary folder and check its links.`,
  },
  {
    command: "build",
    usage: "build [root]",
    text: `Check the docs project as \`check\` does, then build its static
site into the output folder (--out) and check its links.
Exit status as \`check\`.`,
  },
  {
    command: "serve",
    usage: "serve [dir]",
    text: `Serve a built site from folder dir (default: _site) on
http://127.0.0.1 until stopped.`,
  },
  {
    command: "upgrade",
    usage: "upgrade [root]",
    text: `Print the v2 docs.json for the legacy config in folder root
(mint.json, or a docs.json in the legacy layout), and list on
stderr what it could not carry over. With --write, write it
as root/docs.json: a legacy docs.json is replaced, a v2
docs.json is never overwritten.`,
  },
  {
    command: "rules",
    usage: "rules",
    text: `List every rule with its default severity, and whether --fix
can fix it.`,
  },
  {
    command: "rules",
    usage: "rules export --editor <name> [root]",
    text: `Write the AI writing assistant's rules file for an editor
(${EDITORS.map((editor) => editor.name).join(", ")} or ${ALL_EDITORS}) from the rules docsgate applies
to the docs in folder root (default: the current folder).`,
  },
  {
    command: "lsp",
    usage: "lsp [--stdio]",
    text: `Run the language server an editor starts: every check of
\`check\` on the pages and docs.json as they are typed, unsaved
buffers included, with fixes, completion, hover and go to
definition. Speaks LSP over standard input and output.`,
  },
  { command: "help", usage: "help [command]", text: "Show this help, or one command's." },
];

/** The places each command's help covers: all its modes. */
const COMMAND_PLACES: Readonly<Record<Command, readonly Place[]>> = {
  check: ["check", "check --links"],
  build: ["build"],
  serve: ["serve"],
  upgrade: ["upgrade"],
  rules: ["rules", "rules export"],
  lsp: ["lsp"],
};

const FOOTER = `The console report lists errors with their code frames and warnings one line
each, then counts problems by rule and ends with the verdict.

Exit status: 0 nothing failing, 1 failing problems found (or, for rules export
--check, a missing or stale rules file), 2 usage or internal error, or a site
that could not be written or crawled, after the report (or, for upgrade, no
legacy config, an unreadable one, or a v2 docs.json in the way).
`;

/** The commands `help COMMAND` knows. */
export const HELP_COMMANDS: readonly string[] = COMMANDS;

/** `docsgate --help`: every command and option. */
export const HELP = `Usage: docsgate <command> [options]

Commands:
${COMMAND_ENTRIES.map(commandBlock).join("\n")}

Options:
${OPTION_NAMES.flatMap((name) => optionBlock(name) ?? []).join("\n")}

${FOOTER}`;

/**
 * One command's help: its entries of the command list, then the options that apply to it (and
 * --help); undefined for a command docsgate does not have.
 */
export function commandHelp(command: string): string | undefined {
  if (!(COMMANDS as readonly string[]).includes(command)) return undefined;
  const places = COMMAND_PLACES[command as Command];
  const entries = COMMAND_ENTRIES.filter((entry) => entry.command === command);
  const options = OPTION_NAMES.filter(
    (name) => name === "help" || (name !== "version" && OPTIONS[name].places.some((place) => places.includes(place))),
  );
  return `Usage: docsgate ${entries[0]!.usage} [options]

${entries.map(commandBlock).join("\n")}

Options:
${options.flatMap((name) => optionBlock(name) ?? []).join("\n")}
`;
}

/** A command's entry: its usage in a column 16 wide (or a line of its own), then its text. */
function commandBlock(entry: CommandEntry): string {
  return block(entry.usage, entry.text, 16);
}

/** An option's entry: its name and value in a column 33 wide (or a line of its own), then its text. */
function optionBlock(name: OptionName): string | undefined {
  const spec: OptionSpec = OPTIONS[name];
  if (spec.help === undefined) return undefined;
  const label =
    spec.label ?? `${spec.short ? `-${spec.short}, ` : ""}--${name}${spec.value === undefined ? "" : ` ${spec.value}`}`;
  return block(label, spec.help, 33);
}

function block(label: string, text: string, width: number): string {
  const indent = " ".repeat(2 + width);
  const [first, ...more] = text.split("\n").map((line) => `${indent}${line}`);
  const head = label.length < width ? `  ${label.padEnd(width)}${first!.trimStart()}` : `  ${label}\n${first}`;
  return [head, ...more].join("\n");
}
