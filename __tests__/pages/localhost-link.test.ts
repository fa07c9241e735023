import { describe, expect, test } from "vitest";
import { applyFix, FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/localhost-link";

describe("page/localhost-link", () => {
  test("a link from a local preview to a page of the site is a warning whose fix writes the site path", () => {
    const text = `${FRONT}Read [the limits](http://localhost:3000/guides/limits#burst) first.\n`;
    const found = pageFindings(RULE, { "a.mdx": text, "guides/limits.mdx": FRONT });
    expect(places(found)).toEqual(["a.mdx:6:6"]);
    expect(found[0]).toMatchObject({ severity: "warning" });
    expect(found[0]!.message).toContain("this site's page `/guides/limits`");
    expect(applyFix(text, found[0]!)).toContain("[the limits](/guides/limits#burst)");
  });

  test("the address as the link text does not excuse a link to a page of the site", () => {
    const text = `${FRONT}[http://localhost:3000/setup](http://localhost:3000/setup)\n`;
    expect(places(pageFindings(RULE, { "a.mdx": text, "setup.mdx": FRONT }))).toEqual(["a.mdx:6:1"]);
  });

  test("links whose text hides a local address: Markdown, reference, <a href>, <Card href>, every loopback form", () => {
    const text = [
      FRONT.trimEnd(),
      "",
      "See [here](http://127.0.0.1:4200/runs) and [the console][console].",
      "",
      '<a href="https://app.localhost/">the app</a>',
      "",
      '<Card title="Dashboard" href="http://0.0.0.0:8080">Your runs.</Card>',
      "",
      "[Metrics](http://[::1]:9090/graph) and [socket](ws://localhost:8000/events).",
      "",
      "[console]: //localhost:5000/console",
      "",
    ].join("\n");
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:5", "a.mdx:6:44", "a.mdx:8:4", "a.mdx:10:25", "a.mdx:12:1", "a.mdx:12:40"]);
    expect(found[0]!.message).toContain("[127.0.0.1:4200](http://127.0.0.1:4200/runs)");
    expect(found.every((d) => d.fix === undefined)).toBe(true);
  });

  test("an address the text shows, code, inline code and other hosts are fine", () => {
    const text = [
      FRONT.trimEnd(),
      "",
      "Open [localhost:3000](http://localhost:3000) after `npm run dev`, or [http://127.0.0.1:4200/docs](http://127.0.0.1:4200/docs).",
      "",
      '<a href="http://localhost:8080">http://localhost:8080</a> and [localhost:9000](http://127.0.0.1:9000)',
      "",
      "Call `http://localhost:3000/api` from your app, or [the API](https://api.localhost.example.com/v1).",
      "",
      "```bash",
      "curl http://localhost:3000/health",
      "```",
      "",
      "[Mail](mailto:ops@localhost) and [the guide](/localhost).",
      "",
    ].join("\n");
    expect(pageFindings(RULE, { "a.mdx": text, "localhost.mdx": FRONT })).toEqual([]);
  });
});
