/**
 * The folders of src/ import one way: no folder reaches, through any chain of imports, back to
 * itself. Each folder is collapsed to one node, so a cycle between two files of one folder is
 * allowed, and a cycle through folders is not. Checked by __tests__/architecture.test.ts; for a
 * picture, `npx depcruise src --output-type dot | dot -Tsvg`.
 */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment: "A folder of src/ reaches itself again through its imports: move the shared part into a lower folder.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: "^src/",
    doNotFollow: { path: "node_modules" },
    // dependency-cruiser reads TypeScript through swc: its own TypeScript support stops before TypeScript 7.
    parser: "swc",
    // `import type` counts: a folder that needs another's types depends on it.
    tsPreCompilationDeps: true,
    collapse: "^src/[^/]+",
  },
};
