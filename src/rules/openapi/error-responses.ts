import { openApiFacts, type OpenApiRule } from "../../openapi/cross-checks/context.js";
import { REJECTED_SPEC } from "../../openapi/rejected-specs.js";
import { UNSEEN_SPEC } from "../../openapi/unseen-specs.js";
import { operationLabel } from "../../project/navigation/operation-reference.js";

/** A success: 2xx, or an outcome below 400 (a `101` upgrade, a `302` redirect) that is the call working. */
const SUCCESS = /^[123](?:\d\d|XX)$/i;
/** An error: 4xx, 5xx, or `default`, which describes every response the others leave out. */
const ERROR = /^(?:[45](?:\d\d|XX)|default)$/i;

const DEPRECATED = "The operation is deprecated (`deprecated: true`), and the site marks it so: a notice.";

export const rule: OpenApiRule = {
  context: "openapi",
  meta: {
    id: "openapi/error-responses",
    category: "openapi",
    defaultSeverity: "warning",
    description:
      "Every operation of an OpenAPI file documents a success response (2xx) and at least one error response (4xx, 5xx or `default`).",
  },
  check(context, report) {
    for (const spec of openApiFacts(context).specs) {
      for (const operation of spec.operations) {
        const success = operation.responses.some((code) => SUCCESS.test(code));
        const error = operation.responses.some((code) => ERROR.test(code));
        if (success && error) continue;
        const label = `\`${operationLabel(operation.method, operation.path)}\``;
        const message =
          !success && !error
            ? `${label} documents neither a success response (2xx) nor an error response (4xx, 5xx or \`default\`), so readers cannot tell what the call returns. Add the response it returns when it works (such as \`200\`) and the errors it returns (such as \`400\` and \`404\`).`
            : !success
              ? `${label} documents no success response (2xx), so readers cannot tell what a working call returns. Add it, such as \`200\` or \`204\`.`
              : `${label} documents no error response (4xx, 5xx or \`default\`), so readers cannot tell how the call fails. Add the errors it returns, such as \`400\` and \`404\`, or a \`default\` error response.`;
        // A call that takes nothing (no parameters, body or credentials) has no mistake of the caller's to document;
        // only the server's own failures are left, which many such calls (a version, a health check) never report.
        if (success && operation.takesNothing) {
          report({ ...operation.place, message: takesNothingMessage(label), defaultSeverity: "notice" });
          continue;
        }
        // Nobody reads the responses of a spec the site makes no page from or rejects, and a deprecated call is on its
        // way out: advice, not a warning.
        const why = spec.unseen ? UNSEEN_SPEC : spec.rejected ? REJECTED_SPEC : operation.deprecated ? DEPRECATED : "";
        report({
          ...operation.place,
          message: why ? `${message} ${why}` : message,
          ...(why ? { defaultSeverity: "notice" } : {}),
        });
      }
    }
  },
};

function takesNothingMessage(label: string): string {
  return `${label} documents no error response. It takes no parameters, body or credentials, so a caller cannot send it anything wrong, but the server may still fail: if it can, add that response (a \`5XX\` or \`default\`).`;
}
