/**
 * Placeholder with the interface agreed with the i36-branch helper (see the team brief); replaced by
 * that branch's module when it is merged.
 */
export interface BranchTarget {
  remote: string;
  token?: string;
  branch: string;
  folder: string;
  workRoot: string;
  author: { name: string; email: string };
}
export type PublishResult =
  | { status: "published"; commit: string; bytesPushed: number; files: number; attempts: number }
  | { status: "unchanged"; commit: string; files: number }
  | { status: "too-large"; bytes: number; limit: number }
  | { status: "failed"; problem: string };
export type RemoveResult =
  | { status: "removed"; commit: string; attempts: number }
  | { status: "absent" }
  | { status: "failed"; problem: string };
export const DEFAULT_PREVIEW_MAX_BYTES = 100 * 1024 * 1024;
export async function publishFolder(
  _target: BranchTarget,
  _siteDir: string,
  _options: { message: string; maxBytes: number; maxAttempts?: number },
): Promise<PublishResult> {
  return { status: "failed", problem: "not merged yet" };
}
export async function removeFolder(
  _target: BranchTarget,
  _options: { message: string; maxAttempts?: number },
): Promise<RemoveResult> {
  return { status: "failed", problem: "not merged yet" };
}
export function inspectSiteFolder(_dir: string, _maxBytes: number): { files: number; bytes: number; problems: string[] } {
  return { files: 0, bytes: 0, problems: ["not merged yet"] };
}
