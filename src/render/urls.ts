import path from "node:path";
import { normalizeUri } from "micromark-util-sanitize-uri";
import { resolveDocPath } from "../project/doc-path.js";
import type { FileIndex } from "../project/file-index.js";
import { encodeRoute, pageUrl, withBase } from "../html/page-url.js";
import type { RenderSettings } from "./types.js";
import { percentDecode } from "../project/percent-decode.js";
import { urlProblem, type UrlKind } from "../html/url-policy.js";

export type ResolvedUrl =
  /** The href or src to write; `asset` is a file under the root the site must carry. */
  | { kind: "ok"; url: string; asset?: string }
  /** A path that leaves the root (check reports it): the link is kept as text, the media left empty. */
  | { kind: "outside" }
  /**
   * A URL the site's policy refuses (`javascript:`, `data:text/html`…): left out; check's page/unsafe-url reports it.
   */
  | { kind: "unsafe"; problem: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const PAGE_FILE = /\.mdx?$/i;

/**
 * Where a link or media source written in a page leads on the built site. Pages get their
 * clean URL (`/docs/guides/setup/#install`), files under the root their path under the base
 * path (and are recorded for copying), external URLs stay as written. Relative paths resolve
 * against the page (a snippet's, against the page that includes it), as check resolves them.
 */
export function resolveUrl(
  written: string,
  /** The page the URL is written in, or what gives it: asked only for a relative path. */
  page: string | (() => string),
  files: FileIndex,
  settings: RenderSettings,
  kind: UrlKind = "link",
): ResolvedUrl {
  const problem = urlProblem(kind, written);
  if (problem) return { kind: "unsafe", problem };
  const raw = written.trim();
  const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase();
  if (raw === "" || raw.startsWith("#") || raw.startsWith("?") || scheme || raw.startsWith("//"))
    return { kind: "ok", url: normalizeUri(raw) };

  const suffixAt = raw.search(/[?#]/);
  const pathPart = suffixAt === -1 ? raw : raw.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? "" : raw.slice(suffixAt);
  const decoded = percentDecode(pathPart);
  const absolute = decoded.startsWith("/") || decoded.startsWith("\\");
  const from = () => path.posix.dirname(typeof page === "string" ? page : page());
  const resolved = resolveDocPath(absolute ? decoded : path.posix.join(from(), decoded), files);
  if (resolved.kind === "outside") return { kind: "outside" };
  if (resolved.kind === "url") return { kind: "ok", url: normalizeUri(raw) };
  const local = resolved.path;
  const target = pageOf(local, files);
  if (target) return { kind: "ok", url: normalizeUri(withBase(settings.basePath, pageUrl(target)) + suffix) };
  const url = normalizeUri(withBase(settings.basePath, encodeRoute(`/${local}`)) + suffix);
  return files.has(local) ? { kind: "ok", url, asset: local } : { kind: "ok", url };
}

/** The page a local path names: the file itself, `<path>.mdx`/`.md`, or the folder's index page. */
function pageOf(local: string, files: FileIndex): string | undefined {
  if (PAGE_FILE.test(local)) return local;
  if (local === "") return ["index.mdx", "index.md"].find((file) => files.has(file)) ?? "index.mdx";
  if (files.has(local)) return undefined;
  return (
    [`${local}.mdx`, `${local}.md`, `${local}/index.mdx`, `${local}/index.md`].find((file) => files.has(file)) ??
    (/\.[a-z0-9]+$/i.test(local) ? undefined : `${local}.mdx`)
  );
}
