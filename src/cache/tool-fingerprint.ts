import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import packageJson from "../../package.json" with { type: "json" };

let fingerprint: string | undefined;

/** esbuild names a chunk by a hash of its code. */
const HASHED_NAME = /-[A-Z0-9]{8}\.js$/;

/**
 * docsgate's version and the modules it runs from: the chunks by name, the other modules by
 * their bytes. Never by file times: a runner unpacks the action afresh for every job, and the
 * cache it restores from an earlier job must still match. A new build of docsgate starts new caches.
 */
export function toolFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const modules = readdirSync(dir)
    .filter((name) => /\.[cm]?[jt]s$/.test(name))
    .sort()
    .map((name) =>
      HASHED_NAME.test(name)
        ? name
        : `${name}:${createHash("sha256")
            .update(readFileSync(path.join(dir, name)))
            .digest("base64url")}`,
    );
  fingerprint = `${packageJson.version} ${modules.join(" ")}`;
  return fingerprint;
}
