import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { detectRepository, parseRemoteUrl, repositoryFromActions } from "../../src/github/repository.js";
import { tempProject } from "../helpers/temp-project.js";

describe("parseRemoteUrl", () => {
  test.each([
    ["https://github.com/acme/widgets.git", "https://github.com", "acme/widgets"],
    ["https://github.com/acme/widgets", "https://github.com", "acme/widgets"],
    ["https://x-access-token:secret@github.com/acme/widgets.git", "https://github.com", "acme/widgets"],
    ["git@github.com:acme/widgets.git", "https://github.com", "acme/widgets"],
    ["github.com:acme/widgets", "https://github.com", "acme/widgets"],
    ["ssh://git@github.example.com:2222/acme/widgets.git", "https://github.example.com", "acme/widgets"],
    ["http://git.internal:8080/team/docs/", "http://git.internal:8080", "team/docs"],
    ["git@gitlab.com:group/sub/docs.git", "https://gitlab.com", "group/sub/docs"],
  ])("%s", (remote, serverUrl, slug) => {
    expect(parseRemoteUrl(remote)).toEqual({ serverUrl, slug });
  });

  test.each(["/home/me/repo", "C:\\\\repos\\\\docs", "file:///srv/repo.git", "https://github.com/", "not a url"])(
    "%s is no web repository",
    (remote) => {
      expect(parseRemoteUrl(remote)).toBeUndefined();
    },
  );
});

describe("repositoryFromActions", () => {
  const env = {
    GITHUB_ACTIONS: "true",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_REPOSITORY: "acme/widgets",
    GITHUB_WORKSPACE: "/work/repo",
    GITHUB_REF_NAME: "main",
  };

  test("a push: the ref's branch and the root's folder in the workspace", () => {
    expect(repositoryFromActions("/work/repo/docs", env)).toEqual({
      slug: "acme/widgets",
      serverUrl: "https://github.com",
      branch: "main",
      docsPath: "docs",
    });
    expect(repositoryFromActions("/work/repo", env)?.docsPath).toBe("");
  });

  test("a pull request: the head branch, not the merge ref", () => {
    const repository = repositoryFromActions("/work/repo", {
      ...env,
      GITHUB_HEAD_REF: "fix-typo",
      GITHUB_REF_NAME: "42/merge",
    });
    expect(repository?.branch).toBe("fix-typo");
  });

  test("outside Actions, or without a repository, nothing", () => {
    expect(repositoryFromActions("/work/repo", { ...env, GITHUB_ACTIONS: undefined })).toBeUndefined();
    expect(repositoryFromActions("/work/repo", { ...env, GITHUB_REPOSITORY: "" })).toBeUndefined();
    expect(repositoryFromActions("/elsewhere", env)).toBeUndefined();
  });
});

describe("detectRepository from git", () => {
  const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-C", cwd, ...args], { stdio: "ignore" });

  test("the origin remote, the current branch and the root's folder in the checkout", () => {
    const checkout = tempProject({ "docs/docs.json": "{}" });
    git(checkout, "init", "-q", "-b", "docs-branch");
    git(checkout, "remote", "add", "origin", "git@github.com:acme/widgets.git");
    expect(detectRepository(path.join(checkout, "docs"), {})).toEqual({
      slug: "acme/widgets",
      serverUrl: "https://github.com",
      branch: "docs-branch",
      docsPath: "docs",
    });
  });

  test("a detached HEAD has no branch to edit on", () => {
    const checkout = tempProject({ "docs.json": "{}" });
    git(checkout, "init", "-q");
    git(checkout, "remote", "add", "origin", "https://github.com/acme/widgets");
    git(checkout, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "x");
    expect(detectRepository(checkout, {})?.slug).toBe("acme/widgets");
    git(checkout, "checkout", "-q", "--detach");
    expect(detectRepository(checkout, {})).toBeUndefined();
  });

  test("no checkout, or no origin: no repository", () => {
    const plain = tempProject({ "docs.json": "{}" });
    expect(detectRepository(plain, {})).toBeUndefined();
    const noOrigin = tempProject({ "docs.json": "{}" });
    git(noOrigin, "init", "-q");
    mkdirSync(path.join(noOrigin, "sub"));
    expect(detectRepository(noOrigin, {})).toBeUndefined();
  });
});
