/** `## Title {#custom-id}`: an ATX heading ending in a custom id, as docs sites of this format allow. */
const HEADING_WITH_ID = /^( {0,3}#{1,6}[ \t].*?) (\{#[^\s{}]+\})[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * MDX reads `{#custom-id}` as a JavaScript expression, and acorn rejects it, so a page using
 * the site's custom heading ids would be a syntax error. Escaping the brace (`\{#id}`) keeps it
 * as heading text, where the anchor collector reads the id; the backslash takes the place of
 * the space before it, so every offset, line and column stays as in the file. Lines inside
 * fenced code are left alone. A line scan, not a parser: it only has to find fences and ATX
 * headings, which are single lines.
 */
export function escapeCustomHeadingIds(text: string): string {
  if (!text.includes("{#")) return text;
  let fence: string | undefined;
  let changed = false;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener)
        fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener;
      continue;
    }
    const heading = HEADING_WITH_ID.exec(line.replace(/\r$/, ""));
    if (!heading) continue;
    lines[i] = `${heading[1]}\\${heading[2]}${line.slice(heading[1]!.length + 1 + heading[2]!.length)}`;
    changed = true;
  }
  return changed ? lines.join("\n") : text;
}
