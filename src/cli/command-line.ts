import { parseArgs } from "node:util";
import { nearestName } from "../config/near-key.js";
import {
  COMMANDS,
  OPTION_NAMES,
  OPTIONS,
  PARSE_ARGS_OPTIONS,
  PLACES,
  type OptionName,
  type OptionSpec,
  type Place,
} from "./options.js";
import { UsageError } from "./usage-error.js";

/** The command line's options and positionals, as node:util parseArgs reads them from the table. */
export function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: PARSE_ARGS_OPTIONS });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const unknown =
      code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /^Unknown option '([^']+)'/.exec(message)?.[1] : undefined;
    if (unknown !== undefined) {
      const near = nearestName(unknown.replace(/^-+/, "").split("=")[0]!, OPTION_NAMES);
      throw new UsageError(`Unknown option ${unknown}${near ? `; did you mean --${near}?` : "."}`);
    }
    // parseArgs says what is wrong (a missing value) in its own words.
    throw new UsageError(message);
  }
}

export type Values = ReturnType<typeof parseCommandLine>["values"];

/** Where the command line is: its command, and for `check` and `rules` the mode. */
export function placeOf(command: string | undefined, rest: readonly string[], values: Values): Place {
  if (command === undefined) throw new UsageError("No command given.");
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`Unknown command \`${command}\`.`);
  if (command === "check" && values.links) return "check --links";
  if (command === "rules" && rest[0] === "export") return "rules export";
  return command as Place;
}

/**
 * The usage error for the options given that do not apply where the command line is, one
 * sentence per set of places (`--out applies to \`build\` only.`); undefined when all apply.
 */
export function misplacedOptions(place: Place, values: Values): string | undefined {
  const byPlaces = new Map<string, string[]>();
  for (const name of OPTION_NAMES) {
    const places: readonly Place[] = OPTIONS[name].places;
    if (values[name] === undefined || places.includes(place)) continue;
    const where = placesText(places);
    byPlaces.set(where, [...(byPlaces.get(where) ?? []), `--${name}`]);
  }
  if (byPlaces.size === 0) return undefined;
  return [...byPlaces]
    .map(([where, names]) => `${listText(names)} ${names.length === 1 ? "applies" : "apply"} to ${where} only.`)
    .join(" ");
}

/**
 * The usage error for the first option given (in the table's order) with one it does not go with,
 * or without one it needs; undefined when there is none.
 */
export function conflictingOptions(values: Values): string | undefined {
  const given = (name: string) => values[name as OptionName] !== undefined;
  for (const name of OPTION_NAMES) {
    if (!given(name)) continue;
    const { conflicts, requires }: OptionSpec = OPTIONS[name];
    if (conflicts?.with.some(given)) return conflicts.message;
    if (requires && !requires.oneOf.some(given)) return requires.message;
  }
  return undefined;
}

/** Places as a sentence names them: `check` for both of its modes, `check` without --links for the plain one. */
function placesText(places: readonly Place[]): string {
  const both = places.includes("check") && places.includes("check --links");
  const named = PLACES.filter((place) => places.includes(place) && !(both && place === "check --links")).map((place) =>
    place === "check" && !both ? "`check` without --links" : `\`${place}\``,
  );
  return listText(named);
}

/** `a`, `a and b`, `a, b and c`. */
export function listText(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
