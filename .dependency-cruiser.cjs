/**
 * The folders of src/ import one way: no folder reaches, through any chain of imports, back to
 * itself. Each folder is collapsed to one node here; __tests__/architecture.test.ts checks that,
 * and cruises again without the collapse to check the same of files. For a picture,
 * `npx depcruise src --output-type dot | dot -Tsvg`; for files, add `--collapse "^$"`.
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
