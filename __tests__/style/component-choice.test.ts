import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/component-choice";
const findings = (body: string, front = FRONT) => pageFindings(RULE, { "a.mdx": `${front}${body}` });
const lines = (...text: string[]) => text.join("\n") + "\n";
const fence = (info: string, ...code: string[]) => ["```" + info, ...code, "```"].join("\n");

const CURL = fence("bash", "curl https://api.acme.dev/v1/items");
const PYTHON = fence("python", "items = client.items.list()");
const JAVASCRIPT = fence("javascript", "const items = await client.items.list();");

const API_FRONT =
  '---\ntitle: List items\ndescription: Page through the items of a project.\napi: "GET https://api.acme.dev/v1/items"\n---\n\n';
const TABLE = lines(
  "| Name | Type | Description |",
  "| --- | --- | --- |",
  "| `limit` | integer | How many items to return. |",
);

const steps = (count: number, indent = "") =>
  Array.from(
    { length: count },
    (_, i) => `${indent}${i + 1}. Click the **Button ${i + 1}** tab in the dashboard.`,
  ).join("\n") + "\n";

describe("style/component-choice: one example in several languages", () => {
  test("adjacent blocks in different languages, at the first block's fence", () => {
    const found = findings(lines(CURL, "", PYTHON));
    expect(places(found)).toEqual(["a.mdx:6:1"]);
    expect(found[0]).toMatchObject({
      severity: "notice",
      endLine: 6,
      endColumn: 8,
      message:
        "These 2 code blocks show one example in cURL, Python. Wrap them in `<CodeGroup>` so readers switch languages with tabs instead of scrolling past the ones they do not use.",
      docsUrl: "https://github.com/docsgate/docsgate/blob/main/rules/style/component-choice.md",
    });
  });

  test("three languages, one finding", () => {
    const found = findings(lines(CURL, "", PYTHON, "", "", JAVASCRIPT));
    expect(found.map((d) => d.message.slice(0, 62))).toEqual([
      "These 3 code blocks show one example in cURL, Python, JavaScri",
    ]);
  });

  test("not one example: a command and its output, install then use, config then apply, one language twice", () => {
    expect(findings(lines(fence("bash", "acme items list"), "", fence("text", "item-1", "item-2")))).toEqual([]);
    expect(findings(lines(fence("bash", "pip install acme"), "", PYTHON))).toEqual([]);
    expect(findings(lines(fence("yaml", "limit: 10"), "", fence("bash", "acme apply config.yaml")))).toEqual([]);
    expect(findings(lines(PYTHON, "", fence("python", "print(items)")))).toEqual([]);
    expect(findings(lines(PYTHON, "", fence("json", '{"items": []}')))).toEqual([]);
  });

  test("blocks titled as different files are two programs", () => {
    expect(
      findings(lines(fence("python server.py", "serve()"), "", fence("javascript client.js", "connect();"))),
    ).toEqual([]);
    expect(
      findings(lines(fence("python example.py", "run()"), "", fence("javascript example.js", "run();"))),
    ).toHaveLength(1);
  });

  test("blocks with prose between them, or already grouped, are left alone", () => {
    expect(findings(lines(CURL, "", "Or in Python:", "", PYTHON))).toEqual([]);
    expect(findings(lines("<CodeGroup>", "", CURL, "", PYTHON, "", "</CodeGroup>"))).toEqual([]);
    expect(findings(lines("<Tabs>", '  <Tab title="Both">', "", CURL, "", PYTHON, "", "  </Tab>", "</Tabs>"))).toEqual(
      [],
    );
    expect(findings(lines("<RequestExample>", "", CURL, "", PYTHON, "", "</RequestExample>"))).toEqual([]);
  });

  test("blocks inside steps, accordions and callouts are reported", () => {
    const body = lines(
      "<Steps>",
      '  <Step title="Send it">',
      "",
      CURL,
      "",
      PYTHON,
      "",
      "  </Step>",
      "</Steps>",
      "",
      '<Accordion title="Both">',
      "",
      CURL,
      "",
      PYTHON,
      "",
      "</Accordion>",
      "",
      "<Note>",
      "",
      CURL,
      "",
      PYTHON,
      "",
      "</Note>",
    );
    expect(places(findings(body))).toEqual(["a.mdx:9:1", "a.mdx:22:1", "a.mdx:34:1"]);
  });
});

describe("style/component-choice: long numbered procedures", () => {
  test("more than five steps, at the list's first line", () => {
    const found = findings(steps(6));
    expect(places(found)).toEqual(["a.mdx:6:1"]);
    expect(found[0]!.message).toBe(
      'This numbered procedure has 6 steps. Put it in `<Steps>`, one `<Step title="...">` per step, so each step gets a heading readers can find their place by.',
    );
    expect(findings(steps(5))).toEqual([]);
  });

  test("steps with bold titles count", () => {
    const body =
      Array.from(
        { length: 6 },
        (_, i) => `${i + 1}. **Open panel ${i + 1}**: it shows the settings of the project.`,
      ).join("\n") + "\n";
    expect(findings(body)).toHaveLength(1);
  });

  test("two thirds of the items must be steps", () => {
    const mixed = lines(
      "1. Open the dashboard.",
      "2. Select the project.",
      "3. Click **Settings**.",
      "4. The page shows the **Danger zone**.",
      "5. The page asks for a name.",
      "6. The project resets.",
    );
    expect(findings(mixed)).toEqual([]);
    const reasons = lines("1. Leap years.", "2. Time zones.", "3. Trials.", "4. Upgrades.", "5. Refunds.", "6. Taxes.");
    expect(findings(reasons)).toEqual([]);
  });

  test("lists introduced as advice or options are left alone", () => {
    expect(findings(`## Best practices\n\n${steps(6)}`)).toEqual([]);
    expect(findings(`With the dashboard, you can:\n\n${steps(6)}`)).toEqual([]);
    expect(findings(`Here is how you can reset a project:\n\n${steps(6)}`)).toHaveLength(1);
  });

  test("lists inside Steps or inside another list are left alone", () => {
    expect(findings(`<Steps>\n  <Step title="Reset">\n${steps(6, "    ")}  </Step>\n</Steps>\n`)).toEqual([]);
    expect(findings(`- Reset the project:\n\n${steps(6, "  ")}`)).toEqual([]);
  });

  test("inside tabs and accordions they are reported; code blocks never", () => {
    expect(places(findings(`<Tabs>\n  <Tab title="Dashboard">\n${steps(6, "    ")}  </Tab>\n</Tabs>\n`))).toEqual([
      "a.mdx:8:5",
    ]);
    expect(places(findings(`<Accordion title="Reset">\n${steps(6, "  ")}</Accordion>\n`))).toEqual(["a.mdx:7:3"]);
    expect(findings(`\`\`\`md\n${steps(6)}\`\`\`\n`)).toEqual([]);
  });

  test("text in double quotes and inline code do not open a step", () => {
    const quoted = Array.from({ length: 6 }, (_, i) => `${i + 1}. "Click ${i}" is the label.`).join("\n") + "\n";
    const code = Array.from({ length: 6 }, (_, i) => `${i + 1}. \`run ${i}\` starts job ${i}.`).join("\n") + "\n";
    expect(findings(quoted)).toEqual([]);
    expect(findings(code)).toEqual([]);
  });
});

describe("style/component-choice: parameter tables on API pages", () => {
  test("a parameter table on an API page, at its first line", () => {
    const found = findings(TABLE, API_FRONT);
    expect(places(found)).toEqual(["a.mdx:7:1"]);
    expect(found[0]!.message).toBe(
      'This table lists the endpoint\'s parameters. Write one `<ParamField>` per row instead (`<ParamField query="limit" type="integer">`), so each field shows its name, type and whether it is required the way the API reference and playground expect.',
    );
  });

  test("under a response heading, ResponseField", () => {
    const found = findings(`## Response\n\n${TABLE.replace("Name", "Field")}`, API_FRONT);
    expect(found[0]!.message).toBe(
      'This table lists the endpoint\'s response fields. Write one `<ResponseField>` per row instead (`<ResponseField name="id" type="string">`), so each field shows its name, type and whether it is required the way the API reference and playground expect.',
    );
  });

  test("a page with request and response samples is an API page", () => {
    const body = lines("<RequestExample>", "", CURL, "", "</RequestExample>", "", TABLE);
    expect(places(findings(body))).toEqual(["a.mdx:14:1"]);
  });

  test("other pages, other tables, and tables inside fields are left alone", () => {
    expect(findings(TABLE)).toEqual([]);
    expect(findings(lines("| Value | Description |", "| --- | --- |", "| `asc` | Oldest first. |"), API_FRONT)).toEqual(
      [],
    );
    expect(findings(lines("| Name | Default |", "| --- | --- |", "| `limit` | 10 |"), API_FRONT)).toEqual([]);
    expect(findings(`<ResponseField name="items" type="object[]">\n\n${TABLE}\n</ResponseField>\n`, API_FRONT)).toEqual(
      [],
    );
  });
});

describe("style/component-choice: language", () => {
  test("a page in another language gets no English advice", () => {
    const spanish =
      "Esta página explica cómo se crea una clave de la cuenta y cómo se guarda en el servidor para cada uno de los proyectos que tiene el equipo.\n\n";
    const front = "---\ntitle: Claves\ndescription: Crea una clave para cada proyecto.\n---\n\n";
    expect(findings(`${spanish.repeat(6)}${lines(CURL, "", PYTHON)}\n${steps(6)}`, front)).toEqual([]);
  });
});
