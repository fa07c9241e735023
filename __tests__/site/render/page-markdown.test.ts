import { expect, test } from "vitest";
import { markdownTwin } from "../../../src/site/output/markdown-twin.js";
import { renderBody } from "./render.js";

/** The page's Markdown twin body, as `page.md` serves it after its front matter. */
const markdownOf = (body: string, files: Record<string, string> = {}) => renderBody(body, files).page.markdown;

test("headings, emphasis, inline code and links pass through as Markdown", () => {
  expect(markdownOf("# Setup\n\n## Install\n\nRun *this* **now** with `npm` from [the docs](/docs).")).toBe(
    "# Setup\n\n## Install\n\nRun *this* **now** with `npm` from [the docs](/docs).\n",
  );
});

test("bullet and numbered lists pass through, bullets written with dashes", () => {
  expect(markdownOf("* one\n* two\n\n1. first\n2. second")).toBe("- one\n- two\n\n1. first\n2. second\n");
});

test("a fenced code block keeps its language, meta and content", () => {
  expect(markdownOf('```ts title="app.ts"\nconst answer = { value: 42 };\n```')).toBe(
    '```ts title="app.ts"\nconst answer = { value: 42 };\n```\n',
  );
});

test("a GFM table passes through as a table", () => {
  expect(markdownOf("| Name | Plan |\n| --- | --- |\n| Ada | Pro |")).toBe(
    "| Name | Plan |\n| ---- | ---- |\n| Ada  | Pro  |\n",
  );
});

test.each([
  ["Note", "Note"],
  ["Warning", "Warning"],
  ["Tip", "Tip"],
  ["Info", "Info"],
  ["Check", "Check"],
  ["Danger", "Danger"],
  ["Callout", "Note"],
])("<%s> becomes a quote opening with the label %s", (component, label) => {
  expect(markdownOf(`<${component}>\n  Back up your data first.\n</${component}>`)).toBe(
    `> **${label}:** Back up your data first.\n`,
  );
});

test("a callout written on one line is still a labelled quote", () => {
  expect(markdownOf("<Warning>Keys are secret.</Warning>")).toBe("> **Warning:** Keys are secret.\n");
});

test("a callout keeps every paragraph and block after its first", () => {
  expect(markdownOf("<Note>\n  First.\n\n  Second.\n\n  ```sh\n  npm i\n  ```\n</Note>")).toBe(
    "> **Note:** First.\n>\n> Second.\n>\n> ```sh\n> npm i\n> ```\n",
  );
});

test("a callout that opens with a code block has its label on a line of its own", () => {
  expect(markdownOf("<Tip>\n  ```sh\n  npm i\n  ```\n</Tip>")).toBe("> **Tip:**\n>\n> ```sh\n> npm i\n> ```\n");
});

test("a Card's title is a bold line, linked to its href, above its content", () => {
  expect(markdownOf('<Card title="Quickstart" href="/quickstart" icon="rocket">\n  Start here.\n</Card>')).toBe(
    "[**Quickstart**](/quickstart)\n\nStart here.\n",
  );
});

test("an Accordion's title is a bold line above its content; the group adds nothing", () => {
  expect(
    markdownOf(
      '<AccordionGroup>\n  <Accordion title="Is it free?">\n    Yes.\n  </Accordion>\n  <Accordion title="Is it fast?">\n    Very.\n  </Accordion>\n</AccordionGroup>',
    ),
  ).toBe("**Is it free?**\n\nYes.\n\n**Is it fast?**\n\nVery.\n");
});

test("each Step's title is a bold line above its content", () => {
  expect(
    markdownOf(
      '<Steps>\n  <Step title="Install">\n    Run npm i.\n  </Step>\n  <Step title="Run">Start it.</Step>\n</Steps>',
    ),
  ).toBe("**Install**\n\nRun npm i.\n\n**Run**\n\nStart it.\n");
});

test("each Tab's title is a bold line above its content, all tabs shown", () => {
  expect(
    markdownOf(
      '<Tabs>\n  <Tab title="npm">\n    ```sh\n    npm i acme\n    ```\n  </Tab>\n  <Tab title="yarn">\n    ```sh\n    yarn add acme\n    ```\n  </Tab>\n</Tabs>',
    ),
  ).toBe("**npm**\n\n```sh\nnpm i acme\n```\n\n**yarn**\n\n```sh\nyarn add acme\n```\n");
});

test("a ParamField shows its name as code with its type and required, then its description", () => {
  expect(markdownOf('<ParamField path="id" type="string" required>\n  The user id.\n</ParamField>')).toBe(
    "`id` (string, required)\n\nThe user id.\n",
  );
});

test("a field's default is shown, whether written as a string or a literal expression", () => {
  expect(
    markdownOf(
      '<ParamField query="limit" type="number" default={10}>\n  At most.\n</ParamField>\n\n<ResponseField name="status" type="string" default="active">\n  The state.\n</ResponseField>',
    ),
  ).toBe("`limit` (number, default: 10)\n\nAt most.\n\n`status` (string, default: active)\n\nThe state.\n");
});

test("required={false} is not shown as required; a field without a type shows only its name", () => {
  expect(markdownOf('<ParamField body="name" required={false}>\n  A name.\n</ParamField>')).toBe("`name`\n\nA name.\n");
});

test("a ResponseField shows its name and type", () => {
  expect(markdownOf('<ResponseField name="ok" type="boolean" required>\n  Whether it worked.\n</ResponseField>')).toBe(
    "`ok` (boolean, required)\n\nWhether it worked.\n",
  );
});

test('<Visibility for="agents"> is kept and for="humans" left out, with no blank paragraph in its place', () => {
  expect(
    markdownOf(
      'Intro.\n\n<Visibility for="agents">\n  Call the API directly.\n</Visibility>\n\n<Visibility for="humans">\n  Click the button.\n</Visibility>\n\n<Visibility for="humans">Or press Enter.</Visibility>\n\nEnd.',
    ),
  ).toBe("Intro.\n\nCall the API directly.\n\nEnd.\n");
});

test("a snippet imported from /snippets is inlined where it is used, the import left out", () => {
  expect(
    markdownOf('import Intro from "/snippets/intro.mdx";\n\nBefore.\n\n<Intro />\n\nAfter.', {
      "snippets/intro.mdx": "Hello from the **snippet**.\n\n<Note>Shared note.</Note>\n",
    }),
  ).toBe("Before.\n\nHello from the **snippet**.\n\n> **Note:** Shared note.\n\nAfter.\n");
});

test("a snippet that imports another snippet has both inlined", () => {
  expect(
    markdownOf('import Outer from "/snippets/outer.mdx";\n\n<Outer />', {
      "snippets/outer.mdx": 'import Inner from "/snippets/inner.mdx";\n\nOuter text.\n\n<Inner />\n',
      "snippets/inner.mdx": "Inner text.\n",
    }),
  ).toBe("Outer text.\n\nInner text.\n");
});

test("exports, comments and computed expressions are left out, not shown as code", () => {
  const markdown = markdownOf(
    'export const plan = "Pro";\n\n{/* a note to writers */}\n\nYour plan: {plan.toUpperCase()}.\n\n{items.map((item) => item)}\n\nDone.',
  );
  expect(markdown).toBe("Your plan: .\n\nDone.\n");
});

test('a literal expression reads as its text: {" "} keeps the space between words', () => {
  expect(markdownOf('Click{" "}<a href="/go">here</a>{" "}to {"start"}.')).toBe("Click [here](/go) to start.\n");
});

test("component attributes do not leak into the Markdown", () => {
  const markdown = markdownOf(
    '<CardGroup cols={2}>\n  <Card title="Guides" icon="book" horizontal color="#ff0000">\n    Read them.\n  </Card>\n</CardGroup>',
  );
  expect(markdown).toBe("**Guides**\n\nRead them.\n");
});

test("icons are dropped; an image on its own line is a Markdown image in its own paragraph", () => {
  expect(markdownOf('Press <Icon icon="gear" /> Settings.\n\n<img src="/images/shot.png" alt="The settings" />')).toBe(
    "Press  Settings.\n\n![The settings](/images/shot.png)\n",
  );
});

test("the twin opens with front matter holding the page's title and description", () => {
  const { page } = renderBody("Hello.");
  expect(markdownTwin(page)).toBe('---\ntitle: "The page"\ndescription: "A page to render."\n---\n\nHello.\n');
});

test("the twin's front matter quotes a title with quotes and leaves out a missing description", () => {
  const { page } = renderBody("Hello.");
  const { description: _description, ...rest } = page;
  expect(markdownTwin({ ...rest, title: 'Say "hi": now' })).toBe('---\ntitle: "Say \\"hi\\": now"\n---\n\nHello.\n');
});

test("a <Latex> formula stays a formula, in dollars", () => {
  expect(markdownOf("The energy <Latex>E = mc^2</Latex> is conserved.\n\n<Latex>\n\\frac{1}{2}\n</Latex>")).toBe(
    "The energy $E = mc^2$ is conserved.\n\n$$\n\\frac{1}{2}\n$$\n",
  );
});
