import { fullIndexJson, quickIndexJson } from "../search/search-index.js";
import { fullIndexPath } from "../search/search-options.js";
import type { SearchDocument } from "../search/search-options.js";
import { FileWriter, type SiteFile } from "./file-writer.js";

/** The output folder could not be written (disk full, no permission): the user's to fix, not a bug. */
export class SiteWriteError extends Error {}

/**
 * Makes the site's search indexes on the calling thread and hands them and the site's files to
 * the file writer, whose thread writes them as they come, with at most 16 MB waiting. The
 * indexes and the layout were once on that thread too: the documents then queued up without
 * bound, and the second heap with the indexes' words added 270 MB to the peak of a 1,100-page
 * site for no time saved; only the writing is there now.
 */
export class SiteWriter {
  private readonly files: FileWriter;
  /** The first file that could not be written: the rest are not tried, and `finish()` throws it. */
  private failure?: string;
  private searchMs = 0;

  constructor(outDir: string) {
    this.files = new FileWriter(outDir);
  }

  write(path: string, file: SiteFile): void {
    if (this.failure !== undefined) return;
    try {
      this.files.write(path, file);
    } catch (error) {
      this.failure = errorText(error);
    }
  }

  /** Builds the search index of these documents and writes it at `path` (and its full twin beside it). */
  searchIndex(path: string, documents: readonly SearchDocument[]): void {
    if (this.failure !== undefined) return;
    const start = performance.now();
    const quick = quickIndexJson(documents);
    const full = fullIndexJson(documents);
    this.searchMs += performance.now() - start;
    this.write(path, { kind: "text", text: quick });
    this.write(fullIndexPath(path), { kind: "text", text: full });
  }

  /** Every path written, and the time the search indexes took, once all is written; throws what went wrong writing. */
  finish(): { written: string[]; searchMs: number } {
    try {
      this.files.finish();
    } catch (error) {
      this.failure ??= errorText(error);
    }
    if (this.failure !== undefined) throw new SiteWriteError(`Could not write the site: ${this.failure}`);
    return { written: this.files.written, searchMs: Math.round(this.searchMs) };
  }
}

/** What went wrong, in the system's words (`ENOSPC: no space left on device, write`). */
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
