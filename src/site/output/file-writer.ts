import { realpathSync } from "node:fs";
import path from "node:path";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";

/** What goes at one path of the output folder. */
export type SiteFile =
  | { kind: "text"; text: string }
  /** `underRoot`: the copy is made only while the file's real path stays under that folder. */
  | { kind: "copy"; from: string; underRoot?: string };

/**
 * The bytes handed to the writing thread pass through one shared ring of this size: the layout
 * runs ahead of the disk by at most this much, and the documents never pile up. A file over a
 * quarter of it (a large search index) is handed over as a buffer of its own instead.
 */
const RING_BYTES = 16 * 1024 * 1024;
const OWN_BUFFER_BYTES = RING_BYTES / 4;

/** The shared counters: ring bytes in use, messages handled, and whether the writing thread has finished. */
const IN_USE = 0;
const HANDLED = 1;
const FINISHED = 2;

/** How long the writing thread may go without handling a file before the build gives up on it. */
const STALL_MS = 120_000;

/**
 * The writing thread: makes each folder once and writes each file it is sent, in order, with
 * blocking calls, then gives the file's part of the ring back. Kept as source text (run with
 * `eval`) so that it needs no bundled script of its own and runs the same from the sources and
 * from dist/; it loads nothing but node:fs and node:path. After the first failure it writes
 * nothing more and reports that failure when asked to finish.
 */
const WRITER_SOURCE = `
const { mkdirSync, writeFileSync, copyFileSync } = require("node:fs");
const path = require("node:path");
const { workerData } = require("node:worker_threads");
const { port, state, ring } = workerData;
const counters = new Int32Array(state);
const folders = new Set();
let failure;
port.on("message", (message) => {
  if (message.finish) {
    port.postMessage({ failure });
    Atomics.store(counters, ${FINISHED}, 1);
    Atomics.add(counters, ${HANDLED}, 1);
    Atomics.notify(counters, ${HANDLED});
    port.close();
    return;
  }
  if (failure === undefined) {
    try {
      const folder = path.dirname(message.target);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      if (message.from !== undefined) copyFileSync(message.from, message.target);
      else writeFileSync(message.target, message.bytes ?? new Uint8Array(ring, message.start, message.length));
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  if (message.release) Atomics.sub(counters, ${IN_USE}, message.release);
  Atomics.add(counters, ${HANDLED}, 1);
  Atomics.notify(counters, ${HANDLED});
});
`;

/** A file could not be written (disk full, no permission): the system's message. */
export class FileWriteError extends Error {}

/**
 * Writes files into the output folder on a thread of its own, in the order handed over, while
 * the calling thread lays out the next pages: written with blocking calls on the calling thread,
 * they took a fifth of a 2,000-page build on a slow disk (and varied fourfold from run to run).
 * The calling thread blocks only while the ring is full.
 */
export class FileWriter {
  private readonly realRoots = new Map<string, string>();
  /** Paths handed over to be written, relative to the output folder. */
  readonly written: string[] = [];
  private readonly counters = new Int32Array(new SharedArrayBuffer(12));
  private readonly ring = new Uint8Array(new SharedArrayBuffer(RING_BYTES));
  /** Where the next file's bytes go in the ring. */
  private at = 0;
  private readonly port: MessagePort;
  private readonly worker: Worker;
  private readonly encoder = new TextEncoder();
  private outcome?: { failure: string | undefined };

  constructor(private readonly outDir: string) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: { port: port2, state: this.counters.buffer, ring: this.ring.buffer },
      transferList: [port2],
    });
    // The caller waits for the thread in `finish()`; an unfinished build must not be kept alive by it.
    this.worker.unref();
    this.port.unref();
  }

  write(relative: string, file: SiteFile): void {
    if (file.kind === "copy" && file.underRoot && !this.staysUnder(file.from, file.underRoot)) return;
    const target = path.join(this.outDir, ...relative.split("/"));
    if (file.kind === "copy") this.port.postMessage({ target, from: file.from });
    else {
      const length = Buffer.byteLength(file.text);
      if (length <= OWN_BUFFER_BYTES) this.writeThroughRing(target, file.text, length);
      else {
        const bytes = this.encoder.encode(file.text);
        this.port.postMessage({ target, bytes }, [bytes.buffer]);
      }
    }
    this.written.push(relative);
  }

  /** Blocks until every file handed over is written; throws FileWriteError with the first that failed. */
  finish(): void {
    if (this.outcome === undefined) {
      this.port.postMessage({ finish: true });
      this.waitUntil(() => Atomics.load(this.counters, FINISHED) === 1);
      const reply = receiveMessageOnPort(this.port)?.message as { failure?: string } | undefined;
      this.outcome = { failure: reply?.failure };
      this.port.close();
      void this.worker.terminate();
    }
    if (this.outcome.failure !== undefined) throw new FileWriteError(this.outcome.failure);
  }

  /** Puts the text's `length` bytes in the ring after the last file's (or at its start, when they would not fit before its end). */
  private writeThroughRing(target: string, text: string, length: number): void {
    const wraps = this.at + length > RING_BYTES;
    const start = wraps ? 0 : this.at;
    // The unused end of the ring goes with this file, and comes back when it is written.
    const release = (wraps ? RING_BYTES - this.at : 0) + length;
    this.waitUntil(() => Atomics.load(this.counters, IN_USE) + release <= RING_BYTES);
    const { written } = this.encoder.encodeInto(text, this.ring.subarray(start, start + length));
    if (written !== length) throw new Error(`encoded ${written} bytes of ${length}`);
    this.at = start + length;
    Atomics.add(this.counters, IN_USE, release);
    this.port.postMessage({ target, start, length, release });
  }

  /** Blocks until `done()` holds; a writing thread that handles nothing for STALL_MS is a FileWriteError. */
  private waitUntil(done: () => boolean): void {
    while (!done()) {
      const handled = Atomics.load(this.counters, HANDLED);
      if (done()) return;
      if (Atomics.wait(this.counters, HANDLED, handled, STALL_MS) === "timed-out") {
        this.outcome = { failure: `no file was written for ${STALL_MS / 1000} seconds` };
        void this.worker.terminate();
        throw new FileWriteError(this.outcome.failure);
      }
    }
  }

  /**
   * The root's index already leaves out links that lead away; this checks again at copy time, so a
   * link changed since the scan cannot carry a file from elsewhere into the site.
   */
  private staysUnder(file: string, root: string): boolean {
    let realRoot = this.realRoots.get(root);
    if (!realRoot) {
      realRoot = realpathSync(root);
      this.realRoots.set(root, realRoot);
    }
    try {
      return realpathSync(file).startsWith(realRoot + path.sep);
    } catch {
      return false;
    }
  }
}
