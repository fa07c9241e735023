/**
 * What a pull request changed, by repository path: the lines it added or rewrote on the head
 * side, or "whole" when GitHub sends no patch (a binary or very large diff, a rename without
 * edits is left out as unchanged lines).
 */
export type ChangedFiles = ReadonlyMap<string, ReadonlySet<number> | "whole">;
