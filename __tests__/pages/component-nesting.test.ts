import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "./page-findings.js";

const RULE = "page/component-nesting";

describe("page/component-nesting", () => {
  test("Step outside Steps and Tab outside Tabs are warnings at the tag", () => {
    const text = `${FRONT}<Step title="A">A</Step>\n\n<Tabs>\n  <Tab title="A">\n    <Tab title="B">B</Tab>\n  </Tab>\n</Tabs>\n\n- <Step title="C">C</Step>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1", "a.mdx:10:5", "a.mdx:14:3"]);
    expect(found[0]).toMatchObject({
      severity: "warning",
      message: expect.stringContaining(
        "<Step> stands on its own, but Mintlify lays it out only directly inside <Steps>",
      ),
    });
    expect(found[1]!.message).toContain("stands inside <Tab>");
    expect(found[2]!.message).toContain("stands inside a list");
  });

  test("Steps on one line, inside a wrapper the page imports, or at a snippet's top level are fine", () => {
    const text = `${FRONT}import { Wrapper } from "/snippets/wrapper.mdx";\n\n<Steps><Step title="A">A</Step><Step title="B">B</Step></Steps>\n\n<Wrapper>\n  <Step title="C">C</Step>\n</Wrapper>\n\n<Accordion title="Alone">A</Accordion>\n\n<Card title="Alone">A</Card>\n`;
    const files = { "a.mdx": text, "snippets/wrapper.mdx": "W\n", "snippets/steps.mdx": '<Step title="A">A</Step>\n' };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("Steps and Tabs hold nothing but their items (comments aside)", () => {
    const text = `${FRONT}<Steps>\n  {/* first */}\n  <Step title="A">A</Step>\n\n  Loose text.\n</Steps>\n\n<Tabs>\n  <Note>Hi</Note>\n  <Tab title="A">A</Tab>\n</Tabs>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:10:3", "a.mdx:14:3"]);
    expect(found[0]!.message).toContain(
      "Mintlify makes everything directly inside <Steps> a numbered step, so this content becomes one without a title",
    );
    expect(found[1]!.message).toContain("inside <Tabs> a tab, so this <Note>");
  });

  test("every block of a CodeGroup is fenced code with a language and a title", () => {
    const text = `${FRONT}<CodeGroup>\n\n\`\`\`bash npm\nnpm i\n\`\`\`\n\n\`\`\`bash\npnpm add\n\`\`\`\n\n\`\`\`\nyarn add\n\`\`\`\n\nText.\n\n\`\`\`js {1} lines\nx\n\`\`\`\n\n</CodeGroup>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:12:1", "a.mdx:16:1", "a.mdx:20:1", "a.mdx:22:1"]);
    expect(
      found.map((d) =>
        d.message
          .split(". ")[0]!
          .split(/, and |, so /)
          .at(-1),
      ),
    ).toEqual([
      "its tab is blank",
      "this block has no language and no title: its tab is blank and its code is not highlighted",
      "this content becomes a tab without a label",
      "its tab is blank",
    ]);
    expect(found[0]!.message).toBe(
      "Mintlify labels each tab of a <CodeGroup> with its code block's title, and this block has none, so its tab is blank. Write a title after the language, such as ```bash Terminal.",
    );
    expect(found[0]).toMatchObject({ endLine: 12, endColumn: 8 });
  });

  test("the ways real docs write code tab titles are accepted", () => {
    const blocks = [
      "bash cURL (Basic Auth)",
      'js title="utils/hello.js"',
      "json {6-8} Restricted operation",
      "python Python expandable highlight={4-8}",
      "java HelloWorld.java example icon=java lines",
      "ts twoslash Twoslash example",
    ];
    const text = `${FRONT}<CodeGroup>\n\n${blocks.map((info) => `\`\`\`${info}\nx\n\`\`\`\n`).join("\n")}\n</CodeGroup>\n`;
    expect(pageFindings(RULE, { "a.mdx": text })).toEqual([]);
  });

  test("a Frame holds an image or a video", () => {
    const text = `${FRONT}<Frame caption="Empty">\n  Just words.\n</Frame>\n\n<Frame>![A](https://example.com/a.png)</Frame>\n\n<Frame>\n  <div>\n    <img src="https://example.com/a.png" alt="A" />\n  </div>\n</Frame>\n\n<Frame>\n  <iframe src="https://www.youtube.com/embed/x" title="Demo" />\n</Frame>\n`;
    const found = pageFindings(RULE, { "a.mdx": text });
    expect(places(found)).toEqual(["a.mdx:6:1"]);
    expect(found[0]!.message).toContain("<Frame> holds no image or video");
  });

  test("request and response examples are fine on any page, one of each", () => {
    const example =
      "<RequestExample>\n\n```bash cURL\ncurl /items\n```\n\n</RequestExample>\n\n<ResponseExample>\n\n```json 200\n{}\n```\n\n</ResponseExample>\n";
    const files = {
      "guide.mdx": `${FRONT}${example}`,
      "endpoint.mdx": `---\ntitle: List items\ndescription: Lists items.\napi: "GET https://api.example.com/items"\n---\n\n${example}`,
      "snippets/example.mdx": example,
    };
    expect(pageFindings(RULE, files)).toEqual([]);
  });

  test("a second request or response example on a page is a warning at its tag", () => {
    const request = "<RequestExample>\n\n```bash cURL\ncurl /items\n```\n\n</RequestExample>\n\n";
    const response = "<ResponseExample>\n\n```json 200\n{}\n```\n\n</ResponseExample>\n\n";
    const found = pageFindings(RULE, { "a.mdx": `${FRONT}${request}${response}${request}${request}` });
    expect(places(found)).toEqual(["a.mdx:22:1", "a.mdx:30:1"]);
    expect(found[0]!.message).toBe(
      "A second <RequestExample> on this page: Mintlify shows only the first one, beside the page, and drops this one. Put every example in the first <RequestExample>, one code block each.",
    );
  });
});
