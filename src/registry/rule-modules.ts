// Written by scripts/rule-registry.mjs from the files in src/rules/ (npm run build): do not edit.
import { rule as configBeyondSpec } from "../rules/config/beyond-spec.js";
import { rule as configDuplicateKey } from "../rules/config/duplicate-key.js";
import { rule as configEmptySection } from "../rules/config/empty-section.js";
import { rule as configIgnoredKey } from "../rules/config/ignored-key.js";
import { rule as configInvalidJson } from "../rules/config/invalid-json.js";
import { rule as configLegacyFile } from "../rules/config/legacy-file.js";
import { rule as configLegacyShape } from "../rules/config/legacy-shape.js";
import { rule as configMissing } from "../rules/config/missing.js";
import { rule as configMissingFile } from "../rules/config/missing-file.js";
import { rule as configOutsideRoot } from "../rules/config/outside-root.js";
import { rule as configProtocolRelativeRedirect } from "../rules/config/protocol-relative-redirect.js";
import { rule as configRedirectChain } from "../rules/config/redirect-chain.js";
import { rule as configRedirectFragment } from "../rules/config/redirect-fragment.js";
import { rule as configRedirectLoop } from "../rules/config/redirect-loop.js";
import { rule as configRedirectShadow } from "../rules/config/redirect-shadow.js";
import { rule as configRedirectTarget } from "../rules/config/redirect-target.js";
import { rule as configRef } from "../rules/config/ref.js";
import { rule as configSchema } from "../rules/config/schema.js";
import { rule as configTooDeep } from "../rules/config/too-deep.js";
import { rule as configUnknownIcon } from "../rules/config/unknown-icon.js";
import { rule as configUnknownKey } from "../rules/config/unknown-key.js";
import { rule as configUnknownVersion } from "../rules/config/unknown-version.js";
import { rule as configUnsafeUrl } from "../rules/config/unsafe-url.js";
import { rule as configUnvalidatedKey } from "../rules/config/unvalidated-key.js";
import { rule as navCaseMismatch } from "../rules/nav/case-mismatch.js";
import { rule as navDuplicate } from "../rules/nav/duplicate.js";
import { rule as navDuplicateDefault } from "../rules/nav/duplicate-default.js";
import { rule as navExtension } from "../rules/nav/extension.js";
import { rule as navLanguagePages } from "../rules/nav/language-pages.js";
import { rule as navMissingPage } from "../rules/nav/missing-page.js";
import { rule as navOrphanPage } from "../rules/nav/orphan-page.js";
import { rule as navOutsideRoot } from "../rules/nav/outside-root.js";
import { rule as navPageName } from "../rules/nav/page-name.js";
import { rule as navUnknownOperation } from "../rules/nav/unknown-operation.js";
import { rule as openapiAsyncapiFile } from "../rules/openapi/asyncapi-file.js";
import { rule as openapiAuthScheme } from "../rules/openapi/auth-scheme.js";
import { rule as openapiBaseUrl } from "../rules/openapi/base-url.js";
import { rule as openapiErrorResponses } from "../rules/openapi/error-responses.js";
import { rule as openapiInvalidFile } from "../rules/openapi/invalid-file.js";
import { rule as openapiRedoclyConfig } from "../rules/openapi/redocly-config.js";
import { rule as openapiRedoclyUnsupported } from "../rules/openapi/redocly-unsupported.js";
import { rule as openapiRemoteSpec } from "../rules/openapi/remote-spec.js";
import { rule as openapiSchemaKeyword } from "../rules/openapi/schema-keyword.js";
import { rule as openapiSecret } from "../rules/openapi/secret.js";
import { rule as openapiUndocumentedOperation } from "../rules/openapi/undocumented-operation.js";
import { rule as openapiUnknownChannel } from "../rules/openapi/unknown-channel.js";
import { rule as openapiUnknownOperation } from "../rules/openapi/unknown-operation.js";
import { rule as openapiUnresolvedRef } from "../rules/openapi/unresolved-ref.js";
import { rule as pageActiveFile } from "../rules/page/active-file.js";
import { rule as pageAttributeValue } from "../rules/page/attribute-value.js";
import { rule as pageAuthorizationHeader } from "../rules/page/authorization-header.js";
import { rule as pageBrokenLink } from "../rules/page/broken-link.js";
import { rule as pageCodeLineRange } from "../rules/page/code-line-range.js";
import { rule as pageComponentNesting } from "../rules/page/component-nesting.js";
import { rule as pageCrossLanguageLink } from "../rules/page/cross-language-link.js";
import { rule as pageDescription } from "../rules/page/description.js";
import { rule as pageEmptyLink } from "../rules/page/empty-link.js";
import { rule as pageFrontmatter } from "../rules/page/frontmatter.js";
import { rule as pageFrontmatterKey } from "../rules/page/frontmatter-key.js";
import { rule as pageFrontmatterSyntax } from "../rules/page/frontmatter-syntax.js";
import { rule as pageHeadingH1 } from "../rules/page/heading-h1.js";
import { rule as pageHeadingIncrement } from "../rules/page/heading-increment.js";
import { rule as pageImageAlt } from "../rules/page/image-alt.js";
import { rule as pageImageFrame } from "../rules/page/image-frame.js";
import { rule as pageLinkExtension } from "../rules/page/link-extension.js";
import { rule as pageLocalhostLink } from "../rules/page/localhost-link.js";
import { rule as pageMissingAsset } from "../rules/page/missing-asset.js";
import { rule as pageRequiredAttribute } from "../rules/page/required-attribute.js";
import { rule as pageSecret } from "../rules/page/secret.js";
import { rule as pageSnippetCycle } from "../rules/page/snippet-cycle.js";
import { rule as pageSnippetExpansion } from "../rules/page/snippet-expansion.js";
import { rule as pageSnippetImport } from "../rules/page/snippet-import.js";
import { rule as pageSyntax } from "../rules/page/syntax.js";
import { rule as pageTitle } from "../rules/page/title.js";
import { rule as pageUncheckedLink } from "../rules/page/unchecked-link.js";
import { rule as pageUnclosedCodeFence } from "../rules/page/unclosed-code-fence.js";
import { rule as pageUndefinedVariable } from "../rules/page/undefined-variable.js";
import { rule as pageUnknownAttribute } from "../rules/page/unknown-attribute.js";
import { rule as pageUnknownComponent } from "../rules/page/unknown-component.js";
import { rule as pageUnknownIcon } from "../rules/page/unknown-icon.js";
import { rule as pageUnsafeHtml } from "../rules/page/unsafe-html.js";
import { rule as pageUnsafeUrl } from "../rules/page/unsafe-url.js";
import { rule as pageVideo } from "../rules/page/video.js";
import { rule as settingsInvalid } from "../rules/settings/invalid.js";
import { rule as settingsStyleFile } from "../rules/settings/style-file.js";
import { rule as siteBrokenExternalLink } from "../rules/site/broken-external-link.js";
import { rule as siteBrokenLink } from "../rules/site/broken-link.js";
import { rule as siteDiagramPlacement } from "../rules/site/diagram-placement.js";
import { rule as siteInvalidMath } from "../rules/site/invalid-math.js";
import { rule as siteUnrenderedComponent } from "../rules/site/unrendered-component.js";
import { rule as siteUnrenderedExpression } from "../rules/site/unrendered-expression.js";
import { rule as siteUnrunScript } from "../rules/site/unrun-script.js";
import { rule as styleActiveVoice } from "../rules/style/active-voice.js";
import { rule as styleComponentChoice } from "../rules/style/component-choice.js";
import { rule as styleDescription } from "../rules/style/description.js";
import { rule as styleNumberedProcedures } from "../rules/style/numbered-procedures.js";
import { rule as stylePresentTense } from "../rules/style/present-tense.js";
import { rule as styleTitle } from "../rules/style/title.js";
import { rule as suppressUnused } from "../rules/suppress/unused.js";
import styleKeyInfoFirst from "../rules/style/key-info-first.yml";
import styleSecondPerson from "../rules/style/second-person.yml";

/** Every rule module, by id: the id is the module's path under src/rules/. */
export const RULE_MODULES = {
  "config/beyond-spec": configBeyondSpec,
  "config/duplicate-key": configDuplicateKey,
  "config/empty-section": configEmptySection,
  "config/ignored-key": configIgnoredKey,
  "config/invalid-json": configInvalidJson,
  "config/legacy-file": configLegacyFile,
  "config/legacy-shape": configLegacyShape,
  "config/missing": configMissing,
  "config/missing-file": configMissingFile,
  "config/outside-root": configOutsideRoot,
  "config/protocol-relative-redirect": configProtocolRelativeRedirect,
  "config/redirect-chain": configRedirectChain,
  "config/redirect-fragment": configRedirectFragment,
  "config/redirect-loop": configRedirectLoop,
  "config/redirect-shadow": configRedirectShadow,
  "config/redirect-target": configRedirectTarget,
  "config/ref": configRef,
  "config/schema": configSchema,
  "config/too-deep": configTooDeep,
  "config/unknown-icon": configUnknownIcon,
  "config/unknown-key": configUnknownKey,
  "config/unknown-version": configUnknownVersion,
  "config/unsafe-url": configUnsafeUrl,
  "config/unvalidated-key": configUnvalidatedKey,
  "nav/case-mismatch": navCaseMismatch,
  "nav/duplicate": navDuplicate,
  "nav/duplicate-default": navDuplicateDefault,
  "nav/extension": navExtension,
  "nav/language-pages": navLanguagePages,
  "nav/missing-page": navMissingPage,
  "nav/orphan-page": navOrphanPage,
  "nav/outside-root": navOutsideRoot,
  "nav/page-name": navPageName,
  "nav/unknown-operation": navUnknownOperation,
  "openapi/asyncapi-file": openapiAsyncapiFile,
  "openapi/auth-scheme": openapiAuthScheme,
  "openapi/base-url": openapiBaseUrl,
  "openapi/error-responses": openapiErrorResponses,
  "openapi/invalid-file": openapiInvalidFile,
  "openapi/redocly-config": openapiRedoclyConfig,
  "openapi/redocly-unsupported": openapiRedoclyUnsupported,
  "openapi/remote-spec": openapiRemoteSpec,
  "openapi/schema-keyword": openapiSchemaKeyword,
  "openapi/secret": openapiSecret,
  "openapi/undocumented-operation": openapiUndocumentedOperation,
  "openapi/unknown-channel": openapiUnknownChannel,
  "openapi/unknown-operation": openapiUnknownOperation,
  "openapi/unresolved-ref": openapiUnresolvedRef,
  "page/active-file": pageActiveFile,
  "page/attribute-value": pageAttributeValue,
  "page/authorization-header": pageAuthorizationHeader,
  "page/broken-link": pageBrokenLink,
  "page/code-line-range": pageCodeLineRange,
  "page/component-nesting": pageComponentNesting,
  "page/cross-language-link": pageCrossLanguageLink,
  "page/description": pageDescription,
  "page/empty-link": pageEmptyLink,
  "page/frontmatter": pageFrontmatter,
  "page/frontmatter-key": pageFrontmatterKey,
  "page/frontmatter-syntax": pageFrontmatterSyntax,
  "page/heading-h1": pageHeadingH1,
  "page/heading-increment": pageHeadingIncrement,
  "page/image-alt": pageImageAlt,
  "page/image-frame": pageImageFrame,
  "page/link-extension": pageLinkExtension,
  "page/localhost-link": pageLocalhostLink,
  "page/missing-asset": pageMissingAsset,
  "page/required-attribute": pageRequiredAttribute,
  "page/secret": pageSecret,
  "page/snippet-cycle": pageSnippetCycle,
  "page/snippet-expansion": pageSnippetExpansion,
  "page/snippet-import": pageSnippetImport,
  "page/syntax": pageSyntax,
  "page/title": pageTitle,
  "page/unchecked-link": pageUncheckedLink,
  "page/unclosed-code-fence": pageUnclosedCodeFence,
  "page/undefined-variable": pageUndefinedVariable,
  "page/unknown-attribute": pageUnknownAttribute,
  "page/unknown-component": pageUnknownComponent,
  "page/unknown-icon": pageUnknownIcon,
  "page/unsafe-html": pageUnsafeHtml,
  "page/unsafe-url": pageUnsafeUrl,
  "page/video": pageVideo,
  "settings/invalid": settingsInvalid,
  "settings/style-file": settingsStyleFile,
  "site/broken-external-link": siteBrokenExternalLink,
  "site/broken-link": siteBrokenLink,
  "site/diagram-placement": siteDiagramPlacement,
  "site/invalid-math": siteInvalidMath,
  "site/unrendered-component": siteUnrenderedComponent,
  "site/unrendered-expression": siteUnrenderedExpression,
  "site/unrun-script": siteUnrunScript,
  "style/active-voice": styleActiveVoice,
  "style/component-choice": styleComponentChoice,
  "style/description": styleDescription,
  "style/numbered-procedures": styleNumberedProcedures,
  "style/present-tense": stylePresentTense,
  "style/title": styleTitle,
  "suppress/unused": suppressUnused,
} as const;

/** docsgate's style files (word-level style rules, written as a team's are), by id, as text. */
export const DEFAULT_STYLE_FILES = {
  "style/key-info-first": styleKeyInfoFirst,
  "style/second-person": styleSecondPerson,
} as const;
