import { readdirSync } from "node:fs";
import * as cache from "@actions/cache";
import * as core from "@actions/core";
import type { PageCacheKeys } from "./page-cache-key.js";

/** One line of the step's log: a warning when the cache service failed, else information. */
export interface CacheLogLine {
  level: "info" | "warning";
  text: string;
}

/** Whether the step can reach GitHub's cache service (its address is in the environment). */
export function isCacheServiceAvailable(): boolean {
  return cache.isFeatureAvailable();
}

/**
 * Restores the page cache folder `dir` from the newest entry whose key starts with `keys.prefix`.
 * `failed`: the service failed, and would most likely fail the save too after as many retries.
 */
export async function restorePageCache(
  dir: string,
  keys: PageCacheKeys,
): Promise<{ failed: boolean; line: CacheLogLine }> {
  const { value: matched, problem } = await withLibraryLog(() => cache.restoreCache([dir], keys.key, [keys.prefix]));
  if (problem)
    return {
      failed: true,
      line: {
        level: "warning",
        text: `docsgate could not restore its page cache from GitHub's cache service, so this run checks every page and saves no cache: ${problem}`,
      },
    };
  return {
    failed: false,
    line: {
      level: "info",
      text: matched
        ? `Restored docsgate's page cache from the cache entry ${matched}.`
        : `No earlier run's page cache matched ${keys.prefix}: this run checks every page.`,
    },
  };
}

/** Saves the page cache folder `dir` as the entry `keys.key`; an empty or missing folder is not saved. */
export async function savePageCache(dir: string, keys: PageCacheKeys): Promise<CacheLogLine> {
  if (isEmpty(dir)) return { level: "info", text: "docsgate's page cache is empty, so no cache entry is saved." };
  const { value: id, problem, lastLine } = await withLibraryLog(() => cache.saveCache([dir], keys.key));
  // A key another job saved first is information to the library, but its check of the error's class fails once bundled.
  if (problem && !problem.includes("another job may be creating this cache"))
    return { level: "warning", text: `docsgate could not save its page cache: ${problem}` };
  // Else the library saved nothing and said why (that job, or a runner's cache mode that allows no writes).
  if (problem || id === -1)
    return {
      level: "info",
      text: `docsgate saved no page cache: ${problem ?? lastLine ?? "the cache service took no entry."}`,
    };
  return { level: "info", text: `Saved docsgate's page cache as the cache entry ${keys.key}.` };
}

/**
 * Calls @actions/cache with its log held back, so that each restore and save is one line of the
 * step: the library logs each retry and each tar command, and its failures as warnings or errors
 * (an error annotation for a 5xx) of its own. Nothing else of the step runs meanwhile. Its lines
 * stay in the step's debug log, and its other workflow commands (::add-mask:: for the signed
 * URLs) pass through. A failure, logged or thrown, is the `problem`.
 */
async function withLibraryLog<T>(call: () => Promise<T>): Promise<{ value?: T; problem?: string; lastLine?: string }> {
  const write = process.stdout.write;
  let text = "";
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    const done = rest.find((argument) => typeof argument === "function") as (() => void) | undefined;
    done?.();
    return true;
  }) as typeof process.stdout.write;
  let value: T | undefined;
  let problem: string | undefined;
  try {
    value = await call();
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  } finally {
    process.stdout.write = write;
  }
  let lastLine: string | undefined;
  for (const line of text.split(/\r?\n/).filter(Boolean)) {
    const annotation = /^::(?:warning|error)(?: [^:]*)?::(.*)$/.exec(line);
    if (annotation) problem = withoutPrefix(unescapeCommand(annotation[1]!));
    else if (line.startsWith("::")) {
      process.stdout.write(`${line}\n`);
      continue;
    } else lastLine = withoutPrefix(line);
    core.debug(line);
  }
  return {
    ...(value === undefined ? {} : { value }),
    ...(problem ? { problem } : {}),
    ...(lastLine ? { lastLine } : {}),
  };
}

/** The library's "Failed to save: " says again what the step's line says. */
function withoutPrefix(message: string): string {
  return message.replace(/^Failed to (?:restore|save): /, "");
}

/** A workflow command's message, as @actions/core escaped it. */
function unescapeCommand(message: string): string {
  return message.replaceAll("%0D", "\r").replaceAll("%0A", "\n").replaceAll("%25", "%");
}

function isEmpty(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return true;
  }
}
