import type { PageRule } from "../pages/page-rule.js";
import { STYLE_RULES } from "../style/rules/index.js";
import { rule as headingH1 } from "../pages/rules/heading-h1.js";
import { rule as headingIncrement } from "../pages/rules/heading-increment.js";
import { rule as frontmatter } from "../pages/rules/frontmatter.js";
import { rule as frontmatterSyntax } from "../pages/rules/frontmatter-syntax.js";
import { rule as title } from "../pages/rules/title.js";
import { rule as description } from "../pages/rules/description.js";
import { rule as frontmatterKey } from "../pages/rules/frontmatter-key.js";
import { rule as snippetImport } from "../pages/rules/snippet-import.js";
import { rule as imageFrame } from "../pages/rules/image-frame.js";
import { rule as imageAlt } from "../pages/rules/image-alt.js";
import { rule as missingAsset } from "../pages/rules/missing-asset.js";
import { rule as video } from "../pages/rules/video.js";
import { rule as unclosedCodeFence } from "../pages/rules/unclosed-code-fence.js";
import { rule as unknownComponent } from "../pages/rules/unknown-component.js";
import { rule as requiredAttribute } from "../pages/rules/required-attribute.js";
import { rule as unknownAttribute } from "../pages/rules/unknown-attribute.js";
import { rule as attributeValue } from "../pages/rules/attribute-value.js";
import { rule as componentNesting } from "../pages/rules/component-nesting.js";
import { rule as secret } from "../pages/rules/secret.js";
import { rule as authorizationHeader } from "../pages/rules/authorization-header.js";
import { rule as unknownIcon } from "../pages/rules/unknown-icon.js";
import { rule as emptyLink } from "../pages/rules/empty-link.js";
import { rule as unsafeHtml } from "../pages/rules/unsafe-html.js";
import { rule as unsafeUrl } from "../pages/rules/unsafe-url.js";

export const PAGE_RULES: readonly PageRule[] = [
  headingH1,
  headingIncrement,
  frontmatter,
  frontmatterSyntax,
  title,
  description,
  frontmatterKey,
  snippetImport,
  imageFrame,
  imageAlt,
  missingAsset,
  video,
  unclosedCodeFence,
  unknownComponent,
  requiredAttribute,
  unknownAttribute,
  attributeValue,
  componentNesting,
  secret,
  authorizationHeader,
  unknownIcon,
  emptyLink,
  unsafeUrl,
  unsafeHtml,
  ...STYLE_RULES,
];
