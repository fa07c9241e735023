import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/missing-asset";

/** Wraps media in a Frame with alt text, so only the path is under test. */
const framed = (media: string) => `<Frame>\n  ${media}\n</Frame>\n\n`;

describe("page/missing-asset", () => {
  test("a root-absolute image path that is not there is an error at its src", () => {
    const found = pageFindings(RULE, {
      "images/a.png": "png",
      "a.mdx": FRONT + framed('<img src="/images/a.png" alt="A" />') + framed('<img src="/images/b.png" alt="B" />'),
    });
    expect(found).toEqual([
      expect.objectContaining({
        line: 11,
        column: 8,
        endColumn: 27,
        severity: "error",
        message: expect.stringContaining('"/images/b.png" does not exist'),
      }),
    ]);
  });

  test("relative paths start at the page's folder; the root file is suggested", () => {
    const found = pageFindings(RULE, {
      "images/a.png": "png",
      "guides/shot.png": "png",
      "guides/a.mdx":
        FRONT + framed("![Shot](shot.png)") + framed("![A](images/a.png)") + framed("![A](../images/a.png)"),
    });
    expect(places(found)).toEqual(["guides/a.mdx:11:3"]);
    expect(found[0]!.message).toContain('Did you mean "/images/a.png"?');
  });

  test("a name's `#`, `?` and `%`, written escaped, are decoded as the site decodes them: the file is found", () => {
    const found = pageFindings(RULE, {
      "images/chart #1?%.png": "png",
      "a.mdx": FRONT + framed('<img src="/images/chart%20%231%3F%25.png" alt="A" />'),
    });
    expect(found).toEqual([]);
  });

  test("a path that leaves the root is an error", () => {
    const found = pageFindings(RULE, { "a.mdx": FRONT + framed("![A](../../a.png)") });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining("outside the docs root")]);
  });

  test("URLs, data: URIs and computed sources are skipped", () => {
    const text =
      FRONT +
      framed("![A](https://cdn.example.com/a.png)") +
      framed("![A](//cdn.example.com/a.png)") +
      framed('<img src="data:image/png;base64,iVBORw0KGgo=" alt="A" />') +
      framed('<img src={logo} alt="A" />');
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  test("an image pasted into GitHub, whose signed address expires, is an error and not a secret", () => {
    // A made-up token in the shape GitHub signs pasted images with.
    const jwt =
      "eyJhbGciOiJIUzI1NiJ9." +
      "eyJpc3MiOiJnaXRodWIuY29tIiwiZXhwIjoxNzE2MDAwMDAwfQ.Qz8Lm2Vx7Rk4Np9Wd3Hs6Jf1Gb5Yc2Ae8TuQiOx";
    const text =
      FRONT + framed(`<img src="https://private-user-images.githubusercontent.com/1/2-shot.png?jwt=${jwt}" alt="A" />`);
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(found).toEqual([
      expect.objectContaining({
        line: 7,
        severity: "error",
        message: expect.stringContaining("signed GitHub link that expires"),
      }),
    ]);
    expect(pageFindings("page/secret", { "a.mdx": text })).toEqual([]);
  });

  test("video and source elements are checked too", () => {
    const text =
      FRONT +
      framed('<video src="/videos/demo.mp4" controls />') +
      framed('<video controls>\n    <source src="/videos/intro.webm" type="video/webm" />\n  </video>');
    const found = pageFindings(RULE, { "videos/demo.mp4": "mp4", "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:12:13"]);
    expect(found[0]!.message).toContain('media source "/videos/intro.webm"');
  });

  test("a query or fragment is not part of the file name, and escapes are decoded", () => {
    const text = FRONT + framed("![A](/images/a.png?raw=true)") + framed("![A](/images/my%20shot.png#light)");
    expect(pageFindings(RULE, { "images/a.png": "png", "images/my shot.png": "png", "a.mdx": text })).toEqual([]);
  });

  test("other capitals and another extension are suggested", () => {
    const text = FRONT + framed("![A](/images/Chart.png)") + framed("![A](/images/photo.png)");
    const found = pageFindings(RULE, { "images/chart.png": "png", "images/photo.webp": "webp", "a.mdx": text });
    expect(found.map((d) => d.message)).toEqual([
      expect.stringContaining('Did you mean "/images/chart.png"? The server tells capital letters apart.'),
      expect.stringContaining('Did you mean "/images/photo.webp"? Only the extension differs.'),
    ]);
  });

  test("<img> elements of .md pages (MDX to Mintlify) are checked", () => {
    expect(places(pageFindings(RULE, { "a.md": `${FRONT}<img src="/images/none.png" alt="A" />\n` }))).toEqual([
      "a.md:6:6",
    ]);
  });

  test("a script or audio file a page loads that is not there is an error; one that is there, or a URL, is not", () => {
    const text =
      FRONT +
      '<script src="/js/widget.js"></script>\n\n' +
      '<script src="/js/gone.js"></script>\n\n' +
      '<script src="https://cdn.example.com/embed.js"></script>\n\n' +
      '<audio src="clips/hello.mp3" controls aria-label="Hello" />\n';
    const found = pageFindings(RULE, { "js/widget.js": "ok();\n", "a.mdx": text });
    expect(found.map((d) => `${d.line}:${d.column} ${d.severity}`)).toEqual(["8:9 error", "12:8 error"]);
    expect(found[0]!.message).toContain('The script "/js/gone.js" does not exist');
    expect(found[1]!.message).toContain('The audio "clips/hello.mp3" does not exist');
  });
});
