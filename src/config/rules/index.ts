import type { Project } from "../../project/project.js";
import type { Rule } from "../../types.js";

export const CONFIG_RULES: readonly Rule<Project>[] = [];
