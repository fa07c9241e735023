import type { OpenApiContext } from "../../openapi/cross-checks/context.js";
import type { Project } from "../../project/project.js";
import type { Rule } from "../../diagnostics/diagnostic.js";
import { rule as caseMismatch } from "./case-mismatch.js";
import { rule as duplicate } from "./duplicate.js";
import { rule as duplicateDefault } from "./duplicate-default.js";
import { rule as extension } from "./extension.js";
import { rule as languagePages } from "./language-pages.js";
import { rule as missingPage } from "./missing-page.js";
import { rule as orphanPage } from "./orphan-page.js";
import { rule as outsideRoot } from "./outside-root.js";
import { rule as unknownOperation } from "./unknown-operation.js";

export const NAV_RULES: readonly Rule<Project>[] = [missingPage, caseMismatch, extension, duplicate, outsideRoot, orphanPage, duplicateDefault, languagePages];

/** Navigation rules that need the OpenAPI files read: they run once the spec stage is done. */
export const NAV_SPEC_RULES: readonly Rule<OpenApiContext>[] = [unknownOperation];
