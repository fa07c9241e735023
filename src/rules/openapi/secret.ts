import path from "node:path";
import { projectFiles } from "../../project/file-source.js";
import { LineIndex } from "../../project/line-index.js";
import { findSecrets, maskSecret } from "../../parse/secrets.js";

import { openApiFacts, type OpenApiRule } from "../../openapi/cross-checks/context.js";
import type { SpecPlace } from "../../openapi/types.js";

export const rule: OpenApiRule = {
  context: "openapi",
  meta: {
    id: "openapi/secret",
    category: "openapi",
    defaultSeverity: "error",
    description:
      "Examples in OpenAPI files hold no credentials (cloud keys, tokens, private keys): they use placeholders, as pages do.",
  },
  check(context, report) {
    const files = new SourceFiles(context.project.root);
    const reported = new Set<string>();
    for (const spec of openApiFacts(context).specs) {
      for (const example of spec.examples) {
        for (const finding of findSecrets(example.value)) {
          const at = files.locate(example.place, finding.secret.split("\n")[0]!, example.value.length);
          // A `$ref`-ed example shared by several operations is one place.
          const key = `${at.file}:${at.line}:${at.column}`;
          if (reported.has(key)) continue;
          reported.add(key);
          if (finding.dead) {
            report({
              ...at,
              message: `This example is ${finding.kind} (\`${maskSecret(finding.secret)}\`), but ${finding.dead}, so no one can use it. It still reads as a leaked key to readers and secret scanners; a placeholder such as \`${finding.placeholder}\` does not.`,
              defaultSeverity: "notice",
            });
            continue;
          }
          report({
            ...at,
            message: finding.doubt
              ? `This example may be ${finding.kind} (\`${maskSecret(finding.secret)}\`), or a stand-in: ${finding.doubt}. The API reference shows it to every reader: if it is a real key, revoke it. Either way a placeholder such as \`${finding.placeholder}\` tells readers what to write.`
              : `This example looks like ${finding.kind} (\`${maskSecret(finding.secret)}\`). The API reference shows it to every reader, who can use it: revoke it, and write a placeholder such as \`${finding.placeholder}\` instead.`,
            ...(finding.doubt ? { defaultSeverity: "warning" as const } : {}),
          });
        }
      }
    }
  },
};

/**
 * The spec's text, read only when a secret is found, to point at the secret itself rather than
 * at the start of the example that holds it.
 */
class SourceFiles {
  private readonly texts = new Map<string, { text: string; lines: LineIndex } | undefined>();

  constructor(private readonly root: string) {}

  locate(place: SpecPlace, secret: string, valueLength: number): SpecPlace & { endLine?: number; endColumn?: number } {
    const source = this.read(place.file);
    if (!source) return place;
    const start = source.lines.offset(place.line, place.column);
    const at = start === undefined ? -1 : source.text.indexOf(secret, start);
    // Not inside the example as written (escapes, a folded block): the example's start will do.
    // Escapes at most double the text, and a key or a quote comes before the value.
    if (at === -1 || at - start! > 2 * valueLength + 100) return place;
    const { line, column, endLine, endColumn } = source.lines.range(at, at + secret.length);
    return { file: place.file, line, column, endLine, endColumn };
  }

  private read(file: string): { text: string; lines: LineIndex } | undefined {
    if (!this.texts.has(file)) {
      let source: { text: string; lines: LineIndex } | undefined;
      try {
        const text = projectFiles.readFile(path.join(this.root, file)).toString("utf8");
        source = { text, lines: new LineIndex(text) };
      } catch {
        source = undefined; // a fetched spec has no file here
      }
      this.texts.set(file, source);
    }
    return this.texts.get(file);
  }
}
