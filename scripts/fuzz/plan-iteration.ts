import { CANARY_PAGE, type BaseProject } from "./base-projects.js";
import { MUTATORS } from "./mutators/index.js";
import type { Entry, ProjectFiles } from "./project-files.js";
import { Rng } from "./rng.js";

/** One mutation done: by which mutator, to which file, how. */
export interface Mutation {
  index: number;
  mutator: string;
  file: string;
  detail: string;
}

/** A damaged copy of a base project, and what was done to it. */
export interface Iteration {
  seed: string;
  iteration: number;
  base: string;
  mutations: Mutation[];
  files: ProjectFiles;
  /** Files changed, added or removed by the mutations. */
  touched: Set<string>;
  /** Whether the site is built too, not only checked. */
  build: boolean;
}

export const MAX_MUTATIONS = 3;

/**
 * Iteration `iteration` of seed `seed`: the same on every run. The base, the number of mutations
 * and whether to build come from the iteration's own stream; each mutation has a stream of its
 * own, so that `only` (a subset of the mutation indexes, for minimizing) replays those mutations
 * as they were drawn, except where an earlier one that is left out changed the files they chose from.
 * `without`: mutators never drawn (part of what the seed means: give the same set to reproduce).
 */
export function planIteration(
  bases: readonly BaseProject[],
  seed: string,
  iteration: number,
  options: { buildShare: number; only?: readonly number[]; without?: ReadonlySet<string> },
): Iteration {
  const rng = new Rng(seed, iteration);
  const base = rng.weighted(bases);
  const count = rng.int(1, MAX_MUTATIONS);
  const build = rng.chance(options.buildShare);
  const files: ProjectFiles = new Map(base.files);
  const mutations: Mutation[] = [];
  for (let index = 0; index < count; index++) {
    if (options.only && !options.only.includes(index)) continue;
    const mutationRng = new Rng(seed, iteration, index);
    const candidates = MUTATORS.filter((mutator) => !options.without?.has(mutator.name))
      .map((mutator) => ({ mutator, targets: mutator.targets(files).filter((file) => file !== CANARY_PAGE) }))
      .filter(({ targets }) => targets.length > 0);
    const { mutator, targets } = mutationRng.weighted(
      candidates.map((candidate) => ({ ...candidate, weight: candidate.mutator.weight })),
    );
    const file = mutationRng.pick(targets);
    mutations.push({ index, mutator: mutator.name, file, detail: mutator.apply(files, file, mutationRng) });
  }
  return { seed, iteration, base: base.name, mutations, files, touched: changedFiles(base.files, files), build };
}

export function changedFiles(before: ProjectFiles, after: ProjectFiles): Set<string> {
  const touched = new Set<string>();
  for (const [file, entry] of after) if (!sameEntry(before.get(file), entry)) touched.add(file);
  for (const file of before.keys()) if (!after.has(file)) touched.add(file);
  return touched;
}

function sameEntry(a: Entry | undefined, b: Entry): boolean {
  if (!a || a.kind !== b.kind) return false;
  return a.kind === "file"
    ? a.data.equals((b as { data: Buffer }).data)
    : a.target === (b as { target: string }).target;
}
