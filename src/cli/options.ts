import { FORMAT_NAMES } from "../report/formats.js";

/**
 * Every option of the docsgate command, in one table: parseArgs reads its type and short name,
 * the usage errors its places, and --help its value name and text. A new option is one entry here.
 */

/** The commands, in the order help lists them. */
export const COMMANDS = ["check", "build", "serve", "upgrade", "rules", "lsp"] as const;
export type Command = (typeof COMMANDS)[number];

/**
 * Where an option can apply: a command, or a command in one of its modes (`check` is check
 * without --links, `rules` the rule list), in the order usage errors name them.
 */
export const PLACES = ["check", "check --links", "build", "serve", "upgrade", "rules", "rules export", "lsp"] as const;
export type Place = (typeof PLACES)[number];

export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  /** The value's name in help, such as `<file>`. */
  readonly value?: string;
  readonly places: readonly Place[];
  /**
   * The option's text in help, its lines wrapped as printed; absent when another option's entry
   * describes it too (`--no-color` in `--color`'s).
   */
  readonly help?: string;
  /** The help entry's name when it names more than this option. */
  readonly label?: string;
  /** Options this one does not go with, and the usage error saying why. */
  readonly conflicts?: { readonly with: readonly string[]; readonly message: string };
  /** Options one of which must come with this one, and the usage error saying so. */
  readonly requires?: { readonly oneOf: readonly string[]; readonly message: string };
}

const CHECK = ["check", "check --links"] as const;
const CHECK_AND_BUILD = [...CHECK, "build"] as const;

/** The options, in the order help lists them. */
export const OPTIONS = {
  format: {
    type: "string",
    // The names come from the report-format registry: a new format is listed without an edit here.
    value: `<${FORMAT_NAMES.join("|")}>`,
    places: [...CHECK_AND_BUILD, "rules"],
    help: `Report format (default: console). sarif
(for GitHub code scanning), junit (for
test result views), compact (one line per
problem: file:line:col: severity message
[rule]) and github (workflow commands that
annotate the files) are for check and build;
sarif and github name files relative to
GITHUB_WORKSPACE when set, else the current
folder.`,
  },
  "output-file": {
    type: "string",
    value: "<file>",
    places: CHECK_AND_BUILD,
    help: `Write the report to this file instead of
stdout. check and build.`,
  },
  color: {
    type: "boolean",
    places: CHECK_AND_BUILD,
    label: "--color, --no-color",
    conflicts: { with: ["no-color"], message: "--color and --no-color: give one of them." },
    help: `Colour the console report, or not (default:
colour on a terminal unless NO_COLOR is set).
check and build.`,
  },
  "no-color": { type: "boolean", places: CHECK_AND_BUILD },
  config: {
    type: "string",
    value: "<path>",
    places: [...CHECK_AND_BUILD, "rules export", "lsp"],
    help: `docsgate's config file (default:
<root>/docsgate.config.json when present).`,
  },
  "fail-on": {
    type: "string",
    value: "<error|warning|new-error|new-warning|never>",
    places: CHECK_AND_BUILD,
    help: `What fails the check (default: error): the
lowest severity that does; new-*: the same,
counting only the problems --baseline lacks.
check and build.`,
  },
  baseline: {
    type: "string",
    value: "<report.json>",
    places: CHECK_AND_BUILD,
    help: `A JSON report of the base branch, for the
new-error and new-warning values of --fail-on.`,
  },
  "max-warnings": {
    type: "string",
    value: "<n>",
    places: CHECK_AND_BUILD,
    help: `Also fail when there are more than n warnings
(new or not), as ESLint's option does.
check and build.`,
  },
  quiet: {
    type: "boolean",
    places: CHECK_AND_BUILD,
    conflicts: {
      with: ["verbose"],
      message: "--quiet lists errors only and --verbose every problem: give one of them.",
    },
    help: `List errors only (the console report).`,
  },
  verbose: {
    type: "boolean",
    places: CHECK_AND_BUILD,
    help: `List notices too; without it they are only
counted (the console report).`,
  },
  // With --links too, where its conflict says why not.
  fix: {
    type: "boolean",
    places: CHECK,
    conflicts: {
      with: ["links"],
      message: "--fix does not go with --links: fix the sources first, then check the built site.",
    },
    help: `Apply the fixes of fixable rules to the files,
then report what is left. check only.`,
  },
  // With --links too, where a usage error of its own says why not.
  "changed-since": {
    type: "string",
    value: "<ref>",
    places: CHECK,
    help: `Report only the files that differ from the git
ref (a branch, tag or commit), and untracked
ones. check only.`,
  },
  "fetch-remote": {
    type: "boolean",
    places: CHECK_AND_BUILD,
    help: `Let the check and the build reach the network:
fetch and lint the OpenAPI files docs.json names
by URL (default: a notice, not fetched), and show
the GitHub button's star count. check and build.`,
  },
  "allow-private-addresses": {
    type: "boolean",
    places: CHECK_AND_BUILD,
    requires: {
      oneOf: ["fetch-remote", "external"],
      message:
        "--allow-private-addresses lets --fetch-remote and --external reach private addresses: give it with one of them.",
    },
    help: `Let --fetch-remote and --external reach
loopback, link-local and private addresses
(localhost, 127.0.0.1, 169.254.169.254, 10.x,
192.168.x ...), which they refuse by default.
check and build.`,
  },
  links: {
    type: "boolean",
    places: CHECK,
    help: `Build the site in a temporary folder and crawl
it: every link, image and #fragment of every
page, each broken one reported where it is
written. check only (build crawls by default).`,
  },
  "no-links": {
    type: "boolean",
    places: ["build"],
    conflicts: {
      with: ["external", "link-cache"],
      message: "--external and --link-cache check links; they do not go with --no-links.",
    },
    help: `Build without the crawl. build only.`,
  },
  "no-cache": {
    type: "boolean",
    places: ["check"],
    help: `Lint every page afresh. Without it, check keeps
each page's results in <root>/.docsgate/cache
and lints only the pages that changed since.
check only.`,
  },
  external: {
    type: "boolean",
    places: ["check --links", "build"],
    help: `Check http(s) links too (settings: \`links\`
in docsgate.config.json). check --links and build.`,
  },
  "link-cache": {
    type: "string",
    value: "<file>",
    places: ["check --links", "build"],
    requires: { oneOf: ["external"], message: "--link-cache holds the results of --external; give both." },
    help: `Remember the external links found OK in this
file, and do not request them again while they
are fresh (\`links.external.cacheHours\`).`,
  },
  out: {
    type: "string",
    value: "<dir>",
    places: ["build"],
    help: `The folder the site is written to (default:
_site). It is emptied first, so it must be new,
empty or an earlier build. build only.`,
  },
  "base-path": {
    type: "string",
    value: "<path>",
    places: ["check --links", "build", "serve"],
    help: `The path the site is served under, such as /docs
for GitHub project pages (default: none).
build, check --links and serve.`,
  },
  "site-url": {
    type: "string",
    value: "<url>",
    places: ["check --links", "build"],
    help: `The address the site is published at, such as
https://docs.acme.dev: absolute URLs in
sitemap.xml and llms.txt. build and check --links.`,
  },
  port: {
    type: "string",
    value: "<number>",
    places: ["serve"],
    help: `The port to serve on (default: 3000). serve only.`,
  },
  editor: {
    type: "string",
    value: "<name>",
    places: ["rules export"],
    help: `The editor whose rules file to write. rules export only.`,
  },
  check: {
    type: "boolean",
    places: ["rules export"],
    help: `Write nothing; exit 1 when the rules file is
missing or out of date. rules export only.`,
  },
  write: {
    type: "boolean",
    places: ["upgrade"],
    help: `Write the upgraded docs.json. upgrade only.`,
  },
  stdio: {
    type: "boolean",
    places: ["lsp"],
    help: `Speak over standard input and output: the only
way lsp speaks, accepted because editors pass
it (with --clientProcessId=<pid>, the editor's
process: the server ends when it does). lsp only.`,
  },
  // Named as vscode-languageclient passes it; --stdio's help describes it.
  clientProcessId: { type: "string", places: ["lsp"] },
  help: { type: "boolean", short: "h", places: PLACES, help: `Show this help.` },
  version: { type: "boolean", short: "v", places: PLACES, help: `Show the version.` },
} as const satisfies Record<string, OptionSpec>;

export type OptionName = keyof typeof OPTIONS;

/** The option names, in the table's order. */
export const OPTION_NAMES = Object.keys(OPTIONS) as OptionName[];

/** The table as node:util parseArgs takes it: each option's type and short name. */
export const PARSE_ARGS_OPTIONS = Object.fromEntries(
  OPTION_NAMES.map((name) => {
    const spec: OptionSpec = OPTIONS[name];
    return [name, { type: spec.type, ...(spec.short === undefined ? {} : { short: spec.short }) }];
  }),
) as { [Name in OptionName]: { type: (typeof OPTIONS)[Name]["type"]; short?: string } };
