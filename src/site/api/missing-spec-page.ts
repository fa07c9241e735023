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
  const box =
    `<div class="callout callout-warning api-missing-spec" role="note">${iconSvg("triangle-exclamation", "callout-icon") ?? ""}` +
    `<div class="callout-content"><p>${escapeHtml(missingSpecSentence(spec))} The method, parameters and playground are not shown.</p></div></div>`;
  return { ...page, html: `${box}${page.html}` };
}
