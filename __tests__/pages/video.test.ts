import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/video";
const VIDEO = { "videos/demo.mp4": "mp4" };

describe("page/video", () => {
  test("a video file shown as an image is a warning that names <video>", () => {
    const text = `${FRONT}<Frame>\n  ![Demo](/videos/demo.mp4)\n</Frame>\n\n<Frame>\n  <img src="/videos/demo.mp4?t=1" alt="Demo" />\n</Frame>\n`;
    const found = pageFindings(RULE, { ...VIDEO, "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:3", "a.mdx:11:3"]);
    expect(found[0]).toMatchObject({
      severity: "warning",
      message: expect.stringContaining('<video src="/videos/demo.mp4" controls />'),
    });
  });

  test("an <iframe> without a title is a warning; with one it is fine", () => {
    const text = `${FRONT}<iframe src="https://www.youtube.com/embed/abc123" />\n\n<iframe src="https://www.youtube.com/embed/abc123" title="Product demo" />\n\n<iframe src="https://player.vimeo.com/video/1" title="" />\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:10:1"]);
    expect(found[0]!.message).toContain("has no title");
  });

  test("a video-site page in a <video> element cannot play", () => {
    const text = `${FRONT}<Frame>\n  <video src="https://www.youtube.com/watch?v=abc123" controls />\n</Frame>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:7:10"]);
    expect(found[0]!.message).toContain("<iframe>");
  });

  test("self-hosted video in <video>, and images, are fine", () => {
    const text = `${FRONT}<Frame>\n  <video src="/videos/demo.mp4" aria-label="Creating a key" autoPlay muted loop playsInline />\n</Frame>\n\n<Frame>\n  ![Demo](/videos/demo.mp4.png)\n</Frame>\n`;
    expect(pageFindings(RULE, { ...VIDEO, "videos/demo.mp4.png": "png", "a.mdx": text })).toEqual([]);
  });

  test("a <video> without an accessible name is a warning at the element", () => {
    const text =
      `${FRONT}<video src="/videos/demo.mp4" controls />\n\n<video src="/videos/demo.mp4" title="Demo" controls />\n\n<video src="/videos/demo.mp4" aria-labelledby="cap" controls />\n\n` +
      `<video src="/videos/demo.mp4" aria-label={label} controls />\n\n<video src="/videos/demo.mp4" aria-label="" controls />\n\n<video src="/videos/demo.mp4" aria-hidden="true" autoPlay muted loop />\n`;
    const found = pageFindings(RULE, { ...VIDEO, "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:14:1"]);
    expect(found[0]).toMatchObject({ severity: "warning", endColumn: 42 });
    expect(found[0]!.message).toBe(
      'This <video> has no accessible name, so screen reader users hear only "video" and cannot tell what it shows. Add an aria-label that says what it shows, such as aria-label="Creating an API key".',
    );
  });

  test("raw HTML videos of Markdown pages are checked too", () => {
    const text = `${FRONT}<video src="/videos/demo.mp4" controls></video>\n\n<video src="/videos/demo.mp4" aria-label="Demo" controls></video>\n`;
    expect(places(pageFindings(RULE, { ...VIDEO, "a.md": text }))).toEqual(["a.md:6:1"]);
  });

  test("raw HTML iframes of Markdown pages are checked", () => {
    expect(
      places(pageFindings(RULE, { "a.md": `${FRONT}<iframe src="https://www.loom.com/embed/x"></iframe>\n` })),
    ).toEqual(["a.md:6:1"]);
  });
});
