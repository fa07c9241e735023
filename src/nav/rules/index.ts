import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";
import { rule as caseMismatch } from "./case-mismatch.js";
import { rule as duplicate } from "./duplicate.js";
import { rule as extension } from "./extension.js";
import { rule as missingPage } from "./missing-page.js";
import { rule as orphanPage } from "./orphan-page.js";
import { rule as outsideRoot } from "./outside-root.js";

export const NAV_RULES: readonly Rule<Project>[] = [missingPage, caseMismatch, extension, duplicate, outsideRoot, orphanPage];
