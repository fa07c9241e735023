import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/present-tense";
const findings = (body: string) => pageFindings(RULE, { "a.mdx": `${FRONT}${body}` });
const messages = (body: string) => findings(body).map((d) => d.message);
const lines = (...text: string[]) => text.join("\n") + "\n";
const message = (group: string, present: string) =>
  `\`${group}\` is future tense; docs describe what happens in the present: write ${present}.`;

describe("style/present-tense", () => {
  test("`will` + verb: the present tense, at the verb group", () => {
    const found = findings("The command will return a list of keys.\n");
    expect(places(found)).toEqual(["a.mdx:6:13"]);
    expect(found[0]).toMatchObject({
      message: message("will return", "`returns`"),
      severity: "notice",
      endLine: 6,
      endColumn: 24,
      docsUrl: "https://github.com/docsgate/docsgate/blob/main/rules/style/present-tense.md",
    });
  });

  test("the verb agrees with its subject", () => {
    expect(messages("The commands will return lists.\n")).toEqual([message("will return", "`return`")]);
    expect(messages("You will see a prompt.\n")).toEqual([message("will see", "`see`")]);
    expect(messages("The file will be created in your home folder.\n")).toEqual([
      message("will be created", "`is created`"),
    ]);
    expect(messages("Both files will be created.\n")).toEqual([message("will be created", "`are created`")]);
    expect(messages("The CLI will not delete files.\n")).toEqual([message("will not delete", "`doesn't delete`")]);
    expect(messages("Old keys won't work.\n")).toEqual([message("won't work", "`don't work`")]);
    expect(messages("The page won't show a banner.\n")).toEqual([message("won't show", "`doesn't show`")]);
    expect(messages("The CLI will automatically retry.\n")).toEqual([
      message("will automatically retry", "`automatically retries`"),
    ]);
    expect(messages("The job will no longer run.\n")).toEqual([message("will no longer run", "`no longer runs`")]);
    expect(messages("The job will sometimes apply a discount.\n")).toEqual([
      message("will sometimes apply", "`sometimes applies`"),
    ]);
    expect(messages("Users will be able to sign in.\n")).toEqual([message("will be able to", "`can`")]);
    expect(messages("The dashboard will be empty.\n")).toEqual([message("will be", "`is`")]);
  });

  test("contractions keep their pronoun", () => {
    expect(messages("You'll see a prompt.\n")).toEqual([message("You'll see", "`You see`")]);
    expect(messages("Then it'll push the image.\n")).toEqual([message("it'll push", "`it pushes`")]);
    expect(messages("They also won't appear.\n")).toEqual([message("won't appear", "`don't appear`")]);
  });

  test("a subject whose number is unknown: both forms", () => {
    expect(messages("Run the script, which will create a folder.\n")).toEqual([
      message("will create", "`creates` (or `create` after a plural subject)"),
    ]);
  });

  test("`will` as a noun, a name, or a question's opening is not future tense", () => {
    expect(
      findings(
        lines(
          "Cancel at will.",
          "",
          "Free will is a myth.",
          "",
          "Goodwill matters.",
          "",
          "Ask Will for access.",
          "",
          "Will my data be deleted?",
        ),
      ),
    ).toEqual([]);
  });

  test("a sentence that names a future time keeps its future tense", () => {
    expect(
      findings(
        lines(
          "Version 3 will drop support for Node 18.",
          "",
          "Search will be available soon.",
          "",
          "In a future release, the API will add webhooks.",
        ),
      ),
    ).toEqual([]);
    expect(findings(lines("We will be adding more regions."))).toEqual([]);
  });

  test("text in double quotes and inline code is not read", () => {
    expect(
      findings(lines('The dialog says "This will delete the project".', "", "Run `acme will start` to test.")),
    ).toEqual([]);
  });

  test("headings, list items, table cells and component titles", () => {
    const body = lines(
      "## What will happen next",
      "",
      "- The key will expire.",
      "",
      "| Field | Notes |",
      "| --- | --- |",
      "| `id` | It will change. |",
      "",
      '<Steps><Step title="The CLI will start">',
      "Open the page.",
      "</Step></Steps>",
    );
    expect(places(findings(body))).toEqual(["a.mdx:6:9", "a.mdx:8:11", "a.mdx:12:13", "a.mdx:14:29"]);
  });

  test("text inside nested components", () => {
    const body = lines(
      "<Tabs>",
      '  <Tab title="Python">',
      "    The client will connect on import.",
      "  </Tab>",
      "</Tabs>",
      "",
      '<Accordion title="Details">',
      "  <Note>",
      "    Tokens will expire after an hour.",
      "  </Note>",
      "</Accordion>",
    );
    expect(places(findings(body))).toEqual(["a.mdx:8:16", "a.mdx:14:12"]);
  });

  test("code blocks are never read", () => {
    expect(findings(lines("```text", "The command will return a list.", "```"))).toEqual([]);
  });

  test("a page in another language stays quiet", () => {
    const french = lines(
      "La commande renverra une liste des clés et le fichier sera créé dans votre dossier personnel.",
      "",
      "Le tableau de bord affichera les résultats quand la tâche sera terminée.",
    );
    expect(findings(french)).toEqual([]);
  });
});
