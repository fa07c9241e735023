import type { ConfigDocument } from "../project/config-document.js";
import type { Project } from "../project/project.js";
import { uncheckedObject, type UncheckedV2Config } from "../project/config-types/unchecked.js";
import type { ConfigView } from "./unknown-keys.js";

export interface V2Config extends ConfigView {
  document: ConfigDocument;
  /** The config with its `$ref`s resolved, unless it is no object (config/schema reports that). */
  value: UncheckedV2Config | undefined;
}

/**
 * The v2 config the content rules look at: docs.json in the v2 layout, parsed, its `$ref`s
 * resolved; a report anywhere in it points at the file (docs.json or a referenced one) and the
 * line that wrote the value.
 */
export function v2Config(project: Project): V2Config | undefined {
  const { config, document } = project;
  if (config.status !== "read" || config.layout !== "v2" || !document) return undefined;
  return {
    document,
    value: uncheckedObject(document.value),
    file: config.name,
    at: document.at,
    node(path) {
      const place = document.placeOf(path);
      return document.sources.get(place.file)?.node(place.path);
    },
    ignoredBy: "Mintlify",
  };
}
