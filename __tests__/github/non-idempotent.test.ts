import { afterEach, describe, expect, test } from "vitest";
import { publishCheckRun } from "../../src/github/check-run.js";
import { createRestClient } from "../../src/github/rest-client.js";
import { upsertComment } from "../../src/github/sticky-comment.js";
import { buildRunReport } from "../../src/report/run-report.js";
import { diagnostic, result } from "../report/diagnostics.js";
import { startFakeGitHub, type FakeGitHub } from "../helpers/fake-github.js";

let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

// The fake never answers an "act-then-hang" request, so the client's time-out is what ends it:
// the test waits for the time-out, never for a sleep that a busy machine could outrun.
function client(url: string, retries = 3) {
  return createRestClient({
    apiUrl: url,
    token: "ghs_testTOKEN",
    timeoutMs: 300,
    retries,
    maxWaitMs: 1_000,
    sleep: async () => {},
  });
}

const report = buildRunReport({
  result: result("/repo", [diagnostic({ message: "One problem." })]),
  workspace: "/repo",
  fingerprints: ["f"],
  failOn: "error",
  basePath: "",
  pageFiles: new Set(),
});
const target = { owner: "o", repo: "r", headSha: "abc123", name: "docsgate", summary: "Summary" };

describe("writes that must not happen twice", () => {
  test("a POST is not sent again after a time-out when nothing can tell whether it was carried out", async () => {
    github = await startFakeGitHub();
    github.fault("create-comment", "act-then-hang");
    await expect(client(github.url).request("POST", "/repos/o/r/issues/1/comments", { body: "x" })).rejects.toThrow(
      "POST /repos/o/r/issues/1/comments: no answer within 0.3 s",
    );
    expect(github.calls("create-comment")).toHaveLength(1);
    expect(github.comments).toHaveLength(1);
  });

  test("a check run GitHub created while the client timed out is found and used, not created again", async () => {
    github = await startFakeGitHub();
    github.fault("create-check-run", "act-then-hang");
    const published = await publishCheckRun(client(github.url), report, target);
    expect(github.checkRuns.size).toBe(1);
    const [[id, run]] = [...github.checkRuns];
    expect(published.id).toBe(id);
    expect(run!.updates.at(-1)).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(github.calls("list-check-runs")[0]!.query.get("check_name")).toBe("docsgate");
  });

  test("a check run that was not created after a time-out is created on the next try", async () => {
    github = await startFakeGitHub();
    github.fault("create-check-run", "hang");
    const published = await publishCheckRun(client(github.url), report, target);
    expect(github.calls("create-check-run")).toHaveLength(2);
    expect([...github.checkRuns.keys()]).toEqual([published.id]);
  });

  test("another run's check run of the same name on the commit is not taken for ours", async () => {
    github = await startFakeGitHub();
    await publishCheckRun(client(github.url), report, target);
    github.fault("create-check-run", "hang");
    const published = await publishCheckRun(client(github.url), report, target);
    expect(github.checkRuns.size).toBe(2);
    expect(github.checkRuns.get(published.id)!.updates.at(-1)).toMatchObject({ status: "completed" });
  });

  test("a batch of annotations GitHub took while the client timed out is not sent again", async () => {
    github = await startFakeGitHub();
    const many = buildRunReport({
      result: result(
        "/repo",
        Array.from({ length: 70 }, (_, i) => diagnostic({ message: `Problem ${i}.`, line: i + 1 })),
      ),
      workspace: "/repo",
      fingerprints: Array.from({ length: 70 }, (_, i) => `f${i}`),
      failOn: "error",
      basePath: "",
      pageFiles: new Set(),
    });
    github.fault("update-check-run", "act-then-hang", "hang");
    const published = await publishCheckRun(client(github.url), many, target);
    const sent = github.checkRuns.get(published.id)!.updates.flatMap((update) => update.output?.annotations ?? []);
    expect(sent.map((annotation: { message: string }) => annotation.message)).toEqual(
      Array.from({ length: 70 }, (_, i) => `Problem ${i}.`),
    );
    expect(github.calls("update-check-run")).toHaveLength(4);
  });

  test("a sticky comment GitHub saved while the client timed out is found by its marker, not posted again", async () => {
    github = await startFakeGitHub();
    github.fault("create-comment", "act-then-hang");
    const saved = await upsertComment(
      client(github.url),
      { owner: "o", repo: "r", number: 7 },
      "<!-- docsgate -->",
      "<!-- docsgate -->\nReport",
    );
    expect(github.comments).toHaveLength(1);
    expect(saved).toMatchObject({ id: github.comments[0]!.id, created: true });
  });
});
