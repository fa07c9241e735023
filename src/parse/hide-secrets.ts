import { findSecrets, type SecretFinding } from "./secrets.js";

/** What to hide of one finding: the text from `start` to `end`, and what the site writes instead. */
interface Span {
  start: number;
  end: number;
  placeholder: string;
}

/**
 * A private key's material after its header: base64 lines, `\n` escapes inside a string, and the
 * `Proc-Type:`/`DEK-Info:` lines of an encrypted key, up to the `-----END` line.
 */
const KEY_MATERIAL = /(?:(?!-----)[A-Za-z0-9+/=:,\\\s-])+/y;

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
  KEY_MATERIAL.lastIndex = end;
  const material = KEY_MATERIAL.exec(text)?.[0] ?? "";
  const leading = material.length - material.trimStart().length;
  return { start: end + leading, end: end + material.trimEnd().length, placeholder: finding.placeholder };
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
