import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";

export const NAV_RULES: readonly Rule<Project>[] = [];
