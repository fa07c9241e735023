import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/numbered-procedures";
const findings = (body: string) => pageFindings(RULE, { "a.mdx": `${FRONT}${body}` });
const lines = (...text: string[]) => text.join("\n") + "\n";

const MESSAGE =
  "These bullets are steps to follow in order: make them a numbered list (`1.`, `2.`, ...) or `<Steps>`, so readers can keep their place.";

describe("style/numbered-procedures", () => {
  test("bulleted steps on a screen, at the list's first line", () => {
    const found = findings(
      lines(
        "To add a key:",
        "",
        "- Open the **API keys** page.",
        "- Click **New key**.",
        "- Copy the key into `ACME_KEY`.",
      ),
    );
    expect(places(found)).toEqual(["a.mdx:8:1"]);
    expect(found[0]).toMatchObject({
      message: MESSAGE,
      severity: "notice",
      endLine: 8,
      endColumn: 30,
      docsUrl: "https://github.com/docsgate/docsgate/blob/main/rules/style/numbered-procedures.md",
    });
  });

  test("without a lead-in: three steps or more that act on a screen or a terminal and name what to act on", () => {
    expect(places(findings(lines("- Run `acme login`.", "- Select your project.", '- Click "Deploy".')))).toEqual([
      "a.mdx:6:1",
    ]);
    expect(findings(lines("- Run `acme login`.", '- Click "Deploy".'))).toEqual([]);
  });

  test("a walk through a screen: it goes somewhere first, then acts there", () => {
    expect(places(findings(lines("- Open the dashboard.", "- Click **Settings**.", "- Copy the key.")))).toEqual([
      "a.mdx:6:1",
    ]);
    expect(
      places(
        findings(
          lines("In Acme Cloud:", "", "- Go to Sources.", "- Select Acme as a source.", "- Paste your API key."),
        ),
      ),
    ).toEqual(["a.mdx:8:1"]);
    expect(
      places(
        findings(
          lines(
            "- Log in to the console.",
            "- Navigate to the Monitoring page.",
            "- Define the alert's conditions.",
            "- Save the policy.",
          ),
        ),
      ),
    ).toEqual(["a.mdx:6:1"]);
  });

  test("a later item that says it follows an earlier one", () => {
    expect(
      places(findings(lines("- Create a project in the dashboard.", "- Then deploy it with `acme deploy`."))),
    ).toEqual(["a.mdx:6:1"]);
    expect(places(findings(lines("- Install the CLI.", "- Once it is installed, create a project.")))).toEqual([
      "a.mdx:6:1",
    ]);
    expect(
      places(
        findings(
          lines(
            "## Prerequisites",
            "",
            "- In the dashboard, copy your project ID.",
            "- Next, add your domain to the allowlist.",
          ),
        ),
      ),
    ).toEqual(["a.mdx:8:1"]);
  });

  test("a heading that says installing", () => {
    expect(
      places(
        findings(
          lines(
            "## Installing the SDK",
            "",
            "- Get an API key from the dashboard.",
            "- Install the SDK with `pip install acme`.",
          ),
        ),
      ),
    ).toEqual(["a.mdx:8:1"]);
  });

  test("lists of options, settings, links and alternatives that open with a verb stay quiet", () => {
    expect(
      findings(lines("- Open an issue for bugs.", "- Create a discussion for questions.", "- Review the roadmap.")),
    ).toEqual([]);
    expect(
      findings(
        lines(
          "- Set **Cache policy** to `CachingDisabled`.",
          "- Set **Origin** to `AllViewers`.",
          "- Set **Protocol** to `HTTPS`.",
        ),
      ),
    ).toEqual([]);
    expect(findings(lines("- From the dashboard, click **Open**.", "- From a Slack message, click **View**."))).toEqual(
      [],
    );
    expect(
      findings(
        lines(
          "- If you use GitHub, go to **Settings**.",
          "- If you use GitLab, open **Preferences**.",
          "- If you use Bitbucket, click **Repository settings**.",
        ),
      ),
    ).toEqual([]);
    expect(
      findings(
        lines("With a key, you can:", "", "- Open the **Logs** page.", "- Click **Export**.", "- Download the report."),
      ),
    ).toEqual([]);
    expect(findings(lines("- Visit the forum.", "- Join the community chat.", "- Open an issue."))).toEqual([]);
    expect(
      findings(lines("- `--force`: skips the check.", "- `--quiet`: prints nothing.", "- `--open`: opens the report.")),
    ).toEqual([]);
    expect(findings(lines("- Python 3.9 or later", "- An Acme account", "- Fast search"))).toEqual([]);
  });

  test("steps numbered by hand", () => {
    expect(places(findings(lines("- Step 1: Open the dashboard.", "- Step 2: Create a project.")))).toEqual([
      "a.mdx:6:1",
    ]);
    expect(places(findings(lines("- **Step 1:** Open the dashboard.", "- **Step 2:** Create a project.")))).toEqual([
      "a.mdx:6:1",
    ]);
  });

  test("a heading that announces steps, and words that set the scene before the verb", () => {
    const body = lines(
      "## How to rotate a key",
      "",
      "- In the dashboard, open **API keys**.",
      "- When prompted, enter `yes`.",
    );
    expect(places(findings(body))).toEqual(["a.mdx:8:1"]);
  });

  test("feature lists open with verbs too", () => {
    expect(
      findings(lines("- Track usage across projects.", "- Deploy anywhere.", "- Share dashboards with your team.")),
    ).toEqual([]);
    expect(findings(lines("- Copy page", "- View as Markdown", "- Open in ChatGPT"))).toEqual([]);
  });

  test("lists introduced as options, abilities or advice, or under such headings", () => {
    const steps = lines("- Open the **API keys** page.", "- Click **New key**.", "- Copy the key into `ACME_KEY`.");
    expect(findings(`With a key, you can:\n\n${steps}`)).toEqual([]);
    expect(findings(`Do one of the following:\n\n${steps}`)).toEqual([]);
    expect(findings(`The installer will:\n\n${steps}`)).toEqual([]);
    expect(findings(`## Next steps\n\n${steps}`)).toEqual([]);
    expect(findings(`## Troubleshooting\n\n${steps}`)).toEqual([]);
    expect(findings(`## Best practices\n\n${steps}`)).toEqual([]);
  });

  test("links to read next, terms and their definitions, and task lists", () => {
    expect(
      findings(lines("- [Create a key](/keys)", "- [Send a request](/requests)", "- [Read the logs](/logs)")),
    ).toEqual([]);
    expect(
      findings(
        lines(
          "- **Create**: click **New** to add a key.",
          "- **Delete**: click **Remove** to drop it.",
          "- **Copy**: press `Ctrl+C`.",
        ),
      ),
    ).toEqual([]);
    expect(findings(lines("- `run`: runs the job.", "- `open`: opens the page.", "- `copy`: copies the key."))).toEqual(
      [],
    );
    expect(findings(lines("To ship:", "", "- [ ] Run `npm test`.", "- [ ] Click **Deploy**."))).toEqual([]);
  });

  test("an item that is not a step keeps the list quiet", () => {
    expect(
      findings(
        lines(
          "To add a key:",
          "",
          "- Open the **API keys** page.",
          "- The page lists your keys.",
          "- Click **New key**.",
        ),
      ),
    ).toEqual([]);
  });

  test("text in double quotes and inline code are not read as verbs", () => {
    expect(
      findings(lines("To label a button:", "", '- "Run" starts the job on `main`.', '- "Open" shows the **log**.')),
    ).toEqual([]);
    expect(findings(lines("To start:", "", "- `Run` the job with `acme run`.", "- `Open` the **log**."))).toEqual([]);
  });

  test("lists in Steps, and lists inside a numbered step, are already in order", () => {
    const steps = lines(
      "  - Open the **API keys** page.",
      "  - Click **New key**.",
      "  - Copy the key into `ACME_KEY`.",
    );
    expect(findings(`<Steps>\n  <Step title="Create a key">\n${steps}  </Step>\n</Steps>\n`)).toEqual([]);
    expect(
      findings(
        `1. Create a key:\n\n   - Open the **API keys** page.\n   - Click **New key**.\n   - Copy the key into \`ACME_KEY\`.\n2. Send a request.\n`,
      ),
    ).toEqual([]);
  });

  test("steps inside tabs, accordions and callouts are reported", () => {
    const steps = (indent: string) =>
      lines(`${indent}To add a key:`, "", `${indent}- Open the **API keys** page.`, `${indent}- Click **New key**.`);
    const body = lines(
      "<Tabs>",
      '  <Tab title="Dashboard">',
      steps("    "),
      "  </Tab>",
      "</Tabs>",
      "",
      '<Accordion title="Keys">',
      steps("  "),
      "</Accordion>",
      "",
      "<Note>",
      steps("  "),
      "</Note>",
    );
    expect(places(findings(body))).toEqual(["a.mdx:10:5", "a.mdx:19:3", "a.mdx:27:3"]);
  });

  test("code blocks are never read", () => {
    expect(
      findings(lines("```md", "To add a key:", "", "- Open the **API keys** page.", "- Click **New key**.", "```")),
    ).toEqual([]);
  });

  test("numbered lists are this rule's goal, not its target", () => {
    expect(findings(lines("To add a key:", "", "1. Open the **API keys** page.", "2. Click **New key**."))).toEqual([]);
  });

  test("a page in another language gets no English advice", () => {
    const body = lines(
      "Esta página explica cómo se crea una clave de la cuenta y cómo se guarda en el servidor para cada uno de los proyectos que tiene el equipo.",
      "",
      "- Click **New key**.",
      "- Copy the key into `ACME_KEY`.",
      "- Run `acme login`.",
    );
    expect(pageFindings(RULE, { "a.mdx": `---\ntitle: Claves\ndescription: Crea una clave.\n---\n\n${body}` })).toEqual(
      [],
    );
  });
});
