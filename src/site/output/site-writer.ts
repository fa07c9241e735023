import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { fullIndexJson, quickIndexJson } from "../search/search-index.js";
import { fullIndexPath } from "../search/search-options.js";
import type { SearchDocument } from "../search/search-options.js";
import { FileWriter, type SiteFile } from "./file-writer.js";

/** What the build hands the site writer, in the order it is to be done. */
export type WriterMessage =
  | { kind: "file"; path: string; file: SiteFile }
  /** Build the search index from these documents and write it at `path`. */
  | { kind: "search"; path: string; documents: SearchDocument[] }
  | { kind: "end" };

export type WriterReply = { written: string[]; searchMs: number } | { error: string };

/** The output folder could not be written (disk full, no permission): the user's to fix, not a bug. */
export class SiteWriteError extends Error {}

export interface WriterData {
  outDir: string;
}

/**
 * The bundled writer script next to this module. Running from the TypeScript sources (tests)
 * there is none, and the files are written on the calling thread.
 */
const WORKER_SCRIPT = fileURLToPath(new URL("./site-writer-worker.js", import.meta.url));

/**
 * Writes the site's files and builds its search index on a thread of its own, so the disk's
 * latency and the index's cost overlap the page layout on the calling thread instead of adding to
 * it. Files are written in the order they are handed over; `finish()` gives every path written.
 */
export class SiteWriter {
  private constructor(
    private readonly post: (message: WriterMessage) => void,
    private readonly reply: Promise<WriterReply>,
  ) {}

  static start(outDir: string): SiteWriter {
    if (!existsSync(WORKER_SCRIPT)) return SiteWriter.inThread(outDir);
    const worker = new Worker(WORKER_SCRIPT, { workerData: { outDir } satisfies WriterData });
    const reply = new Promise<WriterReply>((resolve) => {
      worker.once("message", (message: WriterReply) => resolve(message));
      worker.once("error", (error: Error) => resolve({ error: error.message }));
      worker.once("exit", (code) =>
        resolve({ error: `The site writer stopped (exit status ${code}) before it finished.` }),
      );
    });
    return new SiteWriter(
      (message) => worker.postMessage(message),
      reply.finally(() => void worker.terminate()),
    );
  }

  private static inThread(outDir: string): SiteWriter {
    const handle = writerHandler(outDir);
    let reply: WriterReply | undefined;
    let settle: (reply: WriterReply) => void = () => {};
    const replied = new Promise<WriterReply>((resolve) => (settle = resolve));
    return new SiteWriter((message) => {
      if (reply) return;
      try {
        const done = handle(message);
        if (done) settle((reply = done));
      } catch (error) {
        settle((reply = { error: errorText(error) }));
      }
    }, replied);
  }

  write(path: string, file: SiteFile): void {
    this.post({ kind: "file", path, file });
  }

  searchIndex(path: string, documents: SearchDocument[]): void {
    this.post({ kind: "search", path, documents });
  }

  /** Waits for every file handed over; throws what went wrong writing them. */
  async finish(): Promise<{ written: string[]; searchMs: number }> {
    this.post({ kind: "end" });
    const reply = await this.reply;
    if ("error" in reply) throw new SiteWriteError(`Could not write the site: ${reply.error}`);
    return reply;
  }
}

/** Handles the writer's messages in order; answers the `end` message with what was written. */
export function writerHandler(outDir: string): (message: WriterMessage) => WriterReply | undefined {
  const writer = new FileWriter(outDir);
  let searchMs = 0;
  return (message) => {
    switch (message.kind) {
      case "file":
        writer.write(message.path, message.file);
        return undefined;
      case "search": {
        const start = performance.now();
        const quick = quickIndexJson(message.documents);
        const full = fullIndexJson(message.documents);
        searchMs += performance.now() - start;
        writer.write(message.path, { kind: "text", text: quick });
        writer.write(fullIndexPath(message.path), { kind: "text", text: full });
        return undefined;
      }
      case "end":
        return { written: writer.written, searchMs: Math.round(searchMs) };
    }
  };
}

/** What went wrong, in the system's words (`ENOSPC: no space left on device, write`). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
