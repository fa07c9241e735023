import { describe, expect, test } from "vitest";
import { FRONT, pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/active-voice";
const findings = (body: string) => pageFindings(RULE, { "a.mdx": `${FRONT}${body}` });
const messages = (body: string) => findings(body).map((d) => d.message);
const lines = (...text: string[]) => text.join("\n") + "\n";

describe("style/active-voice", () => {
  test("a passive with an agent: the active rewrite, at the verb group", () => {
    const found = findings("Each request is signed by the gateway.\n");
    expect(places(found)).toEqual(["a.mdx:6:14"]);
    expect(found[0]).toMatchObject({
      message: "`is signed by the gateway` is passive: write `The gateway signs each request`.",
      severity: "notice",
      endLine: 6,
      endColumn: 23,
      docsUrl: "https://github.com/docsgate/docsgate/blob/main/rules/style/active-voice.md",
    });
  });

  test("the verb takes the passive's tense and the agent's number", () => {
    expect(messages("The cache is configured by the server.\n")).toEqual([
      "`is configured by the server` is passive: write `The server configures the cache`.",
    ]);
    expect(messages("The file was created by the CLI.\n")).toEqual([
      "`was created by the CLI` is passive: write `The CLI created the file`.",
    ]);
    expect(messages("Keys are rotated by you.\n")).toEqual([
      "`are rotated by you` is passive: write `You rotate keys`.",
    ]);
    expect(messages("The page is written by our writers.\n")).toEqual([
      "`is written by our writers` is passive: write `Our writers write the page`.",
    ]);
    expect(messages("The page was written by them.\n")).toEqual([
      "`was written by them` is passive: write `They wrote the page`.",
    ]);
    expect(messages("The record has been deleted by an admin.\n")).toEqual([
      "`has been deleted by an admin` is passive: write `An admin has deleted the record`.",
    ]);
    expect(messages("The key can be changed by owners.\n")).toEqual([
      "`can be changed by owners` is passive: write `Owners can change the key`.",
    ]);
    expect(messages("The key isn't stored by the server.\n")).toEqual([
      "`isn't stored by the server` is passive: write `The server doesn't store the key`.",
    ]);
    expect(messages("The file will be created by the CLI.\n")).toEqual([
      "`will be created by the CLI` is passive: write `The CLI creates the file`.",
    ]);
    expect(messages("The tests are automatically run by CI.\n")).toEqual([
      "`are automatically run by CI` is passive: write `CI automatically runs the tests`.",
    ]);
    expect(messages("The event gets captured by the SDK.\n")).toEqual([
      "`gets captured by the SDK` is passive: write `The SDK captures the event`.",
    ]);
  });

  test("inside a sentence, the subject keeps its case and a relative pronoun stays first", () => {
    expect(messages("If the cache is configured by the server, skip this step.\n")).toEqual([
      "`is configured by the server` is passive: write `the server configures the cache`.",
    ]);
    expect(messages("Use a token that is signed by the gateway.\n")).toEqual([
      "`is signed by the gateway` is passive: write `that the gateway signs`.",
    ]);
    expect(messages("The `acme.json` file is read by the CLI.\n")).toEqual([
      "`is read by the CLI` is passive: write `The CLI reads the `acme.json` file`.",
    ]);
  });

  test("an agent without a clear subject: make it the subject", () => {
    expect(messages("Watch the requests being sent by the worker.\n")).toEqual([
      "`being sent by the worker` is passive: make the worker the subject of the sentence.",
    ]);
  });

  test("without an agent: say who acts", () => {
    expect(messages("The file was created.\n")).toEqual([
      "`was created` is passive: say who created it, such as `you created ...` or `Acme created ...`.",
    ]);
    expect(messages("Logs are stored in S3.\n")).toEqual([
      "`are stored` is passive: say who stores them, such as `you store ...` or `Acme stores ...`.",
    ]);
    expect(messages("Logs are stored by default.\n")).toEqual([
      "`are stored` is passive: say who stores them, such as `you store ...` or `Acme stores ...`.",
    ]);
    expect(messages("The job is started by clicking **Run**.\n")).toEqual([
      "`is started` is passive: say who starts it, such as `you start ...` or `Acme starts ...`.",
    ]);
    expect(messages("You're redirected to the dashboard.\n")).toEqual([
      "`You're redirected` is passive: say who redirects you, such as `Acme redirects you ...`.",
    ]);
    expect(messages("The invoice gets sent back.\n")).toEqual([
      "`gets sent back` is passive: say who sends it back, such as `you send back ...` or `Acme sends back ...`.",
    ]);
    expect(messages("The cache is set up by the installer.\n")).toEqual([
      "`is set up by the installer` is passive: write `The installer sets up the cache`.",
    ]);
  });

  test("a participle whose verb the spelling does not tell: no invented verb", () => {
    expect(messages("The cable was wound by the technician.\n")).toEqual([
      "`was wound by the technician` is passive: make the technician the subject of the sentence.",
    ]);
    expect(messages("The cable was wound tightly.\n")).toEqual([
      "`was wound` is passive: say who does it, in the active voice.",
    ]);
  });

  test("states and qualities are not passives", () => {
    expect(
      findings(
        lines(
          "The office is located in Paris.",
          "",
          "The theme is based on Tailwind.",
          "",
          "SSO is enabled for your organization.",
          "",
          "An API key is required.",
        ),
      ),
    ).toEqual([]);
    expect(
      findings(
        lines(
          "Make sure Docker is installed.",
          "",
          "Verify that the key is stored.",
          "",
          "If `debug` is set to `true`, logs are verbose.",
        ),
      ),
    ).toEqual([]);
    expect(
      findings(
        lines(
          "The page is unchanged.",
          "",
          "When you're done, close the tab.",
          "",
          "A digest is composed of blocks.",
          "",
          "You are logged in.",
        ),
      ),
    ).toEqual([]);
    expect(
      findings(
        lines(
          "There are limited options.",
          "",
          "The result is very detailed.",
          "",
          "Your plan is linked to your account.",
        ),
      ),
    ).toEqual([]);
    expect(findings(lines("Get started in minutes.", "", "You quickly got used to it."))).toEqual([]);
  });

  test("a state with an agent is an action", () => {
    expect(messages("Authentication is required by the API.\n")).toEqual([
      "`is required by the API` is passive: write `The API requires authentication`.",
    ]);
  });

  test("text in double quotes and inline code is not read", () => {
    expect(
      findings(lines('The label reads "Files are stored here".', "", "Run `the file is created` to test.")),
    ).toEqual([]);
  });

  test("headings, list items, table cells and component titles", () => {
    const body = lines(
      "## Data is encrypted",
      "",
      "- Keys are rotated daily.",
      "",
      "| Field | Notes |",
      "| --- | --- |",
      "| `id` | Is generated on save. |",
      "",
      '<Steps><Step title="The key is created">',
      "Open the page.",
      "</Step></Steps>",
    );
    expect(places(findings(body))).toEqual(["a.mdx:6:9", "a.mdx:8:8", "a.mdx:12:10", "a.mdx:14:29"]);
  });

  test("text inside nested components", () => {
    const body = lines(
      "<Tabs>",
      '  <Tab title="Python">',
      "    The client is created on import.",
      "  </Tab>",
      "</Tabs>",
      "",
      '<Accordion title="Details">',
      "  <Note>",
      "    Tokens are revoked after an hour.",
      "  </Note>",
      "</Accordion>",
    );
    expect(places(findings(body))).toEqual(["a.mdx:8:16", "a.mdx:14:12"]);
  });

  test("code blocks are never read", () => {
    expect(findings(lines("```text", "The file is created by the CLI.", "```"))).toEqual([]);
  });

  test("a page in another language stays quiet", () => {
    const spanish = lines(
      "La configuración se guarda en el servidor y los datos están protegidos por el equipo.",
      "",
      "El archivo es creado por la herramienta cuando ejecutas el comando por primera vez.",
    );
    expect(findings(spanish)).toEqual([]);
  });
});
