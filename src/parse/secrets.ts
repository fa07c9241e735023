import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import { BEFORE_SIGNED_GITHUB_IMAGE_TOKEN } from "./signed-github-image.js";

/**
 * Credential detection for page text. Hand-written rather than secretlint's preset: secretlint's
 * `lintSource` is async (page rules run in unified's synchronous pass), scans whole files rather
 * than the code, text and attribute values of the tree, and its recommended preset misses kinds
 * docsgate must catch (Stripe live keys, Google API keys, JWTs and long bearer tokens), while
 * docs need a wider notion of "obvious placeholder" (`YOUR_TOKEN`, `xxxx`, `<API_KEY>`).
 */

export interface SecretFinding {
  /** What kind of credential, in words: "a GitHub token". */
  kind: string;
  /** The placeholder to show instead. */
  placeholder: string;
  /** The secret as written, and where it starts in the scanned value. */
  secret: string;
  index: number;
  /**
   * Why the finding may be a stand-in rather than a key, when it may: a value that only looks random, or a token
   * whose provider's format it fails. Undefined when the value is in its provider's exact format (and checksum).
   */
  doubt?: string;
  /** The value passed a checksum its issuer computes (a GitHub token's): no example is written that way by hand. */
  checked?: true;
  /** Why no one can use the value, when no one can: "it expired on 2025-08-18 (its `exp`)". */
  dead?: string;
}

interface Detector {
  kind: string;
  placeholder: string;
  pattern: RegExp;
  /** The capture group that holds the secret (0: the whole match). */
  group?: number;
  /** False when the match is a placeholder or too weak to be a real credential. */
  accept?(secret: string, value: string, index: number): boolean;
  /** The match itself is never a placeholder (a key block's header): `accept` decides alone. */
  ownPlaceholderCheck?: boolean;
  /** Why an accepted match may still be an example (see SecretFinding.doubt); none: the provider's exact format. */
  doubt?(secret: string): string | undefined;
  /** True when `doubt` verified this match's checksum: a match without doubt is then `checked`. */
  checksum?(secret: string): boolean;
  /** Why no one can use an accepted match (see SecretFinding.dead). */
  dead?(secret: string): string | undefined;
}

export const LOOKS_RANDOM = "only its randomness says it is a key, not a format its issuer gives keys";

/** A cheap first look: values without any of these cannot hold a secret the detectors find. */
const MAYBE_SECRET =
  /AKIA|ASIA|gh[pousr]_|github_pat_|[sr]k_live_|xox[abpr]-|xapp-|hooks\.slack\.com|PRIVATE KEY|AIza|[Bb]earer|eyJ|secret.?access.?key|sk-(?:proj|ant)-|T3BlbkFJ/i;

const DETECTORS: Detector[] = [
  {
    kind: "an AWS access key id",
    placeholder: "<AWS_ACCESS_KEY_ID>",
    pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g,
    // AWS writes key ids in base32 (A-Z, 2-7): a 0, 1, 8 or 9 marks one typed by hand.
    doubt: (secret) => (/^.{4}[A-Z2-7]{16}$/.test(secret) ? undefined : "AWS key ids have no 0, 1, 8 or 9"),
  },
  {
    kind: "an AWS secret access key",
    placeholder: "<AWS_SECRET_ACCESS_KEY>",
    pattern: /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
    // Forty base64 characters are only an AWS secret next to a key id or under a secret-key label.
    accept: (secret, value, index) =>
      /[a-z]/.test(secret) &&
      /[A-Z]/.test(secret) &&
      /\d/.test(secret) &&
      entropy(secret) >= 4 &&
      (hasAwsKeyId(value) || /secret.?access.?key\W{0,6}$/i.test(value.slice(Math.max(0, index - 40), index))),
    doubt: () => LOOKS_RANDOM,
  },
  {
    kind: "a GitHub token",
    placeholder: "<GITHUB_TOKEN>",
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{40,240})\b/g,
    doubt: gitHubTokenDoubt,
    checksum: (token) => !token.startsWith("github_pat_"),
  },
  { kind: "a Stripe live key", placeholder: "sk_test_<STRIPE_KEY>", pattern: /\b[sr]k_live_[A-Za-z0-9]{16,247}\b/g },
  {
    kind: "a Slack token",
    placeholder: "<SLACK_TOKEN>",
    pattern: /\b(?:xox[abpr]-\d{6,}-[A-Za-z0-9-]{8,}|xapp-\d-[A-Z0-9]{6,}-\d{6,}-[a-z0-9]{16,})\b/g,
  },
  {
    kind: "a Slack webhook URL",
    placeholder: "https://hooks.slack.com/services/<WEBHOOK_PATH>",
    pattern: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,}/g,
  },
  {
    kind: "a private key",
    placeholder: "<PRIVATE_KEY>",
    pattern: /-----BEGIN (?:[A-Z0-9]+ ){0,2}PRIVATE KEY(?: BLOCK)?-----/g,
    // The header is the same in every key: what follows decides. `...` or `PRIVATE_KEY` is an example.
    ownPlaceholderCheck: true,
    accept: (secret, value, index) => {
      const material = /[A-Za-z0-9+/=]{48,}/.exec(
        value.slice(index + secret.length, index + secret.length + 400).replace(/\\n|\s/g, ""),
      );
      return material !== null && !isPlaceholder(material[0]);
    },
  },
  { kind: "a Google API key", placeholder: "<GOOGLE_API_KEY>", pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  // Real keys run to well over a hundred characters: forty is far past an example such as `sk-proj-abc123`.
  {
    kind: "an OpenAI API key",
    placeholder: "<OPENAI_API_KEY>",
    pattern: /\bsk-proj-[A-Za-z0-9_-]{40,}/g,
    accept: (secret) => looksRandom(secret.slice(8)),
  },
  {
    kind: "an OpenAI API key",
    placeholder: "<OPENAI_API_KEY>",
    pattern: /\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b/g,
  },
  {
    kind: "an Anthropic API key",
    placeholder: "<ANTHROPIC_API_KEY>",
    pattern: /\bsk-ant-[a-z]+\d*-[A-Za-z0-9_-]{40,}/g,
    accept: (secret) => looksRandom(secret.slice(secret.indexOf("-", 7) + 1)),
  },
  {
    kind: "a JSON Web Token",
    placeholder: "<TOKEN>",
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g,
    accept: (secret, value, index) => !isSampleJwt(secret) && !inSignedImageUrl(value, index),
    dead: jwtExpiry,
  },
  {
    kind: "a bearer token",
    placeholder: "<API_KEY>",
    pattern: /\b[Bb]earer\s+([A-Za-z0-9._~+/-]{20,}=*)/g,
    group: 1,
    accept: (secret) => /[A-Za-z]/.test(secret) && /\d/.test(secret) && entropy(secret) >= 3.5,
    doubt: () => LOOKS_RANDOM,
  },
];

/**
 * A credential's name, or one that ends in it: `api_key`, `OPENAI_API_KEY`, `apiKey`, `client_secret`, `SECRET_KEY`,
 * `authToken`, `password`.
 */
const CREDENTIAL_NAME = String.raw`(?<![\w-])([\w-]*?(?:api[_-]?key|private[_-]?key|secret(?:[_-]?key)?|token|passw(?:or)?d))`;

/**
 * A value written next to a credential's name in code, whatever the name's service: `api_key =
 * "…"`, `"token": "…"`, `apiKey: '…'`, `export API_KEY=…`, `--token=…`, `-H "X-Api-Key: …"`.
 * Group 1 is the name, group 2 the value. Only code is searched: prose names keys without giving them.
 */
const ASSIGNED: readonly RegExp[] = [
  new RegExp(String.raw`${CREDENTIAL_NAME}["']?\]?\s*(?::|=>|=)\s*[frb]?["'\x60]([^"'\x60\s]{20,})["'\x60]`, "gi"),
  new RegExp(String.raw`${CREDENTIAL_NAME}\s*[:=][ \t]*([A-Za-z0-9_+/=.~-]{20,})(?=[\s;,]|$)`, "gim"),
  new RegExp(String.raw`(?<![\w-])(x-[\w-]*(?:api[_-]?key|token|secret)[\w-]*):[ \t]*([A-Za-z0-9_+/=.~-]{20,})`, "gi"),
];
const MAYBE_ASSIGNED = /api.?key|private.?key|secret|token|passw/i;
/**
 * Keys made to be public (a PostHog project key, a Stripe publishable key), written into every
 * web page that uses them, and Stripe's test-mode keys, which move no money.
 */
const PUBLIC_KEY = /^(?:phc_|pk_(?:live|test)_|[sr]k_test_)/;
/**
 * Names of keys made to be shown to every visitor: search-only keys (Meilisearch, Algolia,
 * Typesense) and publishable or `NEXT_PUBLIC_` keys go into the web pages that use them.
 */
const PUBLIC_NAME = /search|public|publishable/i;

/**
 * Every credential in `value`, in order, none overlapping; placeholders left out. In code, also long random values
 * given to a credential's name.
 */
export function findSecrets(value: string, isCode = false): SecretFinding[] {
  const findings: SecretFinding[] = [];
  if (MAYBE_SECRET.test(value)) addDetected(value, findings);
  if (isCode && MAYBE_ASSIGNED.test(value)) addAssigned(value, findings);
  return findings.sort((a, b) => a.index - b.index);
}

function addAssigned(value: string, findings: SecretFinding[]): void {
  for (const pattern of ASSIGNED) {
    for (const match of value.matchAll(pattern)) {
      const name = match[1]!;
      const secret = match[2]!;
      if (PUBLIC_NAME.test(name)) continue;
      const index = match.index + match[0].lastIndexOf(secret);
      if (
        !isAssignedSecret(secret) ||
        findings.some((f) => index < f.index + f.secret.length && f.index < index + secret.length)
      )
        continue;
      const placeholder = `<${name
        .replace(/([a-z\d])([A-Z])/g, "$1_$2")
        .replace(/-/g, "_")
        .toUpperCase()}>`;
      findings.push({ kind: `a credential given to \`${name}\``, placeholder, secret, index, doubt: LOOKS_RANDOM });
    }
  }
}

/**
 * A value that is a credential, not a stand-in or code: long, of letters and digits mixed
 * at random, and none of the shapes examples take (placeholders, words, variables, public keys).
 * The thresholds were measured on every code block of the eleven real projects docsgate is
 * tried on: the keys there score 4.6 bits per character and more; stand-ins reach 3.9, and their
 * words or capitals give them away first; 3.7 leaves room for keys shorter than those.
 */
function isAssignedSecret(secret: string): boolean {
  if (!/\d/.test(secret) || !/[A-Za-z]/.test(secret) || PUBLIC_KEY.test(secret) || isPlaceholder(secret)) return false;
  // A UUID names a thing (AWS WAF's `ChangeToken`) far more often than it is a key.
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(secret)) return false;
  // An Ethereum address (20 bytes) is public: a token's contract, a wallet. A private key is 32 bytes, and stays.
  if (/^0x[0-9a-f]{40}$/i.test(secret)) return false;
  // `process.env.KEY`, `settings.api.key_v2`: code that reads the key.
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(secret)) return false;
  // `replace-with-32-random-characters`, `123abc_my_api_key_goes_here`, `SEARCH_API_KEY_OF_MS0`: a stand-in written in
  // words.
  if ((secret.match(/(?:^|[_-])[A-Za-z]{2,}(?=[_-]|$)/g) ?? []).length >= 3) return false;
  return looksRandom(secret);
}

/** Random enough to be a key: hex needs length, other alphabets variety. */
function looksRandom(text: string): boolean {
  return /^[0-9a-f]+$/i.test(text) ? text.length >= 32 && entropy(text) >= 3.3 : entropy(text) >= 3.7;
}

function addDetected(value: string, findings: SecretFinding[]): void {
  const candidates: SecretFinding[] = [];
  for (const detector of DETECTORS) {
    for (const match of value.matchAll(detector.pattern)) {
      const secret = match[detector.group ?? 0]!;
      const index = match.index + match[0].lastIndexOf(secret);
      if (
        (!detector.ownPlaceholderCheck && isPlaceholder(secret)) ||
        (detector.accept && !detector.accept(secret, value, index))
      )
        continue;
      const doubt = detector.doubt?.(secret);
      const dead = detector.dead?.(secret);
      candidates.push({
        kind: detector.kind,
        placeholder: detector.placeholder,
        secret,
        index,
        ...(doubt ? { doubt } : detector.checksum?.(secret) ? { checked: true } : {}),
        ...(dead ? { dead } : {}),
      });
    }
  }
  // Of overlapping matches the longest wins (the detectors' order breaks ties): forty characters inside an Anthropic
  // key can match the AWS secret pattern too, and masking only those would show the rest of the key.
  candidates.sort((a, b) => b.secret.length - a.secret.length);
  for (const candidate of candidates) {
    const { index, secret } = candidate;
    if (!findings.some((f) => index < f.index + f.secret.length && f.index < index + secret.length))
      findings.push(candidate);
  }
}

/** The same for the same secret, and shows nothing of it: what the page cache may keep to count a value's pages. */
export function secretDigest(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url").slice(0, 22);
}

/** The secret with all but its last four characters hidden, for messages. */
export function maskSecret(secret: string): string {
  const line = secret.split("\n")[0]!;
  if (line.startsWith("-----BEGIN")) return line; // the header of a key block says nothing secret
  return `${"*".repeat(Math.min(12, Math.max(4, secret.length - 4)))}${secret.slice(-4)}`;
}

const PLACEHOLDER_WORDS =
  /example|your|placeholder|sample|dummy|fake|redacted|changeme|xxxx|abc123|\*\*\*|\.\.\.|…|<|>|\$\{|\{\{/i;

/**
 * Obvious stand-ins: documented examples (`AKIAIOSFODNN7EXAMPLE`), `xxxx`, `<...>`, words such
 * as "your", `abc123`, a character repeated (`00000`), a run like `123456` or `abcdef`, or too
 * few different characters (`AKIAJKLJKLJKLJKLJKLJ`).
 */
export function isPlaceholder(token: string): boolean {
  if (PLACEHOLDER_WORDS.test(token)) return true;
  const body = token.replace(/^[A-Za-z]+[_-]/, "");
  if (/(.)\1{4}/.test(body)) return true;
  if (new Set(body).size <= Math.min(8, body.length / 3)) return true;
  let run = 1;
  for (let i = 1; i < body.length; i++) {
    run = body.charCodeAt(i) === body.charCodeAt(i - 1) + 1 ? run + 1 : 1;
    if (run >= 6) return true;
  }
  return false;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * GitHub's tokens since 2021 end in a CRC32 of their random part, in six base62 digits
 * (github.blog, "Behind GitHub's new authentication token formats"): GitHub never issues one whose
 * checksum fails, so such a token is made up. Fine-grained tokens (`github_pat_`, 22 and 59
 * characters) have no published checksum: their exact shape is what is checked.
 */
function gitHubTokenDoubt(token: string): string | undefined {
  if (token.startsWith("github_pat_"))
    return /^github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}$/.test(token)
      ? undefined
      : "GitHub's fine-grained tokens are 22 and 59 characters after `github_pat_`";
  const body = token.slice(4);
  const checksum = [...body.slice(-6)].reduce((sum, digit) => sum * 62 + BASE62.indexOf(digit), 0);
  return checksum === crc32(body.slice(0, -6))
    ? undefined
    : "its checksum (the last six characters) does not match, so GitHub did not issue it as written";
}

function hasAwsKeyId(value: string): boolean {
  for (const match of value.matchAll(/\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g)) if (!isPlaceholder(match[0])) return true;
  return false;
}

/** Shannon entropy in bits per character: random keys score above 4, words and names below 3.5. */
function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** The token of a pasted image's signed GitHub address (signed-github-image.ts). */
function inSignedImageUrl(value: string, index: number): boolean {
  return BEFORE_SIGNED_GITHUB_IMAGE_TOKEN.test(value.slice(Math.max(0, index - 300), index));
}

/** The token jwt.io shows (subject "1234567890", "John Doe"), copied into many docs as an example. */
function isSampleJwt(token: string): boolean {
  const payload = jwtPayload(token);
  return payload.includes('"1234567890"') || payload.includes("John Doe");
}

/**
 * When a JWT's `exp` (seconds since 1970, RFC 7519 4.1.4) is past, why no server accepts it: "it
 * expired on 2025-08-18 (its `exp`)". Read, never verified: a forged `exp` would only make a
 * token look dead to docsgate, not to the server that checks its signature.
 */
function jwtExpiry(token: string): string | undefined {
  let exp: unknown;
  try {
    exp = (JSON.parse(jwtPayload(token)) as { exp?: unknown } | null)?.exp;
  } catch {
    return undefined;
  }
  if (typeof exp !== "number" || !(exp >= 0) || exp * 1000 >= Date.now()) return undefined;
  return `it expired on ${new Date(exp * 1000).toISOString().slice(0, 10)} (its \`exp\`)`;
}

/** A JWT's payload as text (its second part, base64url). */
function jwtPayload(token: string): string {
  return Buffer.from(token.split(".")[1]!, "base64url").toString("utf8");
}
