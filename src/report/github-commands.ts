import path from "node:path";
import type { CheckResult } from "../contracts/check-result.js";
import { pathInRepository } from "./repository-path.js";

/**
 * The `--format github` report: one workflow command per problem (`::error file=…,line=…::…`),
 * which GitHub Actions turns into an annotation on the file and line. Paths are relative to the
 * repository's root (`repositoryRoot`), as GitHub places them; a file outside it keeps its name
 * in the message instead. Written by hand rather than with @actions/core, whose HTTP client
 * the command line does not need: the escaping below is the one that library uses.
 */
export function formatGithubCommands(result: CheckResult, repositoryRoot: string): string {
  return result.diagnostics
    .map((d) => {
      const file = pathInRepository(repositoryRoot, path.resolve(result.root, d.file));
      const properties: [string, string | number][] = [];
      if (file !== undefined) {
        properties.push(["file", file]);
        if (d.line > 0) {
          const endLine = d.endLine ?? d.line;
          properties.push(["line", d.line], ["endLine", endLine]);
          // GitHub takes columns only for a range on one line.
          if (endLine === d.line) {
            properties.push(["col", d.column]);
            if (d.endColumn !== undefined) properties.push(["endColumn", d.endColumn]);
          }
        }
      }
      properties.push(["title", d.ruleId]);
      const command = d.severity === "error" ? "error" : d.severity === "warning" ? "warning" : "notice";
      const message = file !== undefined ? d.message : `${d.file}: ${d.message}`;
      const list = properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(",");
      return `::${command} ${list}::${escapeData(message)}\n`;
    })
    .join("");
}

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
