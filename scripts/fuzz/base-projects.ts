import { readFileSync } from "node:fs";
import path from "node:path";
import { readProject, type ProjectFiles } from "./project-files.js";
import { CANARY_SECRETS, canarySecretsCode, canarySecretsText } from "./secret-canaries.js";

/** A project the fuzzer damages copies of. */
export interface BaseProject {
  name: string;
  weight: number;
  files: ProjectFiles;
}

/**
 * The example project and the fixtures with OpenAPI files, in both layouts; the example, the
 * largest, most often. Paths are relative to the repository.
 */
const BASES: readonly { dir: string; weight: number }[] = [
  { dir: "examples/starter", weight: 4 },
  { dir: "__tests__/fixtures/legacy-starter", weight: 2 },
  { dir: "__tests__/fixtures/v2-site", weight: 2 },
  { dir: "__tests__/fixtures/api-site", weight: 1 },
  { dir: "__tests__/fixtures/broken-links", weight: 1 },
  { dir: "__tests__/fixtures/openapi/multi-file", weight: 1 },
  { dir: "__tests__/fixtures/openapi/swagger20", weight: 1 },
];

/**
 * The page no mutation touches, with problems only it decides (heading levels, a code fence left
 * open): every run must still report them, or damage elsewhere stopped the page being checked.
 * It also holds made-up secrets (secret-canaries.ts) that no output of any run may show.
 */
export const CANARY_PAGE = "fuzz-canary.mdx";
const CANARY_TEXT = `---
title: Fuzz canary
description: A page the fuzzer never damages, whose planted problems every check must report.
apiKey: ${CANARY_SECRETS["Stripe key"]}
---

Read this page to see the planted problems.

${canarySecretsText()}
## Planted problems

#### A heading that skips a level

Some text under it.

\`\`\`bash
echo "a code fence that is never closed"
${canarySecretsCode()}`;

/** docsgate's own style files, as a team would copy them into its repository to change them. */
const STYLE_FILES = ["second-person.yml", "key-info-first.yml"];

export function loadBaseProjects(repo: string): BaseProject[] {
  return BASES.map(({ dir, weight }) => {
    const files = readProject(path.join(repo, dir));
    files.set(CANARY_PAGE, { kind: "file", data: Buffer.from(CANARY_TEXT) });
    for (const name of STYLE_FILES)
      files.set(`.docsgate/styles/${name}`, {
        kind: "file",
        data: readFileSync(path.join(repo, "src/rules/style", name)),
      });
    return { name: dir, weight, files };
  });
}
