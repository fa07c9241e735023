import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import packageJson from "../../package.json" with { type: "json" };

let fingerprint: string | undefined;

/**
 * docsgate's version and the modules it runs from (the bundle's chunks carry a hash of their
 * code in their names): a new build of docsgate starts new caches.
 */
export function toolFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const modules = readdirSync(dir)
    .filter((name) => /\.[cm]?[jt]s$/.test(name))
    .sort()
    .map((name) => {
      const stats = statSync(path.join(dir, name));
      return `${name}:${stats.size}:${stats.mtimeMs}`;
    });
  fingerprint = `${packageJson.version} ${modules.join(" ")}`;
  return fingerprint;
}
