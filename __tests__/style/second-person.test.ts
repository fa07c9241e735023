import { describe, expect, test } from "vitest";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { check } from "../../src/check.js";
import { FRONT, pageFindings, places } from "../pages/page-findings.js";

const RULE = "style/second-person";
const findings = (body: string, file = "index.mdx") => pageFindings(RULE, { [file]: `${FRONT}${body}` });
const matched = (body: string) => findings(body).map((d) => /^'(.+)' is the writer/.exec(d.message)?.[1]);

describe("style/second-person", () => {
  test("first-person plural, at its place, with what to write instead", () => {
    const found = findings("We recommend a key. Store our key.\n");
    expect(places(found)).toEqual(["index.mdx:6:1", "index.mdx:6:27"]);
    expect(found[0]!.message).toBe(
      "'We' is the writer speaking. Address the reader as you: 'you can', 'your project', or an instruction such as 'Deploy the app'.",
    );
    expect(found[0]).toMatchObject({
      severity: "notice",
      endColumn: 3,
      docsUrl: "https://github.com/docsgate/docsgate/blob/main/rules/style/second-person.md",
    });
  });

  test("every form: we, our, ours, us, ourselves, let's, let us", () => {
    expect(
      matched(
        "We're done with the key. Ours is in the vault. Tell us the name. We did it ourselves. Let's add it to the list. Let’s go to the page. Let us know. Our team is at the desk.\n",
      ),
    ).toEqual(["We", "Ours", "us", "We", "ourselves", "Let's", "Let’s", "Let us", "Our"]);
  });

  test("not the country, microseconds, regions and locales, or Let's Encrypt", () => {
    expect(
      matched(
        "Deploy to the US region us-east-1 in 200 us or 5us. Open /en-us/docs. Get a Let's Encrypt certificate.\n",
      ),
    ).toEqual([]);
  });

  test("whole words only: user, trust, owe, hours, weather", () => {
    expect(matched("The user trusts the hours of weather data it may owe.\n")).toEqual([]);
  });

  test("text in double quotes stays quiet; inline code is not read", () => {
    expect(matched('The dialog says "We saved your file". Run `we --help` now.\n')).toEqual([]);
  });

  test("headings, list items and table cells", () => {
    expect(
      places(findings("## How we count\n\n- Send us a file.\n\n| Step | Who |\n| --- | --- |\n| One | our team |\n")),
    ).toEqual(["index.mdx:6:8", "index.mdx:8:8", "index.mdx:12:9"]);
  });

  test("text inside nested components, and their titles", () => {
    const body = [
      "<Steps>",
      '  <Step title="Tell us your name">',
      "    Type it.",
      "  </Step>",
      "</Steps>",
      "",
      "<Tabs>",
      '  <Tab title="Python">',
      "    We support Python 3.",
      "  </Tab>",
      "</Tabs>",
      "",
      '<Accordion title="Details">',
      "  <Note>Contact us.</Note>",
      "</Accordion>",
      "",
    ].join("\n");
    expect(places(findings(body))).toEqual(["index.mdx:7:21", "index.mdx:14:5", "index.mdx:19:17"]);
  });

  test("code blocks never", () => {
    expect(findings("Run it:\n\n```bash\n# we deploy our app\ndeploy --to us\n```\n")).toEqual([]);
  });

  test("a page in another language stays quiet", () => {
    const french =
      "Nous utilisons ce service pour envoyer les données de la page vers le serveur, et we ne sommes pas responsables de la suite.\n";
    expect(findings(french)).toEqual([]);
  });

  test("off in docsgate.config.json", () => {
    const root = tempProject({
      "docs.json": docsJson(["index"]),
      "index.mdx": `${FRONT}We recommend a key.\n`,
      "docsgate.config.json": JSON.stringify({ rules: { [RULE]: "off" } }),
    });
    expect(check({ root }).diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });

  test("the reader as the user: a clause that opens with the user or users, a modal and a reader's action", () => {
    const found = findings(
      "The user must configure the webhook first. Users should run `acme migrate` after each upgrade.\n",
    );
    expect(places(found)).toEqual(["index.mdx:6:1", "index.mdx:6:44"]);
    expect(found.map((d) => d.message)).toEqual([
      "'The user must configure' speaks of the reader in the third person. Address the reader as you: 'You must configure'. If they are your readers' own users, write 'your users'.",
      "'Users should run' speaks of the reader in the third person. Address the reader as you: 'You should run'. If they are your readers' own users, write 'your users'.",
    ]);
    expect(found[1]).toMatchObject({ severity: "notice", endColumn: 60 });
  });

  test("the reader as the user: need to, adverbs, negation, after a comma or an and", () => {
    const third = (body: string) =>
      findings(body).map((d) => /Address the reader as you: '(.+?)'\./.exec(d.message)?.[1]);
    expect(third("Users need to install the CLI.\n")).toEqual(["You need to install"]);
    expect(third("The user then needs to restart the server.\n")).toEqual(["You then need to restart"]);
    expect(third("Users should not delete the default key.\n")).toEqual(["You should not delete"]);
    expect(third("In the **Plans** tab, users can now click a plan.\n")).toEqual(["you can now click"]);
    expect(third("The report is ready, and users can also export it.\n")).toEqual(["you can also export"]);
    expect(third("- **Imports**: Users can import a CSV file.\n")).toEqual(["You can import"]);
  });

  test("the reader's own users stay quiet", () => {
    const body = [
      "Your users can configure their profile.",
      "End users can select a theme.",
      "Admin users can create keys.",
      "Users of your app can create an account.",
      "A user signs in with a magic link, and each user can select a plan.",
      "Invite users to your team.",
      "Add a version menu so users can select a version.",
      "If users must click through three levels, move the page up.",
      "You can limit which fields the user can edit.",
      "Users can search the docs and open any page.",
      "Users may configure a proxy.",
      "The user object must include an email.",
      'The dialog says "Users must configure a key".',
      "",
    ].join("\n\n");
    expect(findings(body)).toEqual([]);
  });

  test("API reference pages, where the user is often a resource, stay quiet", () => {
    expect(
      pageFindings(RULE, {
        "users.mdx":
          "---\ntitle: Get a user\nopenapi: GET /users/{id}\n---\n\nThe user must verify the email address first.\n",
      }),
    ).toEqual([]);
  });

  test("a team style file of the same name replaces the third-person check too", () => {
    const found = pageFindings(RULE, {
      ".docsgate/styles/second-person.yml": "extends: existence\nmessage: Avoid '%s'.\ntokens: [simply]\n",
      "index.mdx": `${FRONT}The user must configure the webhook.\n`,
    });
    expect(found).toEqual([]);
  });

  test("a team style file of the same name replaces it", () => {
    const found = pageFindings(RULE, {
      ".docsgate/styles/second-person.yml": "extends: existence\nmessage: Write 'you', not '%s'.\ntokens: [the user]\n",
      "index.mdx": `${FRONT}We think the user can deploy.\n`,
    });
    expect(found.map((d) => `${d.line}:${d.column} ${d.message} ${d.docsUrl}`)).toEqual([
      "6:10 Write 'you', not 'the user'. .docsgate/styles/second-person.yml",
    ]);
  });
});
