import { detectLayout } from "../../src/project/config-file.js";
import { readConfigDocument } from "../../src/project/config-document.js";
import { normalizeConfig, type DocsConfig } from "../../src/project/docs-config.js";
import { FileIndex } from "../../src/project/file-index.js";
import { JsonSource } from "../../src/project/json-source.js";

/** docs.json written as `config` (no `$ref`s), in its one shape, as loadProject makes it: the layout is detected. */
export function docsConfigOf(config: unknown, files: FileIndex = FileIndex.of("/docs", [])): DocsConfig {
  const document = readConfigDocument("/docs", files, new JsonSource("docs.json", JSON.stringify(config ?? null)));
  return normalizeConfig(document, "docs.json", detectLayout(config));
}
