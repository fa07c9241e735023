import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import { expect, test } from "vitest";

// The configuration the command line uses too (npx depcruise src).
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

/** Groups of modules that reach one another through their imports, each sorted. */
function cyclicGroups(result: ICruiseResult): string[][] {
  const edges = new Map(result.modules.map((m) => [m.source, m.dependencies.map((d) => d.resolved)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * Each group of files that import one another, as chains a reader can follow: the shortest way
 * from a file of the group back to itself, `-(type)->` marking an `import type`, until every file
 * of the group is on one.
 */
function cycleChains(result: ICruiseResult): string[] {
  const imports = new Map(
    result.modules.map((m) => [
      m.source,
      new Map(m.dependencies.map((d) => [d.resolved, d.dependencyTypes.includes("type-only")])),
    ]),
  );
  const chains: string[] = [];
  for (const group of cyclicGroups(result)) {
    const inGroup = new Set(group);
    const shown = new Set<string>();
    for (const start of group) {
      if (shown.has(start)) continue;
      // Breadth first from `start`: the first way back to it is a shortest one.
      const cameFrom = new Map<string, string>();
      const queue = [start];
      for (let at = 0; at < queue.length && !cameFrom.has(start); at++) {
        for (const next of imports.get(queue[at])!.keys()) {
          if (!inGroup.has(next) || cameFrom.has(next)) continue;
          cameFrom.set(next, queue[at]);
          queue.push(next);
        }
      }
      const path = [start];
      for (let file = cameFrom.get(start)!; file !== start; file = cameFrom.get(file)!) path.unshift(file);
      path.unshift(start);
      for (const file of path) shown.add(file);
      chains.push(
        path
          .map((file, i) => (i === 0 ? file : `${imports.get(path[i - 1])!.get(file) ? "-(type)->" : "->"} ${file}`))
          .join(" "),
      );
    }
  }
  return chains;
}

test("no folder of src/ imports, directly or through others, a folder that imports it", async () => {
  const { output } = await cruise(["src"], {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const result = output as ICruiseResult;
  // Collapsed: one module per folder (and per file at the top of src/).
  expect(result.modules.every((m) => /^src\/[^/]+$/.test(m.source))).toBe(true);
  expect(result.modules.length).toBeGreaterThan(20);
  expect(cyclicGroups(result)).toEqual([]);
  expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
}, 120_000);

test("no file of src/ imports, directly or through others, a file that imports it", async () => {
  // `import type` counts (the options' tsPreCompilationDeps): a cycle of types alone still ties
  // the files so that neither can be read or moved without the other, and the type both need
  // belongs in a module of its own that both import.
  const { collapse: _collapse, ...fileLevel } = config.options;
  const { output } = await cruise(["src"], fileLevel);
  const result = output as ICruiseResult;
  expect(result.modules.filter((m) => m.source.endsWith(".ts")).length).toBeGreaterThan(300);
  expect(cycleChains(result)).toEqual([]);
}, 120_000);

/**
 * Where the config as written may be read: loading it (src/project), validating it as written, which needs its text
 * and positions (src/config, src/rules/config), and rewriting it as written (src/upgrade, src/upgrade-command.ts).
 * Every other stage reads `project.docs`, the one normalized config, and `project.navigation`.
 */
const RAW_CONFIG_READERS = [/^src\/(project|config|upgrade)\//, /^src\/rules\/config\//, /^src\/upgrade-command\.ts$/];

/** The modules that hand out the config as written, and the ways of reaching it on a Project. */
const RAW_CONFIG_READS = [
  /from "[./]*(?:project\/)?(?:config-file|config-document|config-types\/legacy-config)\.js"/,
  /from "[./]*config\/(?:v2-config|legacy-config)\.js"/,
  /\bproject\??\.(?:config|document)\b/,
  /\{[^{}]*\b(?:config|document)\b[^{}]*\}\s*=\s*[\w.]*\bproject\b/,
  /\bconfig\.source\b/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each read of the config as written, as `file:line: text`, in the files `readers` does not allow. */
function rawConfigReads(readers: readonly RegExp[]): string[] {
  return sourceFiles("src").flatMap((file) =>
    readers.some((allowed) => allowed.test(file))
      ? []
      : readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            RAW_CONFIG_READS.some((read) => read.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
  );
}

test("only loading and the rules about the file as written read the raw config; every other stage reads project.docs", () => {
  expect(rawConfigReads(RAW_CONFIG_READERS)).toEqual([]);
  // The scan finds what it looks for: the allowed folders do read the file as written.
  expect(rawConfigReads([]).length).toBeGreaterThan(5);
});
