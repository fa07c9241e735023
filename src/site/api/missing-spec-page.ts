import type { MissingRemoteSpec } from "../../openapi/types.js";
import { escapeHtml } from "../../html/escape.js";
import { iconSvg } from "../../icons/icons.js";
import { redactUrl } from "../../text/redact-url.js";
import type { RenderedPage } from "../../render/types.js";

/** What the box on an endpoint page says when its remote OpenAPI file is missing, in one sentence. */
function missingSpecSentence(spec: MissingRemoteSpec): string {
  const url = redactUrl(spec.url);
  return spec.failure === undefined
    ? `This endpoint's OpenAPI file (${url}) was not fetched: this build did not reach the network (run with --fetch-remote, or the action's fetch-remote input set to true).`
    : `This endpoint's OpenAPI file (${url}) could not be fetched: ${spec.failure}.`;
}

/**
 * An endpoint page whose OpenAPI file is a URL the build did not read: a warning box where the
 * method, path, parameters and playground would be says which file and why, above the page's own content.
 */
export function missingSpecPage(page: RenderedPage, spec: MissingRemoteSpec): RenderedPage {
  return withNotice(page, missingSpecSentence(spec));
}

/**
 * An endpoint page whose `openapi` names no operation the site has: the same box, with the check's own words (it
 * reports them at the front matter's line), so a reviewer sees why the page has no reference.
 */
export function unresolvedOperationPage(page: RenderedPage, problem: string): RenderedPage {
  return withNotice(page, problem);
}

/** The sentences quote the front matter and paths in backticks: shown as code, as the report's Markdown shows them. */
function codeSpans(html: string): string {
  return html.replace(/`([^`]+)`/g, "<code>$1</code>");
}

function withNotice(page: RenderedPage, sentence: string): RenderedPage {
  return withMissingBox(page, sentence, "The method, parameters and playground are not shown.");
}

/**
 * An API page (endpoint, data model) whose source the build could not read: a warning box above the page's own
 * content, `sentence` saying why (backticks shown as code), `missing` what the page lacks.
 */
export function withMissingBox(page: RenderedPage, sentence: string, missing: string): RenderedPage {
  const box =
    `<div class="callout callout-warning api-missing-spec" role="note">${iconSvg("triangle-exclamation", "callout-icon") ?? ""}` +
    `<div class="callout-content"><p>${codeSpans(escapeHtml(sentence))} ${escapeHtml(missing)}</p></div></div>`;
  return { ...page, html: `${box}${page.html}` };
}
