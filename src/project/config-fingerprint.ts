import type { Project } from "./project.js";

/**
 * The config as written, as one text for a cache key: the file found (its name, layout and text) and every file its
 * `$ref`s read, by name and text. What is computed from the config, positions included, changes only with it.
 */
export function configFingerprint(project: Pick<Project, "config" | "document">): string {
  const { config, document } = project;
  const found = JSON.stringify(
    config.status === "read"
      ? [config.status, config.name, config.alsoPresent ?? null, config.layout, config.source.text]
      : config,
  );
  return found + [...(document?.sources ?? [])].map(([file, source]) => `\0${file}\0${source.text}`).join("");
}
