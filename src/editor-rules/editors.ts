/**
 * The editors whose AI assistant docsgate writes a rules file for: each reads Markdown rules from
 * a hidden folder of the project, and the file is named `rules` as the spec says, with the
 * extension the editor requires.
 */
export interface Editor {
  /** The value of `--editor`. */
  name: string;
  /** The editor's name as people write it. */
  label: string;
  /** The rules file, relative to the docs root, POSIX separators. */
  file: string;
  /**
   * Front matter that makes the editor apply the rules to every request. It is written only when
   * docsgate creates the file: after that it belongs to the team, like all text outside the markers.
   */
  frontMatter?: string;
  /** The most characters the editor reads from one rules file; the rest is cut off. */
  maxChars?: number;
}

export const EDITORS: readonly Editor[] = [
  {
    // Cline reads every Markdown file in .clinerules/ as always-on rules, without front matter.
    name: "cline",
    label: "Cline",
    file: ".clinerules/rules.md",
  },
  {
    // Cursor ignores plain .md files in .cursor/rules: project rules are .mdc files with front matter.
    name: "cursor",
    label: "Cursor",
    file: ".cursor/rules/rules.mdc",
    frontMatter: "description: How to write and structure the pages of this documentation\nalwaysApply: true",
  },
  {
    // Windsurf reads .windsurf/rules/*.md; without a trigger a rule is only applied when mentioned.
    name: "windsurf",
    label: "Windsurf",
    file: ".windsurf/rules/rules.md",
    frontMatter: "trigger: always_on\ndescription: How to write and structure the pages of this documentation",
    maxChars: 12_000,
  },
];

/** `--editor` value that selects every editor. */
export const ALL_EDITORS = "all";

/** The editors `--editor` names (one name, or `all`), or undefined for an unknown name. */
export function editorsNamed(value: string): readonly Editor[] | undefined {
  if (value === ALL_EDITORS) return EDITORS;
  const editor = EDITORS.find((candidate) => candidate.name === value);
  return editor ? [editor] : undefined;
}
