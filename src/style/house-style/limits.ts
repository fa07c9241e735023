/**
 * How much of a team's style files docsgate runs. Any pull request can add a style file, and a
 * style file's patterns run on every character of every page: 20,000 swap entries took the
 * 18-page starter to minutes and gigabytes. The limits sit well above what real style guides
 * hold, measured on Vale's packages (Microsoft, Google, proselint, write-good, alex; 113 files):
 * the longest list is alex's ProfanityLikely.yml, 1,284 tokens in 18.8 KB; the largest matcher
 * is proselint's Cliches.yml, 770 tokens making 12,184 RE2 instructions; all five packages
 * together hold 6,136 entries making 55,694 instructions. A file past a limit is not run, and
 * `settings/style-file` says so at it.
 */

/** A style file's bytes: 13 times the longest real file. */
export const MAX_STYLE_FILE_BYTES = 256 * 1024;

/**
 * Entries in one list (`tokens`, `swap` or `exceptions`): 1.5 times the longest real list. A
 * substitution's match is traced to its swap entry by trying the entries in order.
 */
export const MAX_STYLE_ENTRIES = 2_000;

/**
 * RE2 instructions of one file's patterns, compiled as docsgate runs them (each list as one
 * pattern): the work per character of prose, so this bounds the patterns' total size and their
 * complexity alike (`[a-z]{1,500}` is a few characters and a thousand instructions). Twice the
 * largest real file. A file at the limits whose patterns match in every paragraph of the starter
 * (18 pages, checked in 1.2 s of CPU) adds about 4 s to its check.
 */
export const MAX_STYLE_FILE_INSTRUCTIONS = 25_000;

/**
 * All the team's style files together: 1.3 times the entries and 1.8 times the instructions of
 * all five packages at once. A match's work per character grows with the entries as well as the
 * instructions (a one-letter entry is two instructions). Four files at the limits, their patterns
 * matching in every paragraph of the starter, add about 12 s to its check (all five packages'
 * files that docsgate reads, 2.4 s).
 */
export const MAX_STYLE_ENTRIES_TOTAL = 8_000;
export const MAX_STYLE_INSTRUCTIONS = 100_000;
