/**
 * Font Awesome Pro names the real projects use (../shared/corpus: docs.json and pages) whose name
 * holds no free icon, or a misleading one, each with the free icon closest in meaning, chosen by
 * hand: `sparkles` is Font Awesome's own free `wand-magic-sparkles`, `square-terminal` is a
 * terminal, not a plain square. Every value is in Font Awesome Free (checked by a test).
 */
const STAND_INS: Readonly<Record<string, string>> = {
  "alien-8bit": "ghost",
  "arrow-up-right": "arrow-up-right-from-square",
  "badge-check": "circle-check",
  badge: "certificate",
  bee: "bug",
  binary: "file-code",
  browser: "window-maximize",
  "chart-mixed": "chart-column",
  "chevrons-down": "angles-down",
  coin: "coins",
  "file-magnifying-glass": "magnifying-glass",
  frame: "crop-simple",
  lobster: "shrimp",
  megaphone: "bullhorn",
  "message-bot": "robot",
  "person-carry-box": "people-carry-box",
  puzzle: "puzzle-piece",
  rabbit: "paw",
  radar: "satellite-dish",
  sidebar: "table-columns",
  sparkles: "wand-magic-sparkles",
  "square-code": "code",
  "square-terminal": "terminal",
  "rectangle-terminal": "terminal",
  text: "font",
  "text-size": "text-height",
  timer: "stopwatch",
  "treasure-chest": "box-open",
  triangle: "caret-up",
  ufo: "shuttle-space",
  "wave-pulse": "wave-square",
  webhook: "link",
};

/**
 * The free icon that draws a Pro-only name: the table's, else one found in the name (`isFree` says which names the
 * free set has): without its last parts (`square-1` -> `square`, `gear-code` -> `gear`), singular (`books` ->
 * `book`), or without its first parts (`messages-question` -> `question`). Undefined when none is free.
 */
export function proStandIn(name: string, isFree: (name: string) => boolean): string | undefined {
  const chosen = STAND_INS[name];
  if (chosen !== undefined) return chosen;
  const parts = name.split("-");
  const candidates: string[] = [];
  for (let end = parts.length - 1; end > 0; end--) candidates.push(parts.slice(0, end).join("-"));
  if (name.endsWith("s")) candidates.unshift(name.slice(0, -1));
  for (let start = 1; start < parts.length; start++) candidates.push(parts.slice(start).join("-"));
  return candidates.find(isFree);
}

/** The table's Pro names and their free icons, for the test that holds every value to the free set. */
export function proStandInTable(): Readonly<Record<string, string>> {
  return STAND_INS;
}
