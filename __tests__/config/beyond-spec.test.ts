import { describe, expect, test } from "vitest";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

const RULE = "config/beyond-spec";

function project(fields: string): string {
  const text = `{\n  "name": "Acme",\n${fields}\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`;
  return tempProject({ "docs.json": text, "index.mdx": page("Home") });
}

function messages(root: string): string[] {
  return findings(root, RULE).map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`);
}

describe("config/beyond-spec", () => {
  test("footer platforms Mintlify shows beyond the spec's nine: a notice at each key, naming the spec's name where it has one", () => {
    const root = project(
      '  "footerSocials": {\n    "github": "https://github.com/acme",\n    "twitter": "https://x.com/acme",\n    "youtube": "https://youtube.com/@acme"\n  },',
    );
    expect(messages(root)).toEqual([
      "5:5 notice `footerSocials.twitter` is a platform Mintlify shows, but the format's specification names it `x`. Rename the key to `x`.",
      "6:5 notice `footerSocials.youtube` is a platform Mintlify shows, but not one of the nine the format's specification lists (website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news). Keep it for a Mintlify site; to follow the specification, link the account from a page instead.",
    ]);
    expect(findings(root, "config/schema")).toEqual([]);
    expect(findings(root, "config/unknown-key")).toEqual([]);
  });

  test("the deprecated list form of `footerSocials`: one notice, with the object form to write", () => {
    const root = project(
      '  "footerSocials": [{ "type": "github", "url": "https://github.com/acme" }, { "type": "youtube", "url": "https://youtube.com/@acme" }],',
    );
    expect(messages(root)).toEqual([
      '3:3 notice `footerSocials` is a list of `{ "type": ..., "url": ... }` entries, a form Mintlify still reads but calls deprecated; the format\'s specification describes an object of platform names and URLs. Write it as `{ "github": "https://github.com/acme" }`.',
    ]);
  });

  test("one background colour: a notice that the spec expects both, not a schema error", () => {
    const root = project('  "colors": { "primary": "#0D9373", "background": { "dark": "#000" } },');
    expect(messages(root)).toEqual([
      "3:37 notice `colors.background` has only one of `light` and `dark`: Mintlify uses the colour given and keeps its own for the other mode, but the format's specification expects both. Add the other colour.",
    ]);
    expect(findings(root, "config/schema")).toEqual([]);
  });

  test("icon styles beyond the spec's six: one notice, at the first use, counting the others", () => {
    const root = project(
      '  "topAnchor": { "name": "Docs", "iconType": "regular" },\n  "anchors": [{ "name": "A", "url": "https://a.example.com", "iconType": "regular" }, { "name": "B", "url": "https://b.example.com", "iconType": "sharp-light" }],',
    );
    expect(messages(root)).toEqual([
      "3:34 notice `topAnchor.iconType` is an icon style Mintlify knows, but not one of the six the format's specification lists (brands, duotone, light, sharp-solid, solid, thin). Use one of those to follow the specification. The same holds in 2 more places; only the first is reported.",
    ]);
  });

  test("the `cobo` auth method and version objects", () => {
    const root = project(
      '  "api": { "auth": { "method": "cobo" } },\n  "versions": [{ "name": "v2", "default": true }, { "name": "v1" }],',
    );
    expect(messages(root)).toEqual([
      "3:22 notice `api.auth.method` is `cobo`, a method Mintlify knows, but the format's specification lists only `bearer`, `basic` and `key`. Use one of those to follow the specification.",
      '4:16 notice `versions[0]` is a version object, which Mintlify reads, but the format\'s specification describes `versions` as a list of names. Write the name alone, such as "v2", to follow the specification. The same holds in 1 more place; only the first is reported.',
    ]);
  });

  test("what the spec does not describe is not measured against it: `footer.socials`, a group's icon style", () => {
    const root = tempProject({
      "docs.json": JSON.stringify({
        name: "Acme",
        footer: { socials: { youtube: "https://youtube.com/@acme" } },
        navigation: [{ group: "Start", iconType: "regular", pages: ["index"] }],
      }),
      "index.mdx": page("Home"),
    });
    expect(messages(root)).toEqual([]);
  });
});
