import { describe, expect, test } from "vitest";
import { decodeWide, wideEncoding } from "../../src/project/wide-encoding.js";

const TEXT = '---\ntitle: "Café"\ndescription: Read the forecast.\n---\n\nWeather for any coordinate 🌦.\n';

/** `TEXT` in one of the layouts, with or without its byte order mark. */
function encoded(name: string, bom: boolean): Buffer {
  const units = [...(bom ? "\uFEFF" : ""), ...TEXT];
  if (name.startsWith("UTF-32")) {
    const bytes = Buffer.alloc(units.length * 4);
    units.forEach((char, i) =>
      name === "UTF-32LE"
        ? bytes.writeUInt32LE(char.codePointAt(0)!, i * 4)
        : bytes.writeUInt32BE(char.codePointAt(0)!, i * 4),
    );
    return bytes;
  }
  const le = Buffer.from(units.join(""), "utf16le");
  return name === "UTF-16LE" ? le : le.swap16();
}

describe("wideEncoding", () => {
  for (const name of ["UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"])
    for (const bom of [true, false])
      test(`${name} ${bom ? "with" : "without"} a byte order mark`, () => {
        const bytes = encoded(name, bom);
        expect(wideEncoding(bytes)).toEqual({ name, family: name.slice(0, 6), bom });
        expect(decodeWide(bytes, name)).toBe((bom ? "\uFEFF" : "") + TEXT);
      });

  test("UTF-8 text, binary data and a few bytes are none of them", () => {
    expect(wideEncoding(Buffer.from(TEXT))).toBeUndefined();
    expect(
      wideEncoding(
        Buffer.from([
          0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0,
        ]),
      ),
    ).toBeUndefined();
    // NULs in one position of each pair, but the "characters" they make are control characters: data, not text.
    expect(wideEncoding(Buffer.from(Array.from({ length: 64 }, (_, i) => (i % 2 ? 0 : 3))))).toBeUndefined();
    expect(wideEncoding(Buffer.from([0x7b, 0x00, 0x01, 0x7d]))).toBeUndefined();
  });

  test("a sample that ends between the halves of a surrogate pair still reads as text", () => {
    const bytes = Buffer.from("a".repeat(2047) + "🌦" + "b".repeat(10), "utf16le");
    expect(wideEncoding(bytes)).toEqual({ name: "UTF-16LE", family: "UTF-16", bom: false });
  });
});
