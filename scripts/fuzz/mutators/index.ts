import { BYTE_MUTATORS } from "./bytes.js";
import { FILE_MUTATORS } from "./files.js";
import { JSON_MUTATORS } from "./json.js";
import { MARKDOWN_MUTATORS } from "./markdown.js";
import type { Mutator } from "./mutator.js";
import { YAML_MUTATORS } from "./yaml.js";

export type { Mutator } from "./mutator.js";

export const MUTATORS: readonly Mutator[] = [
  ...BYTE_MUTATORS,
  ...MARKDOWN_MUTATORS,
  ...JSON_MUTATORS,
  ...YAML_MUTATORS,
  ...FILE_MUTATORS,
];
