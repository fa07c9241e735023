import { findSecrets, type SecretFinding } from "./secrets.js";

/** What to hide of one finding: the text from `start` to `end`, and what the site writes instead. */
interface Span {
  start: number;
  end: number;
  placeholder: string;
}

/** Past the longest key's block (an RSA 8192 key, with escapes), a footer belongs to some other text. */
const KEY_BLOCK_CHARS = 16 * 1024;
/** A line break, or its `\n` escape inside a string. */
const BREAK = String.raw`(?:\r?\n|(?:\\r)?\\n)`;
/**
 * A key's material when its `-----END` line is missing: base64 lines, each alone on its line
 * (indented in YAML), blank lines and an encrypted key's `Proc-Type:`/`DEK-Info:` lines, or base64
 * runs after spaces on the header's own line. Prose after the key is not material: its lines hold
 * more than one word.
 */
const KEY_MATERIAL = new RegExp(
  String.raw`(?:${BREAK}[ \t]*(?:[A-Za-z0-9+/=]+|Proc-Type:[^\r\n\\]*|DEK-Info:[^\r\n\\]*)?(?=[ \t]*(?:${BREAK}|["'\x60,;)]|$))|[ \t]+[A-Za-z0-9+/=]+(?=[ \t]|["'\x60,;)]|$))+`,
  "y",
);
/** The line breaks and spaces around a key's material, which stay. */
const AROUND = new RegExp(String.raw`^(?:\s|${BREAK})*|(?:\s|${BREAK})*$`, "g");

/**
 * Where each secret the detectors find in `text` is written, in order and apart: for a private key, its material, not
 * its header. A finding inside a key's material is part of that key.
 */
function secretSpans(text: string, isCode: boolean): Span[] {
  const spans: Span[] = [];
  for (const span of findSecrets(text, isCode).map((finding) => spanOf(text, finding))) {
    const last = spans.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else spans.push(span);
  }
  return spans;
}

function spanOf(text: string, finding: SecretFinding): Span {
  const end = finding.index + finding.secret.length;
  if (!finding.secret.startsWith("-----BEGIN")) return { start: finding.index, end, placeholder: finding.placeholder };
  // Everything up to the key's footer is its material; without one, what reads as material.
  const footer = text.indexOf("-----END", end);
  let materialEnd = footer;
  if (footer === -1 || footer - end > KEY_BLOCK_CHARS) {
    KEY_MATERIAL.lastIndex = end;
    materialEnd = end + (KEY_MATERIAL.exec(text)?.[0].length ?? 0);
  }
  const material = text.slice(end, materialEnd);
  const [leading = "", trailing = ""] = material.match(AROUND) ?? [];
  return { start: end + leading.length, end: materialEnd - trailing.length, placeholder: finding.placeholder };
}

/**
 * `text` with every character of every secret the detectors find (a private key's material
 * included) replaced by `*`, and line breaks kept: lines and columns stay where they were, so a
 * code frame of the text still points where its diagnostic does. Code and prose alike are
 * searched as code, the wider of the two searches.
 */
export function maskSecrets(text: string): string {
  const spans = secretSpans(text, true);
  if (spans.length === 0) return text;
  let masked = "";
  let from = 0;
  for (const { start, end } of spans) {
    masked += text.slice(from, start) + text.slice(start, end).replace(/[^\r\n]/g, "*");
    from = end;
  }
  return masked + text.slice(from);
}

/** `text` with every secret the detectors find replaced by its placeholder (`<GITHUB_TOKEN>`), for what readers see. */
export function replaceSecrets(text: string, isCode: boolean): string {
  const spans = secretSpans(text, isCode);
  if (spans.length === 0) return text;
  let replaced = "";
  let from = 0;
  for (const { start, end, placeholder } of spans) {
    replaced += text.slice(from, start) + placeholder;
    from = end;
  }
  return replaced + text.slice(from);
}

/** Whether the detectors find a secret in `text`, searched as code. */
export function holdsSecret(text: string): boolean {
  return findSecrets(text, true).length > 0;
}
