import type { Project } from "../../project/project.js";
import type { Rule } from "../../diagnostics/diagnostic.js";
import { rule as beyondSpec } from "./beyond-spec.js";
import { rule as duplicateKey } from "./duplicate-key.js";
import { rule as emptySection } from "./empty-section.js";
import { rule as invalidJson } from "./invalid-json.js";
import { rule as legacyFile } from "./legacy-file.js";
import { rule as missing } from "./missing.js";
import { rule as missingFile } from "./missing-file.js";
import { rule as ignoredKey } from "./ignored-key.js";
import { rule as legacyShape } from "./legacy-shape.js";
import { rule as outsideRoot } from "./outside-root.js";
import { rule as redirectChain } from "./redirect-chain.js";
import { rule as redirectLoop } from "./redirect-loop.js";
import { rule as redirectShadow } from "./redirect-shadow.js";
import { rule as redirectTarget } from "./redirect-target.js";
import { rule as ref } from "./ref.js";
import { rule as schema } from "./schema.js";
import { rule as tooDeep } from "./too-deep.js";
import { rule as unknownIcon } from "./unknown-icon.js";
import { rule as unknownKey } from "./unknown-key.js";
import { rule as unknownVersion } from "./unknown-version.js";
import { rule as unsafeUrl } from "./unsafe-url.js";
import { rule as unvalidatedKey } from "./unvalidated-key.js";

export const CONFIG_RULES: readonly Rule<Project>[] = [
  missing,
  invalidJson,
  legacyFile,
  legacyShape,
  ref,
  tooDeep,
  schema,
  ignoredKey,
  unknownKey,
  unvalidatedKey,
  beyondSpec,
  duplicateKey,
  missingFile,
  outsideRoot,
  unknownVersion,
  emptySection,
  unknownIcon,
  unsafeUrl,
  redirectTarget,
  redirectShadow,
  redirectChain,
  redirectLoop,
];
