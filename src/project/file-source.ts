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

/**
 * The disk under a root with an editor's unsaved buffers laid over it: a buffer stands for its file's bytes, and a buffer
 * whose file is not on disk (a page created in the editor and not saved yet) is in its folder as a file of its own.
 */
class BufferedFiles implements FileSource {
  constructor(
    readonly root: string,
    /** By path from the root (POSIX); read live, so the editor's next keystroke is what the next read sees. */
    private readonly buffers: ReadonlyMap<string, string>,
  ) {}

  private bufferOf(full: string): string | undefined {
    return this.buffers.get(path.relative(this.root, full).split(path.sep).join("/"));
  }

  readFile(full: string): Buffer {
    const text = this.bufferOf(full);
    return text === undefined ? disk.readFile(full) : Buffer.from(text);
  }

  readText(full: string): string {
    return this.bufferOf(full) ?? disk.readText(full);
  }

  readHead(full: string, bytes: number): Buffer {
    const text = this.bufferOf(full);
    return text === undefined ? disk.readHead(full, bytes) : Buffer.from(text).subarray(0, bytes);
  }

  stat(full: string): FileStats {
    const text = this.bufferOf(full);
    if (text !== undefined) return entry("file", Buffer.byteLength(text));
    try {
      return disk.stat(full);
    } catch (error) {
      if (this.holdsBufferUnder(full)) return entry("folder", 0);
      throw error;
    }
  }

  lstat(full: string): FileStats {
    if (this.bufferOf(full) !== undefined) return this.stat(full);
    try {
      return disk.lstat(full);
    } catch (error) {
      if (this.holdsBufferUnder(full)) return entry("folder", 0);
      throw error;
    }
  }

  readdir(dir: string): (FileKind & { name: string })[] {
    let found: (FileKind & { name: string })[] = [];
    try {
      found = disk.readdir(dir);
    } catch (error) {
      if (!this.holdsBufferUnder(dir)) throw error;
    }
    const names = new Set(found.map((child) => child.name));
    const relative = path.relative(this.root, dir).split(path.sep).join("/");
    const prefix = relative === "" ? "" : `${relative}/`;
    for (const file of this.buffers.keys()) {
      if (!file.startsWith(prefix)) continue;
      const name = file.slice(prefix.length).split("/")[0]!;
      if (names.has(name)) continue;
      names.add(name);
      found.push({ name, ...this.stat(path.join(dir, name)) });
    }
    return found;
  }

  realpath(full: string): string {
    try {
      return disk.realpath(full);
    } catch (error) {
      if (this.bufferOf(full) !== undefined || this.holdsBufferUnder(full)) return full;
      throw error;
    }
  }

  /** A folder that is not on disk but holds a buffer's file. */
  private holdsBufferUnder(full: string): boolean {
    const relative = path.relative(this.root, full).split(path.sep).join("/");
    if (relative.startsWith("..")) return false;
    const prefix = relative === "" ? "" : `${relative}/`;
    return [...this.buffers.keys()].some((file) => file.startsWith(prefix));
  }
}

/** The projects read from memory, or from the disk with buffers over it, now: by root. */
const mounted = new Map<string, FileSource>();

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

/**
 * From now until the returned function is called, reads under `root` (absolute) through `projectFiles` see `buffers`
 * (path from the root -> text) over the disk: the language server's view of a project whose files the editor holds
 * unsaved. Worker threads still read the disk.
 */
export function layBuffersOver(root: string, buffers: ReadonlyMap<string, string>): () => void {
  if (mounted.has(root)) throw new Error(`${root} is already being read from memory`);
  mounted.set(root, new BufferedFiles(root, buffers));
  return () => mounted.delete(root);
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
