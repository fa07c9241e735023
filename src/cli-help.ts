import { ALL_EDITORS, EDITORS } from "./editor-rules/editors.js";

/** `docsgate --help`: every command and option. Each command's own help is cut from it (`commandHelp`). */
export const HELP = `Usage: docsgate <command> [options]

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

/** The options each command takes, in the order HELP lists them (help and version go with every command). */
const COMMAND_OPTIONS: Readonly<Record<string, readonly string[]>> = {
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
    "base-path",
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
    "site-url",
  ],
  serve: ["base-path", "port"],
  upgrade: ["write"],
  rules: ["format", "editor", "check", "config"],
};

/** The commands `help COMMAND` knows. */
export const HELP_COMMANDS = Object.keys(COMMAND_OPTIONS);

/**
 * One command's help: its lines of HELP's command list, then the options it takes, each with its
 * lines of HELP's option list; undefined for a command docsgate does not have.
 */
export function commandHelp(command: string): string | undefined {
  const names = COMMAND_OPTIONS[command];
  if (!names) return undefined;
  const [, commands = "", options = ""] = /Commands:\n([\s\S]*?)\n\nOptions:\n([\s\S]*?)\n\n/.exec(HELP) ?? [];
  const described = blocks(commands, /^ {2}(\S+)/).filter(([name]) => name === command);
  const byOption = new Map(blocks(options, /^ {2}(?:-[a-z], )?--([a-z-]+)/));
  const listed = [...names, "help"].map((name) => {
    const block = byOption.get(name);
    if (block === undefined) throw new Error(`HELP lists no option --${name}`);
    return block;
  });
  const usage = command === "check" ? "check [PATH...]" : (described[0]?.[1].trim().split(/\s{2,}/)[0] ?? command);
  return `Usage: docsgate ${usage} [options]\n\n${described.map(([, block]) => block).join("\n")}\n\nOptions:\n${listed.join("\n")}\n`;
}

/** The blocks of an indented list: each line matching `start` opens one, named by its first group. */
function blocks(text: string, start: RegExp): [string, string][] {
  const found: [string, string][] = [];
  for (const line of text.split("\n")) {
    const opened = start.exec(line);
    if (opened) found.push([opened[1]!, line]);
    else if (found.length > 0) found[found.length - 1]![1] += `\n${line}`;
  }
  return found;
}
