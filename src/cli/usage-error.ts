/** A mistake in the command line: reported in one line with a pointer to --help, exit 2. */
export class UsageError extends Error {}
