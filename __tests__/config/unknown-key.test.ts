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
    expect(all[0]!.fix).toEqual({ start: text.indexOf('"topbarLink"'), end: text.indexOf('"topbarLink"') + 12, text: '"topbarLinks"' });
    // The misspelt key is only a warning: the schema rule stays silent about it.
    expect(findings(root, "config/schema")).toEqual([]);
  });

  test("a key in the wrong case is matched to the right one", () => {
    const [d] = findings(project('  "colors": { "primary": "#0D9373", "Background": { "light": "#FFFFFF", "dark": "#000000" } },'), RULE);
    expect(d!.message).toBe("Unknown key `Background` in `colors`: did you mean `background`? Rename it; as written the site ignores it.");
    expect(`${d!.line}:${d!.column}`).toBe("3:37");
  });

  test("a key far from every known one: a warning listing the keys of a small object", () => {
    const [d] = findings(project('  "modeToggle": { "position": "left" },'), RULE);
    expect(d!.message).toBe(
      "Unknown key `position` in `modeToggle`: the format has no such field, so the site ignores it. Remove it, or check its spelling and its place in the file. Known keys here: default, isHidden.",
    );
  });

  test("footer platforms: `twitter` is told to be `x`; an unknown platform lists the nine", () => {
    const all = findings(project('  "footerSocials": { "twitter": "https://x.com/acme", "youtube": "https://youtube.com/@acme" },'), RULE);
    expect(all.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      "3:22 `twitter` is not a footer platform, so the site does not show it. Did you mean `x`? `footerSocials` takes only these nine platforms: website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news.",
      "3:55 `youtube` is not a footer platform, so the site does not show it. `footerSocials` takes only these nine platforms: website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news. Remove it, or link it from a page instead.",
    ]);
    expect(all[0]!.fix?.text).toBe('"x"');
    expect(all[1]!.fix).toBeUndefined();
  });

  test("unknown keys inside nested navigation groups are found", () => {
    const root = tempProject({
      "docs.json": '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": [{ "group": "Inner", "page": [], "pages": ["index"] }] }]\n}\n',
      "index.mdx": page("Home"),
    });
    const [d] = findings(root, RULE);
    expect(d!.message).toMatch(/^Unknown key `page` in `navigation\[0\]\.pages\[0\]`: did you mean `pages`\?/);
    expect(`${d!.line}:${d!.column}`).toBe("3:68");
  });

  test("keys of the spec and accepted extras are not unknown", () => {
    const root = project('  "analytics": { "ga4": { "measurementId": "G-1" } },\n  "colors": { "primary": "#0D9373", "ultraLight": "#EEEEEE" },');
    expect(check({ root }).diagnostics.filter((d) => d.ruleId === RULE)).toEqual([]);
  });
});
