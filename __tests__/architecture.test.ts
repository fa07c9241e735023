import { createRequire } from "node:module";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import { expect, test } from "vitest";

// The configuration the command line uses too (npx depcruise src).
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

/** Folders of src/ (each collapsed to one node) that reach one another through their imports. */
function folderCycles(result: ICruiseResult): string[][] {
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

test("no folder of src/ imports, directly or through others, a folder that imports it", async () => {
  const { output } = await cruise(["src"], { ...config.options, ruleSet: { forbidden: config.forbidden } });
  const result = output as ICruiseResult;
  // Collapsed: one module per folder (and per file at the top of src/).
  expect(result.modules.every((m) => /^src\/[^/]+$/.test(m.source))).toBe(true);
  expect(result.modules.length).toBeGreaterThan(20);
  expect(folderCycles(result)).toEqual([]);
  expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
}, 120_000);
