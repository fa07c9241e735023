import path from "node:path";
import { BaseResolver, isAbsoluteUrl, ResolveError, Source, type Document } from "@redocly/openapi-core";
import { locateRootFile } from "../project/root-file.js";
import { MAX_JSON_DEPTH } from "../project/text-depth.js";
import { unreadableYaml } from "../project/yaml-guard.js";
import { inBracketSyntax, jsonDocument, tooDeepAt, tooDeepReason } from "./read-spec.js";
import { INVALID_FILE_ID } from "./rule-ids.js";
import type { RemoteFetcher } from "./fetch-remote.js";
import { MAX_SPEC_BYTES, megabytes } from "./spec-request.js";
import { redactUrl } from "../text/redact-url.js";

/** Why a `$ref` was not followed: reported under its own rule, not as redocly's "cannot resolve". */
export interface Refusal {
  ruleId: "openapi/unresolved-ref" | "openapi/remote-spec" | "openapi/invalid-file";
  /** `warning` for a remote file --fetch-remote could not fetch, over openapi/remote-spec's notice. */
  defaultSeverity?: "warning";
  message: string;
}

/**
 * redocly's file and URL loader, held to docsgate's rules: files outside the docs root (also
 * through a symbolic link) are never read, URLs only with --fetch-remote (and then with a
 * timeout, a size limit and a retry), and no file over the size limit is read. Each refusal
 * fails the `$ref` with a message of our own, which redocly reports at the `$ref`; `refusals`
 * maps those messages back to the rule they belong to.
 */
export class RootResolver extends BaseResolver {
  readonly refusals = new Map<string, Refusal>();
  /** The root's files asked for (root-relative, POSIX), read or not: what the spec's lint depends on besides itself. */
  readonly asked = new Set<string>();

  constructor(
    private readonly root: string,
    private readonly fetcher: RemoteFetcher | undefined,
  ) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (isAbsoluteUrl(absoluteRef)) {
      if (!this.fetcher) {
        throw this.refuse(
          "openapi/remote-spec",
          `\`${redactUrl(absoluteRef)}\` is a remote file, which docsgate fetches only with --fetch-remote (action input \`fetch-remote: true\`); what it holds is not checked.`,
        );
      }
      const fetched = await this.fetcher.fetch(absoluteRef);
      if (!fetched.ok) throw this.refuse("openapi/remote-spec", fetched.reason, "warning");
      return this.readable(new Source(absoluteRef, fetched.text.replace(/\r\n/g, "\n"), fetched.mimeType), absoluteRef);
    }
    const relative = path.relative(this.root, absoluteRef);
    const shown = relative.split(path.sep).join("/");
    if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is outside the docs root, and docsgate never reads files there. Move the file into the docs folder and refer to it by a relative path.`,
      );
    }
    this.asked.add(shown);
    const located = locateRootFile(this.root, relative, MAX_SPEC_BYTES);
    // A missing or unreadable file: redocly's own loader says so.
    if (!located.ok && located.why === "outside") {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is a symbolic link that leads out of the docs root, and docsgate never reads files there. Put the real file in the docs folder.`,
      );
    }
    if (!located.ok && located.why === "not-a-file") {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is a folder or a device, not a file. Point the reference at a YAML or JSON file.`,
      );
    }
    if (!located.ok && located.why === "too-large") {
      throw this.refuse(
        "openapi/unresolved-ref",
        `\`${shown}\` is ${megabytes(located.size ?? 0)} MB; docsgate reads OpenAPI files up to ${megabytes(MAX_SPEC_BYTES)} MB and skipped it. Split it into smaller files.`,
      );
    }
    return this.readable(await super.loadExternalRef(absoluteRef), shown);
  }

  /**
   * A file nested past the limit is refused before redocly's recursive reader and walk overflow
   * the stack, and one whose aliases expand past the limit before redocly walks every copy.
   * A text in JSON's bracket syntax is held to the limit docs.json and a JSON spec have; block
   * YAML to the lower one of YAML's readers.
   */
  private readable(source: Source, shown: string): Source {
    const deep = tooDeepAt(source.body);
    if (deep)
      throw this.refuse(
        INVALID_FILE_ID as Refusal["ruleId"],
        `\`${shown}\` (line ${deep.line}, column ${deep.column}) ${tooDeepReason()}`,
      );
    const unreadable = unreadableYaml(source.body, inBracketSyntax(source.body) ? MAX_JSON_DEPTH : undefined);
    if (unreadable)
      throw this.refuse(
        INVALID_FILE_ID as Refusal["ruleId"],
        unreadable.message(`\`${shown}\` (line ${unreadable.line}, column ${unreadable.column})`),
      );
    return source;
  }

  /** `$ref`-ed JSON files are read with JSON.parse too, as the spec itself is. */
  override parseDocument(source: Source, isRoot?: boolean): Document {
    const json = /\.json$/i.test(source.absoluteRef) ? jsonDocument(source.body, source.absoluteRef) : undefined;
    return json ?? super.parseDocument(source, isRoot);
  }

  private refuse(
    ruleId: Refusal["ruleId"],
    message: string,
    defaultSeverity?: Refusal["defaultSeverity"],
  ): ResolveError {
    this.refusals.set(message, { ruleId, message, ...(defaultSeverity ? { defaultSeverity } : {}) });
    return new ResolveError(new Error(message));
  }
}
