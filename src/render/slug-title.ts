/**
 * The title Mintlify gives a page that sets none: its file name's last part, dashes and
 * underscores as spaces, the first letter capitalised (`guides/get-started` -> "Get started").
 */
export function titleOfSlug(path: string): string {
  const words = (path.split("/").pop() ?? path).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
