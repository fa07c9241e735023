import type { Rng } from "../rng.js";
import {
  bytesOf,
  filesWhere,
  insertAt,
  insertAtRandomLine,
  isText,
  lineStarts,
  setBytes,
  type Mutator,
} from "./mutator.js";

/** Damage any text file can take: bytes, lines, encodings. */
const textFiles = (files: Parameters<Mutator["targets"]>[0]) => filesWhere(files, isText);

const flipBytes: Mutator = {
  name: "flip-bytes",
  weight: 3,
  targets: textFiles,
  apply(files, file, rng) {
    const data = Buffer.from(bytesOf(files, file));
    if (data.length === 0)
      return (setBytes(files, file, Buffer.from([rng.int(0, 255)])), "one random byte in an empty file");
    const count = rng.int(1, 8);
    for (let i = 0; i < count; i++) {
      const at = rng.int(0, data.length - 1);
      const old = data[at]!;
      data[at] = rng.chance(0.5) ? old ^ (1 << rng.int(0, 7)) : (old + rng.int(1, 255)) % 256;
    }
    setBytes(files, file, data);
    return `${count} byte(s) changed`;
  },
};

const truncate: Mutator = {
  name: "truncate",
  weight: 2,
  targets: (files) => filesWhere(files, (file, data) => isText(file) && data.length > 0),
  apply(files, file, rng) {
    const data = bytesOf(files, file);
    const at = rng.int(0, data.length - 1);
    setBytes(files, file, data.subarray(0, at));
    return `cut at byte ${at} of ${data.length}`;
  },
};

/** A random range of whole lines: [first line index, line count]. */
function lineRange(starts: number[], rng: Rng): [number, number] {
  const first = rng.int(0, starts.length - 1);
  return [first, rng.int(1, Math.min(20, starts.length - first))];
}

function rangeBytes(data: Buffer, starts: number[], [first, count]: [number, number]): [number, number] {
  return [starts[first]!, starts[first + count] ?? data.length];
}

const duplicateLines: Mutator = {
  name: "duplicate-lines",
  weight: 2,
  targets: textFiles,
  apply(files, file, rng) {
    const data = bytesOf(files, file);
    const starts = lineStarts(data);
    const range = lineRange(starts, rng);
    const [start, end] = rangeBytes(data, starts, range);
    let chunk = data.subarray(start, end);
    if (chunk.length === 0 || chunk.at(-1) !== 10) chunk = Buffer.concat([chunk, Buffer.from("\n")]);
    const times = rng.logInt(1, 200);
    setBytes(files, file, insertAt(data, end, Buffer.concat(Array(times).fill(chunk))));
    return `${range[1]} line(s) from line ${range[0] + 1} repeated ${times} time(s)`;
  },
};

const deleteLines: Mutator = {
  name: "delete-lines",
  weight: 2,
  targets: (files) => filesWhere(files, (file, data) => isText(file) && data.length > 0),
  apply(files, file, rng) {
    const data = bytesOf(files, file);
    const starts = lineStarts(data);
    const range = lineRange(starts, rng);
    const [start, end] = rangeBytes(data, starts, range);
    setBytes(files, file, Buffer.concat([data.subarray(0, start), data.subarray(end)]));
    return `${range[1]} line(s) from line ${range[0] + 1} deleted`;
  },
};

const nulBytes: Mutator = {
  name: "nul-bytes",
  weight: 1,
  targets: textFiles,
  apply(files, file, rng) {
    const data = bytesOf(files, file);
    const count = rng.logInt(1, 4096);
    setBytes(files, file, insertAt(data, rng.int(0, data.length), Buffer.alloc(count)));
    return `${count} NUL byte(s) inserted`;
  },
};

/**
 * Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, truncated sequences, bytes
 * never used.
 */
const INVALID_UTF8 = [
  [0x80],
  [0xbf],
  [0xc0, 0x80],
  [0xc3],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xfe],
  [0xff],
  [0xf0, 0x9f, 0x98],
];

const invalidUtf8: Mutator = {
  name: "invalid-utf8",
  weight: 1,
  targets: textFiles,
  apply(files, file, rng) {
    let data = bytesOf(files, file);
    const count = rng.int(1, 5);
    for (let i = 0; i < count; i++) data = insertAt(data, rng.int(0, data.length), Buffer.from(rng.pick(INVALID_UTF8)));
    setBytes(files, file, data);
    return `${count} invalid UTF-8 sequence(s) inserted`;
  },
};

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const utf8Bom: Mutator = {
  name: "utf8-bom",
  weight: 1,
  // One BOM is harmless and the report must not change; a second is a character no reader skips.
  targets: (files) => filesWhere(files, (file, data) => isText(file) && !data.subarray(0, 3).equals(UTF8_BOM)),
  apply(files, file) {
    setBytes(files, file, Buffer.concat([UTF8_BOM, bytesOf(files, file)]));
    return "UTF-8 byte order mark prepended";
  },
};

const utf16Bom: Mutator = {
  name: "utf16-bom",
  weight: 0.3,
  targets: textFiles,
  apply(files, file, rng) {
    const [name, bytes] = rng.pick([
      ["UTF-16LE", [0xff, 0xfe]],
      ["UTF-16BE", [0xfe, 0xff]],
    ] as const);
    setBytes(files, file, Buffer.concat([Buffer.from(bytes), bytesOf(files, file)]));
    return `${name} byte order mark prepended`;
  },
};

/** `\n` made `ending` in the whole file. */
function withLineEndings(data: Buffer, ending: string): Buffer {
  return Buffer.from(data.toString("latin1").replace(/\r?\n/g, ending), "latin1");
}

const crlf: Mutator = {
  name: "crlf",
  weight: 1,
  targets: (files) => filesWhere(files, (file, data) => isText(file) && data.includes(10)),
  apply(files, file) {
    setBytes(files, file, withLineEndings(bytesOf(files, file), "\r\n"));
    return "line endings made \\r\\n";
  },
};

const oddLineEndings: Mutator = {
  name: "odd-line-endings",
  weight: 0.5,
  targets: (files) => filesWhere(files, (file, data) => isText(file) && data.includes(10)),
  apply(files, file, rng) {
    // U+2028 as its UTF-8 bytes, in the one-byte-per-character text.
    const [name, ending] = rng.pick([
      ["\\r", "\r"],
      ["U+2028", "\u00e2\u0080\u00a8"],
      ["\\n\\r", "\n\r"],
    ] as const);
    setBytes(files, file, withLineEndings(bytesOf(files, file), ending));
    return `line endings made ${name}`;
  },
};

/**
 * Mutations that change nothing a reader sees: the check must report the same problems at the
 * same lines after them (a UTF-8 BOM is what Windows editors write; CRLF what Git for Windows checks out).
 */
export const HARMLESS_MUTATORS: ReadonlySet<string> = new Set([utf8Bom.name, crlf.name]);

/** What a huge line is made of: plain words, and the Markdown and MDX characters parsers look back or ahead for. */
const HUGE_LINE_UNITS = [
  "a",
  "word ",
  "*a",
  "_a",
  "**",
  "[",
  "](",
  "[a](b) ",
  "<",
  "<a ",
  "{",
  "}",
  "`",
  "``",
  "\\",
  "&amp;",
  "<Note>",
  "| a ",
  "![](x)",
  "#",
  ":",
  "~~",
  "$",
  "\t",
  "- ",
  "> ",
  "&#",
  "http://a.b/",
];

const hugeLine: Mutator = {
  name: "huge-line",
  weight: 1,
  targets: textFiles,
  apply(files, file, rng) {
    const unit = rng.pick(HUGE_LINE_UNITS);
    const length = rng.logInt(10_000, 1_500_000);
    const line = unit.repeat(Math.ceil(length / unit.length)) + "\n";
    setBytes(files, file, insertAtRandomLine(bytesOf(files, file), rng, line));
    return `a line of ${line.length} characters of ${JSON.stringify(unit)} inserted`;
  },
};

export const BYTE_MUTATORS: readonly Mutator[] = [
  flipBytes,
  truncate,
  duplicateLines,
  deleteLines,
  nulBytes,
  invalidUtf8,
  utf8Bom,
  utf16Bom,
  crlf,
  oddLineEndings,
  hugeLine,
];
