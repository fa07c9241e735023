import { execFileSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inspectSiteFolder } from "../../src/github/pages-branch.js";

let temp: string;
let site: string;

beforeEach(() => {
  temp = mkdtempSync(path.join(os.tmpdir(), "docsgate-inspect-site-"));
  site = path.join(temp, "site");
  mkdirSync(path.join(site, "guide"), { recursive: true });
  writeFileSync(path.join(site, "index.html"), "<h1>Home</h1>\n");
  writeFileSync(path.join(site, "guide", "index.html"), "<h1>Guide</h1>\n");
  // Outside the site: what a link out of it would publish.
  writeFileSync(path.join(temp, "secret.txt"), "a secret\n");
});

afterEach(() => rmSync(temp, { recursive: true, force: true }));

describe("inspectSiteFolder", () => {
  it("counts the files and bytes of a site of files and folders, with no problem", () => {
    expect(inspectSiteFolder(site, 1000)).toEqual({ files: 2, bytes: 29, problems: [] });
  });

  it("refuses symbolic links, to a file or a folder, and does not follow them", () => {
    symlinkSync(path.join(temp, "secret.txt"), path.join(site, "secret.html"));
    symlinkSync(temp, path.join(site, "guide", "up"));
    expect(inspectSiteFolder(site, 1000)).toEqual({
      files: 2,
      bytes: 29,
      problems: [
        "guide/up: a symbolic link; a published site holds files and folders only",
        "secret.html: a symbolic link; a published site holds files and folders only",
      ],
    });
  });

  it("refuses a file with a second hard link", () => {
    linkSync(path.join(temp, "secret.txt"), path.join(site, "guide", "secret.html"));
    expect(inspectSiteFolder(site, 1000).problems).toEqual([
      "guide/secret.html: a hard link (2 names for one file); a published site holds copies only",
    ]);
  });

  it("refuses what is neither a file nor a folder", () => {
    execFileSync("mkfifo", [path.join(site, "pipe")]);
    expect(inspectSiteFolder(site, 1000).problems).toEqual([
      "pipe: neither a file nor a folder (a device, socket or pipe)",
    ]);
  });

  it("refuses names with a backslash or a control character, and a .git folder", () => {
    writeFileSync(path.join(site, "..\\..\\evil.html"), "x");
    writeFileSync(path.join(site, "guide", "bell\u0007.html"), "x");
    mkdirSync(path.join(site, "guide", ".GIT"));
    writeFileSync(path.join(site, "guide", ".GIT", "config"), "x");
    expect(inspectSiteFolder(site, 1000)).toEqual({
      files: 2,
      bytes: 29,
      problems: [
        '"..\\\\..\\\\evil.html": a name with a backslash',
        '"guide/.GIT": a ".git" entry, which git cannot publish',
        '"guide/bell\\u0007.html": a name with a control character',
      ],
    });
  });

  it("says when the site is over the size limit", () => {
    expect(inspectSiteFolder(site, 20)).toEqual({
      files: 2,
      bytes: 29,
      problems: ["the site is 29 bytes, over the limit of 20 bytes"],
    });
  });

  it("says when the folder is missing or a file", () => {
    expect(inspectSiteFolder(path.join(temp, "none"), 20).problems).toEqual([
      `the site folder ${path.join(temp, "none")} is not there`,
    ]);
    expect(inspectSiteFolder(path.join(temp, "secret.txt"), 20).problems).toEqual([
      `the site folder ${path.join(temp, "secret.txt")} is not a folder`,
    ]);
  });
});
