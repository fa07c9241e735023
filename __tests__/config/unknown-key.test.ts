import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

const RULE = "config/unknown-key";

function project(fields: string): string {
  const text = `{\n  "name": "Acme",\n${fields}\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`;
  return tempProject({ "docs.json": text, "index.mdx": page("Home") });
}

describe("config/unknown-key", () => {
  test("a misspelt key: a warning at the key with the key it meant, and a fix that renames it", () => {
    const root = project('  "topbarLink": [],');
    const all = findings(root, RULE);
    expect(all.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      "3:3 warning Unknown key `topbarLink` in docs.json: did you mean `topbarLinks`? Rename it; as written the site ignores it.",
    ]);
    const text = `{\n  "name": "Acme",\n  "topbarLink": [],`;
    expect(all[0]!.fix).toEqual({
      start: text.indexOf('"topbarLink"'),
      end: text.indexOf('"topbarLink"') + 12,
      text: '"topbarLinks"',
    });
    // The misspelt key is only a warning: the schema rule stays silent about it.
    expect(findings(root, "config/schema")).toEqual([]);
  });

  test("a key in the wrong case is matched to the right one", () => {
    const [d] = findings(project('  "modeToggle": { "Default": "dark" },'), RULE);
    expect(d!.message).toBe(
      "Unknown key `Default` in `modeToggle`: did you mean `default`? Rename it; as written the site ignores it.",
    );
    expect(`${d!.line}:${d!.column}`).toBe("3:19");
  });

  test("a key far from every known one: a warning listing the keys of a small object", () => {
    const [d] = findings(project('  "modeToggle": { "position": "left" },'), RULE);
    expect(d!.message).toBe(
      "Unknown key `position` in `modeToggle`: the format has no such field, so the site ignores it. Remove it, or check its spelling and its place in the file. Known keys here: default, isHidden.",
    );
  });

  test("a key where Mintlify refuses unknown keys (colors, groups, footerSocials) is config/schema's error, not a warning here", () => {
    const root = tempProject({
      "docs.json":
        '{\n  "name": "Acme",\n  "colors": { "primary": "#0D9373", "Background": {} },\n  "footerSocials": { "mastodon": "https://example.com/@acme" },\n  "navigation": [{ "group": "Start", "page": [], "pages": ["index"] }]\n}\n',
      "index.mdx": page("Home"),
    });
    expect(findings(root, RULE)).toEqual([]);
    expect(findings(root, "config/schema")).toHaveLength(3);
  });

  test("keys Mintlify drops in its open objects are warnings, such as the newer layout's keys in `seo`", () => {
    const all = findings(project('  "seo": { "indexHiddenPages": true, "metatags": { "og:type": "website" } },'), RULE);
    expect(all.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      "3:38 warning Unknown key `metatags` in `seo`: the format has no such field, so the site ignores it. Remove it, or check its spelling and its place in the file. Known keys here: indexHiddenPages.",
    ]);
  });

  test("keys of the spec and keys Mintlify accepts (twitter and youtube among the footer platforms) are not unknown", () => {
    const root = project(
      '  "analytics": { "ga4": { "measurementId": "G-1" } },\n  "colors": { "primary": "#0D9373", "ultraLight": "#EEEEEE" },\n  "footerSocials": { "twitter": "https://x.com/acme", "youtube": "https://youtube.com/@acme" },',
    );
    expect(check({ root }).diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });
});
