import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runSite } from "../helpers/site-run.js";
import { leaksIn, reportOutputs, siteLeaks } from "../../scripts/fuzz/run-outputs.js";
import { writeProject } from "../../scripts/fuzz/project-files.js";
import { CANARY_PAGE, loadBaseProjects } from "../../scripts/fuzz/base-projects.js";
import { MUTATORS } from "../../scripts/fuzz/mutators/index.js";
import { baselineOf, countLines, judge, stackSignature } from "../../scripts/fuzz/oracle.js";
import { changedFiles, planIteration } from "../../scripts/fuzz/plan-iteration.js";
import type { ProjectFiles } from "../../scripts/fuzz/project-files.js";
import { Rng } from "../../scripts/fuzz/rng.js";
import { CANARY_SECRETS, leakedSecrets } from "../../scripts/fuzz/secret-canaries.js";

const REPO = path.resolve(import.meta.dirname, "../..");
const bases = loadBaseProjects(REPO);

/** Every file's bytes (or link target), for comparing two projects whole. */
function snapshot(files: ProjectFiles): Record<string, string> {
  return Object.fromEntries(
    [...files].map(([file, entry]) => [
      file,
      entry.kind === "file" ? entry.data.toString("base64") : `-> ${entry.target}`,
    ]),
  );
}

describe("the fuzzer's mutations", () => {
  it("are the same for the same seed and iteration", () => {
    for (let iteration = 0; iteration < 30; iteration++) {
      const first = planIteration(bases, "determinism", iteration, { buildShare: 0.1 });
      const second = planIteration(bases, "determinism", iteration, { buildShare: 0.1 });
      expect(second.base).toBe(first.base);
      expect(second.build).toBe(first.build);
      expect(second.mutations).toEqual(first.mutations);
      expect(snapshot(second.files)).toEqual(snapshot(first.files));
    }
  });

  it("differ between seeds", () => {
    const describe = (seed: string) =>
      Array.from({ length: 20 }, (_, i) =>
        JSON.stringify(planIteration(bases, seed, i, { buildShare: 0.1 }).mutations),
      );
    expect(describe("one")).not.toEqual(describe("two"));
  });

  it("replay one mutation of an iteration alone, as it was drawn", () => {
    const plan = Array.from({ length: 50 }, (_, i) => planIteration(bases, "subset", i, { buildShare: 0 })).find(
      (p) => p.mutations.length === 3,
    )!;
    const first = planIteration(bases, "subset", plan.iteration, { buildShare: 0, only: [0] });
    expect(first.mutations).toEqual([plan.mutations[0]]);
  });

  it("never use the mutators left out", () => {
    const without = new Set(["deep-json", "flip-bytes", "truncate"]);
    const used = Array.from({ length: 200 }, (_, i) =>
      planIteration(bases, "without", i, { buildShare: 0, without }),
    ).flatMap((plan) => plan.mutations.map((m) => m.mutator));
    expect(used.filter((name) => without.has(name))).toEqual([]);
    expect(new Set(used).size).toBeGreaterThan(10);
  });

  it("leave the canary page alone and list every file they change", () => {
    for (let iteration = 0; iteration < 200; iteration++) {
      const plan = planIteration(bases, "touched", iteration, { buildShare: 0 });
      expect(plan.touched.has(CANARY_PAGE)).toBe(false);
      expect(plan.touched.size).toBeGreaterThan(0);
      for (const mutation of plan.mutations) expect(mutation.file).not.toBe(CANARY_PAGE);
    }
  });

  it("apply to files damaged before without failing themselves", () => {
    // Later mutations of an iteration meet what earlier ones did: broken JSON, binary bytes, links.
    for (let iteration = 0; iteration < 300; iteration++)
      expect(() => planIteration(bases, "robust", iteration, { buildShare: 0 })).not.toThrow();
  });

  for (const mutator of MUTATORS) {
    it(`${mutator.name} changes a file of every project it applies to`, () => {
      const applicable = bases.filter((base) => mutator.targets(base.files).some((file) => file !== CANARY_PAGE));
      expect(applicable.length).toBeGreaterThan(0);
      for (const [index, base] of applicable.entries()) {
        for (let draw = 0; draw < 5; draw++) {
          const rng = new Rng("mutator", mutator.name, index, draw);
          const files: ProjectFiles = new Map(base.files);
          const file = rng.pick(mutator.targets(files).filter((f) => f !== CANARY_PAGE));
          const detail = mutator.apply(files, file, rng);
          expect(detail).not.toBe("");
          const touched = changedFiles(base.files, files);
          // add-symlink adds a link beside the file it is given; every other mutator changes that file.
          expect(
            touched.has(file) || (mutator.name === "add-symlink" && touched.size === 1),
            `${mutator.name} on ${base.name}/${file}: ${detail}`,
          ).toBe(true);
        }
      }
    });
  }
});

describe("the canary's secrets", () => {
  it("are found by page/secret, and no output of an unmutated base's check and build shows one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "docsgate-fuzz-canary-"));
    try {
      const root = writeProject(dir, bases[0]!.files);
      const outDir = path.join(dir, "site");
      const built = await runSite(root, { outDir, basePath: "", links: true });
      const secrets = built.result.diagnostics.filter((d) => d.file === CANARY_PAGE && d.ruleId === "page/secret");
      // One each, and the Stripe key twice: in the front matter and in the prose.
      expect(secrets).toHaveLength(Object.keys(CANARY_SECRETS).length + 1);
      const outputs = reportOutputs(built.result);
      const leaks = [...Object.entries(outputs).flatMap(([name, text]) => leaksIn(name, text)), ...siteLeaks(outDir)];
      expect(leaks).toEqual([]);
      // The oracle looks where the secrets were: the console's frames show the canary's lines.
      expect(outputs.console).toContain("fuzz-canary.mdx");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the fuzzer's judgement", () => {
  const files: ProjectFiles = new Map([
    ["index.mdx", { kind: "file", data: Buffer.from("one\ntwo\n") }],
    ["guide.mdx", { kind: "file", data: Buffer.from("text\n") }],
  ]);
  const canary = [
    { ruleId: "page/heading-increment", severity: "warning", message: "skip", file: CANARY_PAGE, line: 9, column: 1 },
    {
      ruleId: "page/unclosed-code-fence",
      severity: "warning",
      message: "open",
      file: CANARY_PAGE,
      line: 13,
      column: 1,
    },
  ];
  const answer = (
    diagnostics: object[],
    pageFiles = ["guide.mdx", "index.mdx", CANARY_PAGE],
    leaks: string[] = [],
  ) => ({
    kind: "answer" as const,
    answer: {
      id: 1,
      ok: true as const,
      diagnostics: [...canary, ...diagnostics] as never[],
      pageFiles,
      sitePages: pageFiles,
      leaks,
      ms: 1,
    },
  });
  const baseline = baselineOf(answer([]));
  const none = new Set<string>();

  it("passes a run that keeps every page and the canary's problems", () => {
    expect(
      judge(
        answer([{ ruleId: "page/title", file: "index.mdx", line: 2, column: 1, message: "m" }]),
        baseline,
        files,
        none,
      ),
    ).toBeUndefined();
  });

  it("fails a diagnostic without a line, unless it is about the whole project", () => {
    expect(
      judge(
        answer([{ ruleId: "page/title", file: "index.mdx", line: 0, column: 0, message: "m" }]),
        baseline,
        files,
        none,
      )?.kind,
    ).toBe("unlocated-diagnostic");
    expect(
      judge(answer([{ ruleId: "page/title", file: "", line: 1, column: 1, message: "m" }]), baseline, files, none)
        ?.kind,
    ).toBe("unlocated-diagnostic");
    expect(
      judge(
        answer([{ ruleId: "config/missing", file: "docs.json", line: 0, column: 0, message: "m" }]),
        baseline,
        files,
        none,
      ),
    ).toBeUndefined();
  });

  it("fails a line past the end of its file", () => {
    expect(
      judge(
        answer([{ ruleId: "page/title", file: "guide.mdx", line: 5, column: 1, message: "m" }]),
        baseline,
        files,
        none,
      )?.kind,
    ).toBe("line-past-end");
  });

  it("fails when an untouched page is no longer checked, not when the page itself was damaged", () => {
    const withoutGuide = answer([], ["index.mdx", CANARY_PAGE]);
    expect(judge(withoutGuide, baseline, files, none)?.kind).toBe("page-not-checked");
    expect(judge(withoutGuide, baseline, files, new Set(["guide.mdx"]))).toBeUndefined();
  });

  it("fails when the canary's problems are no longer reported", () => {
    const lost = { ...answer([]), answer: { ...answer([]).answer, diagnostics: [canary[0]] as never[] } };
    expect(judge(lost, baseline, files, none)?.kind).toBe("canary-lost");
  });

  it("fails a run any of whose outputs shows a canary secret", () => {
    const leaked = answer([], undefined, ["console: GitHub token", "site guide/index.html: private key"]);
    expect(judge(leaked, baseline, files, none)).toEqual({
      kind: "secret-leaked",
      signature: "secret-leaked: console: GitHub token",
      detail: "Shown: console: GitHub token; site guide/index.html: private key",
    });
    expect(judge(answer([], undefined, ["site guide/index.html: private key"]), baseline, files, none)?.signature).toBe(
      "secret-leaked: site: private key",
    );
  });

  it("fails a harmless edit (a UTF-8 BOM, CRLF) that changes what is reported where", () => {
    const extra = { ruleId: "config/invalid-json", file: "docs.json", line: 1, column: 1, message: "m" };
    expect(judge(answer([]), baseline, files, new Set(["docs.json"]), true)).toBeUndefined();
    expect(judge(answer([extra]), baseline, files, new Set(["docs.json"]), true)?.kind).toBe(
      "changed-by-harmless-edit",
    );
    expect(judge(answer([extra]), baseline, files, new Set(["docs.json"]), false)).toBeUndefined();
  });

  it("fails a crash, a death and a hang", () => {
    expect(
      judge(
        {
          kind: "answer",
          answer: {
            id: 1,
            ok: false,
            error: "TypeError: x is undefined\n    at walk (/repo/src/nav/walk.ts:3:4)",
            ms: 1,
          },
        },
        baseline,
        files,
        none,
      )?.signature,
    ).toBe("crash: TypeError: x is undefined at walk (src/nav/walk.ts)");
    expect(
      judge(
        {
          kind: "died",
          code: null,
          signal: "SIGABRT",
          stderr: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        },
        baseline,
        files,
        none,
      )?.signature,
    ).toBe("crash: the process died: out of memory");
    expect(judge({ kind: "timeout", stderr: "" }, baseline, files, none)?.kind).toBe("hang");
  });

  it("groups stacks by their first frame, without line numbers", () => {
    expect(
      stackSignature(
        "TypeError: a is not a function\n    at go (/w/node_modules/jsonc-parser/lib/esm/impl/parser.js:455:14)\n    at run (/w/src/check.ts:3:1)",
      ),
    ).toBe("TypeError: a is not a function at go (node_modules/jsonc-parser)");
  });

  it("groups stack overflows by the file that recurs, wherever the overflow stopped", () => {
    const overflow = (top: string) =>
      `RangeError: Maximum call stack size exceeded\n    at ${top} (/w/node_modules/jsonc-parser/lib/esm/impl/parser.js:455:14)\n    at parseValue (/w/node_modules/jsonc-parser/lib/esm/impl/parser.js:593:24)\n    at parse (/w/src/project/json-source.ts:9:9)`;
    expect(stackSignature(overflow("parseString"))).toBe(
      "RangeError: Maximum call stack size exceeded in node_modules/jsonc-parser",
    );
    expect(stackSignature(overflow("parseObject"))).toBe(stackSignature(overflow("parseString")));
  });

  it("finds a canary secret whole, cut short or in lower case, and not masked", () => {
    const token = CANARY_SECRETS["GitHub token"];
    expect(leakedSecrets(`a ${token} b`)).toEqual(["GitHub token"]);
    expect(leakedSecrets(`#rotate-${token.toLowerCase()}`)).toEqual(["GitHub token"]);
    expect(leakedSecrets(`…${token.slice(0, 26)}…`)).toEqual(["GitHub token"]);
    expect(leakedSecrets(`\`************${token.slice(-4)}\` and <GITHUB_TOKEN>, ghp_<GITHUB_TOKEN>`)).toEqual([]);
  });

  it("counts every kind of line break", () => {
    expect(countLines(Buffer.from("a\r\nb\rc\u2028d"))).toBe(5);
  });
});
