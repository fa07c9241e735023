import { describe, expect, test } from "vitest";
import {
  conflictingOptions,
  misplacedOptions,
  parseCommandLine,
  placeOf,
  type Values,
} from "../../src/cli/command-line.js";
import { commandHelp, HELP, HELP_COMMANDS } from "../../src/cli/help.js";
import {
  COMMANDS,
  OPTION_NAMES,
  OPTIONS,
  PARSE_ARGS_OPTIONS,
  PLACES,
  type OptionSpec,
  type Place,
} from "../../src/cli/options.js";
import { UsageError } from "../../src/cli/usage-error.js";

const spec = (name: string): OptionSpec => OPTIONS[name as keyof typeof OPTIONS];

/** The command line that reaches `place`, with `option` given. */
function argvAt(place: Place, option: string): string[] {
  const value = spec(option).type === "string" ? ["x"] : [];
  return [...place.split(" "), `--${option}`, ...value];
}

describe("parsing", () => {
  test("parseArgs takes each option's type and short name from the table", () => {
    for (const name of OPTION_NAMES) {
      expect(PARSE_ARGS_OPTIONS[name].type).toBe(spec(name).type);
      expect(PARSE_ARGS_OPTIONS[name].short).toBe(spec(name).short);
    }
    const { values, positionals } = parseCommandLine(["check", "docs", "--format", "json", "--fix", "-h"]);
    expect(positionals).toEqual(["check", "docs"]);
    expect(values).toEqual({ format: "json", fix: true, help: true });
  });

  test("an unknown option names the nearest known one; a missing value is said in parseArgs' words", () => {
    expect(() => parseCommandLine(["check", "--fromat", "json"])).toThrow(
      new UsageError("Unknown option --fromat; did you mean --format?"),
    );
    expect(() => parseCommandLine(["check", "--bogus"])).toThrow(new UsageError("Unknown option --bogus."));
    expect(() => parseCommandLine(["check", "--format"])).toThrow(UsageError);
  });

  test("the place: the command, and the mode of check and rules", () => {
    const place = (...argv: string[]) => {
      const { values, positionals } = parseCommandLine(argv);
      return placeOf(positionals[0], positionals.slice(1), values);
    };
    expect(place("check", "docs")).toBe("check");
    expect(place("check", "--links")).toBe("check --links");
    expect(place("rules")).toBe("rules");
    expect(place("rules", "export", "--editor", "cursor")).toBe("rules export");
    expect(place("serve", "_site")).toBe("serve");
    expect(() => place()).toThrow(new UsageError("No command given."));
    expect(() => place("lint", "--quiet")).toThrow(new UsageError("Unknown command `lint`."));
  });
});

describe("misplaced options", () => {
  test("every option is refused exactly where the table does not place it", () => {
    for (const place of PLACES)
      for (const name of OPTION_NAMES) {
        const { values } = parseCommandLine(argvAt(place, name));
        const problem = misplacedOptions(place, values);
        if (spec(name).places.includes(place)) expect(problem, `${place} --${name}`).toBeUndefined();
        else expect(problem, `${place} --${name}`).toMatch(new RegExp(`^--${name} applies to .* only\\.$`));
      }
  });

  test.each<[Place, Values, string]>([
    ["build", { fix: true }, "--fix applies to `check` only."],
    ["check", { out: "x" }, "--out applies to `build` only."],
    ["check", { external: true }, "--external applies to `check --links` and `build` only."],
    ["check --links", { "no-cache": true }, "--no-cache applies to `check` without --links only."],
    ["serve", { quiet: true, verbose: true }, "--quiet and --verbose apply to `check` and `build` only."],
    [
      "rules",
      { format: "sarif", config: "c.json" },
      "--config applies to `check`, `build`, `rules export` and `lsp` only.",
    ],
    [
      "upgrade",
      { out: "x", port: "1", format: "json" },
      "--format applies to `check`, `build` and `rules` only. --out applies to `build` only. --port applies to `serve` only.",
    ],
    ["check", { write: true }, "--write applies to `upgrade` only."],
  ])("at %s, %j: %s", (place, values, message) => {
    expect(misplacedOptions(place, values)).toBe(message);
  });
});

describe("options that do not go together", () => {
  test("conflicts and requirements name options of the table", () => {
    for (const name of OPTION_NAMES) {
      const { conflicts, requires } = spec(name);
      for (const other of [...(conflicts?.with ?? []), ...(requires?.oneOf ?? [])])
        expect(OPTION_NAMES, `--${name}: --${other}`).toContain(other);
    }
  });

  test.each<[Values, string | undefined]>([
    [{ quiet: true }, undefined],
    [{ quiet: true, verbose: true }, "--quiet lists errors only and --verbose every problem: give one of them."],
    [{ color: true, "no-color": true }, "--color and --no-color: give one of them."],
    [
      { "no-links": true, "link-cache": "c.json" },
      "--external and --link-cache check links; they do not go with --no-links.",
    ],
    [{ "link-cache": "c.json" }, "--link-cache holds the results of --external; give both."],
    [{ "link-cache": "c.json", external: true }, undefined],
    [
      { "allow-private-addresses": true },
      "--allow-private-addresses lets --fetch-remote and --external reach private addresses: give it with one of them.",
    ],
    [{ "allow-private-addresses": true, external: true }, undefined],
    [{ fix: true, links: true }, "--fix does not go with --links: fix the sources first, then check the built site."],
  ])("%j: %s", (values, message) => {
    expect(conflictingOptions(values)).toBe(message);
  });
});

describe("help from the table", () => {
  test("--help lists every command and every option the table describes, in its order", () => {
    const listed = [...HELP.matchAll(/^ {2}(?:-[a-z], )?--([a-z-]+)/gm)].map((match) => match[1]);
    expect(listed).toEqual(OPTION_NAMES.filter((name) => spec(name).help !== undefined));
    expect(HELP).toContain("  --color, --no-color              Colour the console report");
    expect(HELP_COMMANDS).toEqual(COMMANDS);
    for (const command of COMMANDS) expect(HELP).toMatch(new RegExp(`^ {2}${command}\\b`, "m"));
  });

  test("each command's help lists the options that apply to one of its modes, and --help", () => {
    const modes: Record<string, readonly Place[]> = {
      check: ["check", "check --links"],
      rules: ["rules", "rules export"],
    };
    for (const command of COMMANDS) {
      const help = commandHelp(command)!;
      const listed = [...help.matchAll(/^ {2}(?:-[a-z], )?--([a-z-]+)/gm)].map((match) => match[1]);
      const places = modes[command] ?? [command as Place];
      expect(listed, command).toEqual(
        OPTION_NAMES.filter(
          (name) =>
            spec(name).help !== undefined &&
            (name === "help" || (name !== "version" && spec(name).places.some((place) => places.includes(place)))),
        ),
      );
    }
    expect(commandHelp("lint")).toBeUndefined();
  });

  test("an option's help text, where it ends by naming commands, names the table's places", () => {
    const command = "(?:check --links|check|build|serve|upgrade|rules export|lsp)";
    const ending = new RegExp(
      `(?:^|\\. )(${command}(?:, ${command})*(?: and ${command})?)(?: only)?(?: \\(.*\\))?\\.$`,
    );
    let named = 0;
    for (const name of OPTION_NAMES) {
      const found = ending.exec(spec(name).help?.replace(/\n/g, " ") ?? "");
      if (!found) continue;
      named++;
      // Help's `check` is check in the modes the option goes with.
      const places = spec(name).places;
      const said = places.includes("check") ? places.filter((place) => place !== "check --links") : places;
      expect(new Set(found[1]!.split(/, | and /)), name).toEqual(new Set(said));
    }
    expect(named).toBeGreaterThan(15);
  });
});
