/** A Unicode encoding whose text is full of NUL bytes: what Windows tools write as "Unicode" instead of UTF-8. */
export interface WideEncoding {
  /** As iconv names the layout: `UTF-16LE`, `UTF-16BE`, `UTF-32LE` or `UTF-32BE`. */
  name: string;
  /** `UTF-16`: what a reader is told the file is saved as. */
  family: "UTF-16" | "UTF-32";
  /** The file opens with a byte order mark, which tells iconv the layout by itself. */
  bom: boolean;
}

/** Bytes looked at: enough for a page's front matter or a config's first keys. */
const SAMPLE_BYTES = 4096;
/** Shorter files are too short for the NUL pattern to tell text from binary data. */
const MIN_SAMPLE_BYTES = 16;
/** ASCII text (markup, front matter, JSON and YAML keys) in UTF-16 has a NUL in one byte of most pairs. */
const MIN_NUL_SHARE = 0.3;
/** The NULs in the low bytes of such text: characters such as U+0100 or U+4E00, one in 256 at most. */
const MAX_LOW_NUL_SHARE = 0.02;
const BOMS: [bytes: number[], name: string][] = [
  // UTF-32LE's mark starts like UTF-16LE's: it is tried first.
  [[0xff, 0xfe, 0x00, 0x00], "UTF-32LE"],
  [[0x00, 0x00, 0xfe, 0xff], "UTF-32BE"],
  [[0xff, 0xfe], "UTF-16LE"],
  [[0xfe, 0xff], "UTF-16BE"],
];

/**
 * The UTF-16 or UTF-32 layout a file's bytes are text in, told by its byte order mark or, without one, by
 * where its NUL bytes fall (the high bytes of ASCII characters, all in one position of each pair or four);
 * undefined for UTF-8 text and binary data. Only files that fail as UTF-8 ask: a general detector (such as
 * chardet, which weighs dozens of legacy encodings) would be a dependency for this one question.
 */
export function wideEncoding(bytes: Uint8Array): WideEncoding | undefined {
  for (const [mark, name] of BOMS) if (mark.every((byte, i) => bytes[i] === byte)) return encoding(name, true);
  const length = Math.min(bytes.length, SAMPLE_BYTES) & ~3;
  if (length < MIN_SAMPLE_BYTES) return undefined;
  // The share of NUL bytes at each position modulo 4.
  const nul = [0, 0, 0, 0];
  for (let i = 0; i < length; i++) if (bytes[i] === 0) nul[i % 4]!++;
  const share = nul.map((count) => count / (length / 4));
  // A character's low byte is seldom NUL (U+0100, U+4E00); a UTF-32 character's top byte always is, its plane byte mostly.
  const few = (...at: number[]) => at.every((i) => share[i]! <= MAX_LOW_NUL_SHARE);
  const half = (a: number, b: number) => (share[a]! + share[b]!) / 2;
  const name =
    share[3] === 1 && share[2]! >= MIN_NUL_SHARE && few(0)
      ? "UTF-32LE"
      : share[0] === 1 && share[1]! >= MIN_NUL_SHARE && few(3)
        ? "UTF-32BE"
        : few(0, 2) && half(1, 3) >= MIN_NUL_SHARE
          ? "UTF-16LE"
          : few(1, 3) && half(0, 2) >= MIN_NUL_SHARE
            ? "UTF-16BE"
            : undefined;
  return name && readsAsText(bytes.subarray(0, length), name) ? encoding(name, false) : undefined;
}

/** What a reader is told: the file's encoding, and two ways to save it as UTF-8 (`file` as the command names it). */
export function saveAsUtf8Hint(found: WideEncoding, file: string): string {
  const from = found.bom ? found.family : found.name;
  const name = file.split("/").pop()!;
  return `Save it as UTF-8: in your editor, "Save with Encoding" and choose UTF-8 (VS Code: click the encoding in the status bar), or run \`iconv -f ${from} -t UTF-8 ${name} > ${name}.utf8\` and replace the file with the result.`;
}

function encoding(name: string, bom: boolean): WideEncoding {
  return { name, family: name.startsWith("UTF-32") ? "UTF-32" : "UTF-16", bom };
}

/** Decoded as `name`, the bytes are characters of text: no NUL or other control character but tab and line breaks. */
function readsAsText(bytes: Uint8Array, name: string): boolean {
  const text = decodeWide(bytes, name);
  return text !== undefined && !/[\0-\x08\x0b\x0c\x0e-\x1f]/.test(text);
}

/**
 * The text of bytes in the layout `name` (a byte order mark kept as U+FEFF); undefined when they are not
 * such text. A surrogate pair cut in two at the end, as a sample of a file may be, is left out.
 */
export function decodeWide(bytes: Uint8Array, name: string): string | undefined {
  if (name.startsWith("UTF-32")) {
    // TextDecoder knows no UTF-32 (the Encoding Standard leaves it out): its code points are read whole.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let text = "";
    for (let i = 0; i + 4 <= bytes.length; i += 4) {
      const point = view.getUint32(i, name === "UTF-32LE");
      if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return undefined;
      text += String.fromCodePoint(point);
    }
    return text;
  }
  const end = bytes.length & ~1;
  const last =
    name === "UTF-16LE" ? bytes[end - 2]! | (bytes[end - 1]! << 8) : (bytes[end - 2]! << 8) | bytes[end - 1]!;
  const whole = bytes.subarray(0, last >= 0xd800 && last <= 0xdbff ? end - 2 : end);
  try {
    return new TextDecoder(name.toLowerCase(), { fatal: true, ignoreBOM: true }).decode(whole);
  } catch {
    return undefined; // an unpaired surrogate: not UTF-16 text
  }
}
