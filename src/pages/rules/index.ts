import type { PageRule } from "../page-rule.js";
import { STYLE_RULES } from "../../style/rules/index.js";
import { rule as headingH1 } from "./heading-h1.js";
import { rule as headingIncrement } from "./heading-increment.js";
import { rule as frontmatter } from "./frontmatter.js";
import { rule as frontmatterSyntax } from "./frontmatter-syntax.js";
import { rule as title } from "./title.js";
import { rule as description } from "./description.js";
import { rule as frontmatterKey } from "./frontmatter-key.js";
import { rule as snippetImport } from "./snippet-import.js";
import { rule as imageFrame } from "./image-frame.js";
import { rule as imageAlt } from "./image-alt.js";
import { rule as missingAsset } from "./missing-asset.js";
import { rule as video } from "./video.js";
import { rule as unclosedCodeFence } from "./unclosed-code-fence.js";
import { rule as unknownComponent } from "./unknown-component.js";
import { rule as requiredAttribute } from "./required-attribute.js";
import { rule as unknownAttribute } from "./unknown-attribute.js";
import { rule as attributeValue } from "./attribute-value.js";
import { rule as componentNesting } from "./component-nesting.js";
import { rule as secret } from "./secret.js";
import { rule as authorizationHeader } from "./authorization-header.js";
import { rule as unknownIcon } from "./unknown-icon.js";
import { rule as emptyLink } from "./empty-link.js";
import { rule as unsafeHtml } from "./unsafe-html.js";
import { rule as unsafeUrl } from "./unsafe-url.js";

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
