/** What a credential in a URL is shown as. */
export const REDACTED = "***";

/**
 * Query and fragment parameters whose value is a credential, by how their name ends: `token`,
 * `access_token`, `apiKey`, `api-key`, `client_secret`, `password`, `sig`, and the parts of a
 * signed URL (`X-Amz-Signature`, `X-Amz-Credential`, `X-Amz-Security-Token`, `X-Goog-Signature`).
 */
const CREDENTIAL_PARAM = /(?:token|key|secret|password|passwd|pwd|sig|signature|credential|credentials|auth|jwt)$/i;

/** The user info of a URL: everything between `scheme://` and the last `@` before the path. */
const USER_INFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#\s]*)@/i;
/** A `name=value` parameter of a query or fragment (or a `;` path parameter). */
const PARAM = /([?&#;])([^=&#;\s]+)=([^&#;\s)]*)/g;
/** A URL in free text: an error's message, a diagnostic's. Quotes, backticks and angle brackets end it. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'`<>]+/gi;

/**
 * `url` with its user info (`user:password@`) and the values of its credential parameters
 * replaced by `***`, and otherwise as written: messages echo URLs from the docs (an OpenAPI
 * file's address, a link), and what a message says reaches CI logs, annotations and comments.
 */
export function redactUrl(url: string): string {
  return hideCredentials(url, () => REDACTED);
}

/** `text` with every URL in it redacted as `redactUrl` does. */
export function redactUrls(text: string): string {
  return text.includes("://") ? text.replace(URL_IN_TEXT, redactUrl) : text;
}

/**
 * `text` with the credentials of every URL in it replaced by as many `*`: lines and columns stay
 * where they were, for a code frame of the text.
 */
export function maskUrls(text: string): string {
  return text.includes("://")
    ? text.replace(URL_IN_TEXT, (url) => hideCredentials(url, (hidden) => "*".repeat(hidden.length)))
    : text;
}

function hideCredentials(url: string, hide: (hidden: string) => string): string {
  return url
    .replace(USER_INFO, (_all, scheme: string, userInfo: string) => `${scheme}${hide(userInfo)}@`)
    .replace(PARAM, (all, lead: string, name: string, value: string) =>
      value && CREDENTIAL_PARAM.test(decodedName(name)) ? `${lead}${name}=${hide(value)}` : all,
    );
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
