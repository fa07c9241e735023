/**
 * Made-up credentials of the kinds page/secret finds, planted on the canary page in the places a
 * page holds text (front matter, prose, inline code, an attribute, a link, a code block). None is
 * a real key; each is split so that secret scanners reading this repository do not take the
 * source for a leak. No output of a run may show one: messages mask them, code frames mask them,
 * and the built site shows placeholders.
 */
export const CANARY_SECRETS = {
  "GitHub token": "ghp_" + "JvWiVv3jsB9qKdVHW37ZrPxZT6L7Wgxa9Gag",
  "Stripe key": "sk_" + "live_UFxUbvRFdbpufkvkKeE2xfskKeR6",
  "AWS key id": "AKIA" + "I825UZYCQ369CHV9",
  "JSON Web Token":
    "eyJhbGciOiJIUzI1NiJ9." +
    "eyJzdWIiOiJmdXp6LWNhbmFyeS1uMnY1Q1QxTyIsInJvbGUiOiJhZG1pbiJ9.Egeyz2mCyRaq6LUopYL0lb9Qfgh8SlbiS5FNNaQD",
  "bearer token": "G1Wk1WIsICVzZd" + "Sy0HVNrIGkvMEsF5Rg",
  "private key": "SkS6Wa56nDVu6nFNpF2h0S7dwn/PmF4FsAZAHDY5ys4m4AaT1HCz" + "VUfvg6PKpkX8ghW2cSHbrr7+pNQ6ZodltSKf",
} as const;

/** The canary page's text that holds the secrets, above its planted problems. */
export function canarySecretsText(): string {
  const s = CANARY_SECRETS;
  return `Its keys are made up, and no output may show them: ${s["GitHub token"]} in prose, \`${s["Stripe key"]}\` in code.

<ParamField header="Authorization" type="string" default="Bearer ${s["bearer token"]}">The token.</ParamField>

[A signed link](https://example.com/download?jwt=${s["JSON Web Token"]}).
`;
}

/** Lines for the canary's code block, which is never closed. */
export function canarySecretsCode(): string {
  const s = CANARY_SECRETS;
  return [
    `export AWS_ACCESS_KEY_ID=${s["AWS key id"]}`,
    "-----BEGIN RSA PRIVATE KEY-----",
    s["private key"],
    "-----END RSA PRIVATE KEY-----",
    "",
  ].join("\n");
}

/** What every key of a kind starts with, which placeholders keep: no secret. */
const PUBLIC_PREFIX = /^(?:ghp_|sk_live_|AKIA|eyJhbGciOiJIUzI1NiJ9\.)/;

/**
 * The canary secrets `text` shows, by name: each found whole or in part (16 characters at every
 * 8th offset, so that a copy cut short, such as a cropped code frame, is found too, and a masked
 * key's last four characters are not), in any letter case (a heading's id is in lower case).
 */
export function leakedSecrets(text: string): string[] {
  const lower = text.toLowerCase();
  return Object.entries(CANARY_SECRETS)
    .filter(([, secret]) => pieces(secret.replace(PUBLIC_PREFIX, "")).some((piece) => lower.includes(piece)))
    .map(([name]) => name);
}

function pieces(secret: string): string[] {
  const found: string[] = [];
  for (let at = 0; at + 16 <= secret.length; at += 8) found.push(secret.slice(at, at + 16).toLowerCase());
  found.push(secret.slice(-16).toLowerCase());
  return found;
}
