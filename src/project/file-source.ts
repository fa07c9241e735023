import { closeSync, lstatSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync } from "node:fs";
import path from "node:path";

/** What is at a path: a file, a folder, or (lstat, readdir) a symbolic link. */
export interface FileKind {
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

export interface FileStats extends FileKind {
  /** In bytes. */
  size: number;
}

/**
 * The few file-system calls that read a docs project, so that a project can be read from memory
 * (the rule tester's examples) as well as from disk. Paths are absolute. Failures are thrown as
 * node:fs throws them, with `code` ENOENT when nothing is there: the readers word their
 * messages from those errors.
 */
export interface FileSource {
  readFile(full: string): Buffer;
  /** The file decoded as UTF-8 (invalid bytes become U+FFFD): one call, without a Buffer in between. */
  readText(full: string): string;
  /** Up to `bytes` bytes from the start of the file (for sniffing a large file's kind). */
  readHead(full: string, bytes: number): Buffer;
  /** After symbolic links. */
  stat(full: string): FileStats;
  /** Of the path itself, a symbolic link included. */
  lstat(full: string): FileStats;
  readdir(dir: string): (FileKind & { name: string })[];
  realpath(full: string): string;
}

const disk: FileSource = {
  readFile: (full) => readFileSync(full),
  readText: (full) => readFileSync(full, "utf8"),
  readHead(full, bytes) {
    const fd = openSync(full, "r");
    try {
      const buffer = Buffer.alloc(bytes);
      return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0));
    } finally {
      closeSync(fd);
    }
  },
  stat: (full) => statSync(full),
  lstat: (full) => lstatSync(full),
  readdir: (dir) => readdirSync(dir, { withFileTypes: true }),
  realpath: (full) => realpathSync(full),
};

/** The files of a project by path relative to its root (POSIX), as text or bytes. */
export type ProjectFiles = Readonly<Record<string, string | Uint8Array>>;

/** A project held in memory under a root that need not exist on disk: no links, every folder implied by its files. */
class MemoryFiles implements FileSource {
  private readonly files = new Map<string, Buffer>();
  private readonly folders = new Set<string>();

  constructor(
    readonly root: string,
    files: ProjectFiles,
  ) {
    this.folders.add(root);
    for (const [file, content] of Object.entries(files)) {
      const full = path.join(root, file);
      this.files.set(full, Buffer.from(content));
      for (let dir = path.dirname(full); dir !== root && dir.startsWith(root); dir = path.dirname(dir)) {
        this.folders.add(dir);
      }
    }
  }

  readFile(full: string): Buffer {
    const bytes = this.files.get(full);
    if (bytes) return bytes;
    throw this.folders.has(full) ? fsError("EISDIR", "illegal operation on a directory", "read", full) : missing(full);
  }

  readText(full: string): string {
    return this.readFile(full).toString("utf8");
  }

  readHead(full: string, bytes: number): Buffer {
    return this.readFile(full).subarray(0, bytes);
  }

  stat(full: string): FileStats {
    const bytes = this.files.get(full);
    if (bytes) return entry("file", bytes.length);
    if (this.folders.has(full)) return entry("folder", 0);
    throw missing(full, "stat");
  }

  lstat(full: string): FileStats {
    return this.stat(full);
  }

  readdir(dir: string): (FileKind & { name: string })[] {
    if (!this.folders.has(dir)) throw missing(dir, "scandir");
    const children = [
      ...[...this.folders].filter((folder) => folder !== dir && path.dirname(folder) === dir),
      ...[...this.files.keys()].filter((file) => path.dirname(file) === dir),
    ];
    return children.map((child) => ({ name: path.basename(child), ...this.stat(child) }));
  }

  realpath(full: string): string {
    this.stat(full);
    return full;
  }
}

/** The in-memory projects being read now, by root. */
const mounted = new Map<string, MemoryFiles>();

/** Reads from the in-memory project whose root holds the path, when one is being read, and from disk otherwise. */
export const projectFiles: FileSource = {
  readFile: (full) => sourceOf(full).readFile(full),
  readText: (full) => sourceOf(full).readText(full),
  readHead: (full, bytes) => sourceOf(full).readHead(full, bytes),
  stat: (full) => sourceOf(full).stat(full),
  lstat: (full) => sourceOf(full).lstat(full),
  readdir: (dir) => sourceOf(dir).readdir(dir),
  realpath: (full) => sourceOf(full).realpath(full),
};

function sourceOf(full: string): FileSource {
  for (const [root, files] of mounted) {
    if (full === root || full.startsWith(root + path.sep)) return files;
  }
  return disk;
}

/**
 * Runs `read` with `files` standing for the folder `root` (absolute), wherever it reads through
 * `projectFiles`. `read` must be synchronous: the files are there only until it returns. Worker
 * threads (the OpenAPI linter, the page workers of a large project) still read the disk.
 */
export function withFilesInMemory<T>(root: string, files: ProjectFiles, read: () => T): T {
  if (mounted.has(root)) throw new Error(`${root} is already being read from memory`);
  mounted.set(root, new MemoryFiles(root, files));
  try {
    return read();
  } finally {
    mounted.delete(root);
  }
}

function entry(kind: "file" | "folder", size: number): FileStats {
  return {
    size,
    isFile: () => kind === "file",
    isDirectory: () => kind === "folder",
    isSymbolicLink: () => false,
  };
}

function missing(full: string, syscall = "open"): NodeJS.ErrnoException {
  return fsError("ENOENT", "no such file or directory", syscall, full);
}

/** An error worded and coded as node:fs words and codes it. */
function fsError(code: string, text: string, syscall: string, full: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${text}, ${syscall} '${full}'`), { code, syscall, path: full });
}
