import { describe, expect, test } from "vitest";
import { ALL_RULE_METAS } from "../src/registry/rule-registry.js";
import { redoclyRuleMeta, REDOCLY_RULE_IDS } from "../src/openapi/redocly-rules.js";
import type { Severity } from "../src/diagnostics/diagnostic.js";

/**
 * docsgate's default severities, in one place, so that changing one is a reviewed change here.
 *
 * An error means the published site would be broken or wrong: a config Mintlify rejects; a
 * navigation entry, link, #fragment, asset, snippet or `$ref` that reaches nothing; a page that
 * does not parse; an unknown component or a missing required attribute; a secret; an OpenAPI
 * file that does not parse or resolve, or a page naming an operation that does not exist.
 * A warning is the format's guidance, accessibility, and OpenAPI advice beyond structure.
 * A notice is the writing style, and what docsgate says about what it does not check.
 */
const PROFILE: Record<Severity, readonly string[]> = {
  error: [
    "config/invalid-json",
    // Mintlify reads every docs.json as v2 and refuses the legacy shape: the site does not build.
    "config/legacy-shape",
    "config/missing",
    "config/missing-file",
    "config/outside-root",
    // A redirect that leads round in circles, or to a path with no page: readers never arrive.
    "config/redirect-loop",
    "config/redirect-target",
    "config/ref",
    "config/schema",
    // A config nested past 500 levels: that part is left out of the check and of the preview, and no real site nests
    // so.
    "config/too-deep",
    "config/unknown-version",
    "nav/case-mismatch",
    "nav/missing-page",
    "nav/outside-root",
    // Mintlify's link to the page leads elsewhere: no reader reaches it from the navigation.
    "nav/page-name",
    // Mintlify's build fails on an endpoint entry whose operation its spec lacks.
    "nav/unknown-operation",
    // Mintlify reads AsyncAPI 3 only: a navigation entry naming another file fails its build.
    "openapi/asyncapi-file",
    "openapi/invalid-file",
    "openapi/secret",
    // The page shows no channel.
    "openapi/unknown-channel",
    "openapi/unknown-operation",
    "openapi/unresolved-ref",
    "page/broken-link",
    // Front matter the site cannot read: the page's fields are lost, or shown as text.
    "page/frontmatter-syntax",
    "page/missing-asset",
    "page/required-attribute",
    "page/secret",
    // Mintlify's build copies snippets into each other without end, or runs out of time or memory.
    "page/snippet-cycle",
    "page/snippet-expansion",
    "page/snippet-import",
    "page/syntax",
    "page/unknown-component",
    // A `{{ name }}` docs.json does not define: Mintlify leaves it in the page (its docs: the build fails; a link to it
    // reaches nothing).
    "page/undefined-variable",
    // docsgate's own settings: a typo would silently leave a rule at its default.
    "settings/invalid",
    "settings/style-file",
    "site/broken-external-link",
    "site/broken-link",
  ],
  warning: [
    "config/duplicate-key",
    "config/empty-section",
    "config/ignored-key",
    // Mintlify takes any destination and the browser follows it off the site: a typo or a disguised open redirect.
    "config/protocol-relative-redirect",
    "config/redirect-chain",
    // A #fragment is never sent to the server: the redirect never applies, readers are not sent on as meant.
    "config/redirect-fragment",
    // Mintlify follows the redirect first: the page is never shown, but nothing is broken for readers.
    "config/redirect-shadow",
    "config/unknown-icon",
    "config/unknown-key",
    // The site leaves the link or image out; the rest of the site still publishes.
    "config/unsafe-url",
    "nav/duplicate",
    // Mintlify takes the first default and ignores the others.
    "nav/duplicate-default",
    "nav/extension",
    "nav/language-pages",
    "openapi/auth-scheme",
    "openapi/base-url",
    "openapi/error-responses",
    "openapi/redocly-config",
    "openapi/schema-keyword",
    // The site publishes the file inert; the published one as the contributor wrote it would run a script.
    "page/active-file",
    "page/attribute-value",
    "page/authorization-header",
    // A highlight or focus line past the block's end: Mintlify marks nothing, silently.
    "page/code-line-range",
    "page/component-nesting",
    "page/cross-language-link",
    "page/description",
    "page/empty-link",
    "page/frontmatter",
    "page/frontmatter-key",
    "page/heading-h1",
    "page/heading-increment",
    "page/image-alt",
    "page/image-frame",
    "page/link-extension",
    "page/localhost-link",
    "page/title",
    "page/unclosed-code-fence",
    "page/unknown-attribute",
    "page/unknown-icon",
    // The site leaves the markup out: the page still publishes without it.
    "page/unsafe-html",
    // The site strips the URL, as Mintlify strips or neutralizes it: the page still publishes.
    "page/unsafe-url",
    "page/video",
    "site/diagram-placement",
    "site/invalid-math",
    "site/unrendered-component",
    "suppress/unused",
  ],
  notice: [
    // Where the spec is stricter than Mintlify: the site builds and shows it, only the spec expects otherwise.
    "config/beyond-spec",
    "config/legacy-file",
    "config/unvalidated-key",
    "nav/orphan-page",
    "openapi/redocly-unsupported",
    "openapi/remote-spec",
    "openapi/undocumented-operation",
    "page/unchecked-link",
    // About docsgate's preview, which runs no code; a `{name}` Mintlify removes too is a warning.
    "site/unrendered-expression",
    "site/unrun-script",
    "style/active-voice",
    "style/component-choice",
    "style/description",
    "style/key-info-first",
    "style/numbered-procedures",
    "style/present-tense",
    "style/second-person",
    "style/title",
  ],
};

describe("the default severity profile", () => {
  test("every rule has the severity this profile gives it, and the profile names every rule", () => {
    const actual = { error: [] as string[], warning: [] as string[], notice: [] as string[] };
    for (const meta of ALL_RULE_METAS) actual[meta.defaultSeverity].push(meta.id);
    expect({ error: actual.error.sort(), warning: actual.warning.sort(), notice: actual.notice.sort() }).toEqual({
      error: [...PROFILE.error].sort(),
      warning: [...PROFILE.warning].sort(),
      notice: [...PROFILE.notice].sort(),
    });
  });

  test("every writing-style rule is a notice", () => {
    const style = ALL_RULE_METAS.filter((meta) => meta.category === "style");
    expect(style.length).toBeGreaterThan(0);
    expect(style.filter((meta) => meta.defaultSeverity !== "notice").map((meta) => meta.id)).toEqual([]);
  });

  test("redocly's rules: struct (a file Mintlify rejects) is an error, what leaves the site unchanged a notice, the rest warnings", () => {
    const errors = REDOCLY_RULE_IDS.filter((id) => redoclyRuleMeta(`openapi/${id}`).defaultSeverity === "error");
    expect(errors).toEqual(["struct"]);
    const notices = REDOCLY_RULE_IDS.filter((id) => redoclyRuleMeta(`openapi/${id}`).defaultSeverity === "notice");
    expect(notices).toEqual([
      "info-license",
      "no-ambiguous-paths",
      "no-illogical-composition-keywords",
      "no-path-trailing-slash",
      "no-required-schema-properties-undefined",
      "no-server-example.com",
      "no-unused-components",
      "nullable-type-sibling",
      "operation-4xx-response",
      "operation-operationId",
      "operation-operationId-unique",
      "operation-operationId-url-safe",
    ]);
    for (const id of ["security-defined", "no-empty-servers", "no-server-trailing-slash"]) {
      expect(redoclyRuleMeta(`openapi/${id}`).defaultSeverity).toBe("warning");
    }
    // A configurable rule of a redocly.yaml has its level there; without one it warns.
    expect(redoclyRuleMeta("openapi/rule/summary-sentence").defaultSeverity).toBe("warning");
  });
});
