import { statSync } from "node:fs";
import path from "node:path";
import * as core from "@actions/core";
import { isPullRequestEvent } from "../github/event-context.js";
import { FAIL_ON_VALUES, parseFailOn, parseMaxWarnings, type FailOn } from "../engine/gate.js";
import { checkOutDir } from "../site/output/out-dir.js";
import { normalizeBasePath, normalizeSiteUrl } from "../site/output/site-address.js";
import { DEFAULT_PREVIEW_MAX_BYTES } from "../github/pages-branch.js";
import { pagesSiteUrl } from "../github/pages-address.js";

/** The action's inputs, checked; see action.yml for what each one means. */
export interface ActionInputs {
  workspace: string;
  root: string;
  /** docsgate's config file, as given (relative to the workspace). */
  config?: string;
  failOn: FailOn;
  /** More warnings than this fail the step; undefined: no limit. */
  maxWarnings?: number;
  fetchRemote: boolean;
  /** fetch-remote and external-links may reach loopback, link-local and private addresses. */
  allowPrivateAddresses: boolean;
  basePath: string;
  /** Undefined when this run builds no site. */
  site?: SiteInputs;
  links: LinkInputs;
  token: string;
  comment: boolean;
  checkRun: "auto" | "false";
  checkName: string;
  preview: PreviewInputs;
  /** "auto": the base commit from git on pull request and merge queue events; a report file of the base; or none. */
  baseline: { from: "auto" } | { from: "report"; file: string } | { from: "none" };
  /** Keep the page cache between workflow runs in GitHub's cache service. */
  cache: boolean;
  /** Seconds GitHub's API may take to answer one request. */
  apiTimeoutMs: number;
  /** A run report to post (the publishing half of the fork-safe pair of workflows). */
  publish?: string;
  /** The site folder of the finished run's artifact, which the publishing half publishes to the Pages branch. */
  publishSite?: string;
}

/** artifact: upload the site as a workflow artifact; pages: publish it to a folder of a GitHub Pages branch. */
export interface PreviewInputs {
  mode: "artifact" | "pages" | "false";
  name: string;
  retentionDays?: number;
  pages: PagesPreviewInputs;
}

export interface PagesPreviewInputs {
  branch: string;
  /** The folder in the branch that holds a folder per pull request (`pr-<N>`), POSIX, relative. */
  folder: string;
  /** The Pages site's address (ending in "/"); undefined: asked of GitHub's API. */
  siteUrl?: string;
  environment: string;
  maxBytes: number;
  /** The label that lets a fork's preview be published; undefined: never. */
  forkLabel?: string;
}

export interface SiteInputs {
  outDir: string;
  siteUrl?: string;
}

export interface LinkInputs {
  /** Crawl the built site. */
  crawl: boolean;
  external: boolean;
  cacheFile?: string;
}

/** The inputs, or a message saying which one is wrong and why. */
export function readInputs(env: NodeJS.ProcessEnv): ActionInputs | string {
  const failOnInput = input("fail-on", "error");
  const failOn = parseFailOn(failOnInput);
  if (!failOn) return `The fail-on input must be one of ${FAIL_ON_VALUES.join(", ")}; got "${failOnInput}".`;
  const maxWarningsInput = core.getInput("max-warnings");
  const maxWarnings = maxWarningsInput ? parseMaxWarnings(maxWarningsInput) : undefined;
  if (maxWarningsInput && maxWarnings === undefined)
    return `The max-warnings input must be a whole number of 0 or more, or empty for no limit; got "${maxWarningsInput}".`;
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const rootInput = input("root", ".");
  const root = path.resolve(workspace, rootInput);
  if (!isDirectory(root))
    return `The root input "${rootInput}" is not a folder in the repository (looked for ${root}).`;
  const fetchRemoteInput = input("fetch-remote", "auto");
  if (!["auto", "true", "false"].includes(fetchRemoteInput))
    return `The fetch-remote input must be auto, true or false; got "${fetchRemoteInput}".`;
  const allowPrivateAddresses = boolean("allow-private-addresses", "false");
  if (typeof allowPrivateAddresses === "string") return allowPrivateAddresses;
  const basePathInput = core.getInput("base-path");
  const basePath = normalizeBasePath(basePathInput);
  if (basePath === undefined) return `The base-path input must be a URL path such as /docs; got "${basePathInput}".`;
  const site = siteInputs(workspace, root, basePath, env.GITHUB_EVENT_NAME ?? "");
  if (typeof site === "string") return site;
  const links = linkInputs(workspace, site);
  if (typeof links === "string") return links;
  // auto: a site built for reviewers shows the endpoint pages of OpenAPI files given by URL; the runner has the network.
  const fetchRemote = fetchRemoteInput === "true" || (fetchRemoteInput === "auto" && site !== undefined);
  const comment = boolean("comment", "true");
  if (typeof comment === "string") return comment;
  const checkRun = input("check-run", "auto");
  if (checkRun !== "auto" && checkRun !== "false")
    return `The check-run input must be auto or false; got "${checkRun}".`;
  const preview = previewInputs();
  if (typeof preview === "string") return preview;
  const baselineInput = input("baseline", "auto");
  const baseline: ActionInputs["baseline"] =
    baselineInput === "auto"
      ? { from: "auto" }
      : baselineInput === "false"
        ? { from: "none" }
        : { from: "report", file: path.resolve(workspace, baselineInput) };
  const cache = boolean("cache", "true");
  if (typeof cache === "string") return cache;
  const timeoutInput = input("api-timeout", "20");
  const apiTimeout = Number(timeoutInput);
  if (!(apiTimeout > 0 && apiTimeout <= 600))
    return `The api-timeout input must be a number of seconds from 0 to 600; got "${timeoutInput}".`;
  const configInput = core.getInput("config");
  const publishInput = core.getInput("publish");
  const publishSiteInput = core.getInput("publish-site");
  return {
    workspace,
    root,
    ...(configInput ? { config: configInput } : {}),
    failOn,
    ...(maxWarnings === undefined ? {} : { maxWarnings }),
    fetchRemote,
    allowPrivateAddresses,
    basePath,
    ...(site ? { site } : {}),
    links,
    token: core.getInput("github-token"),
    comment,
    checkRun,
    checkName: input("check-name", "docsgate"),
    preview,
    baseline,
    cache,
    apiTimeoutMs: apiTimeout * 1_000,
    ...(publishInput ? { publish: path.resolve(workspace, publishInput) } : {}),
    ...(publishSiteInput ? { publishSite: path.resolve(workspace, publishSiteInput) } : {}),
  };
}

function input(name: string, fallback: string): string {
  return core.getInput(name) || fallback;
}

function boolean(name: string, fallback: "true" | "false"): boolean | string {
  const value = input(name, fallback);
  if (value !== "true" && value !== "false") return `The ${name} input must be true or false; got "${value}".`;
  return value === "true";
}

/** The site inputs: undefined when this run builds no site, a message when an input is wrong. */
function siteInputs(
  workspace: string,
  root: string,
  basePath: string,
  eventName: string,
): SiteInputs | undefined | string {
  const buildInput = input("build", "auto");
  if (!["auto", "true", "false"].includes(buildInput))
    return `The build input must be auto, true or false; got "${buildInput}".`;
  // auto: a preview of the docs for a pull request, where a reviewer looks at the change.
  const wanted = buildInput === "true" || (buildInput === "auto" && isPullRequestEvent(eventName));
  if (!wanted) return undefined;
  const siteUrlInput = core.getInput("site-url");
  const siteUrl = siteUrlInput ? normalizeSiteUrl(siteUrlInput, basePath) : undefined;
  if (siteUrlInput && !siteUrl)
    return `The site-url input must be an http(s) address such as https://docs.acme.dev; got "${siteUrlInput}".`;
  const out = checkOutDir(path.resolve(workspace, input("site-dir", "_site")), root);
  if (!out.ok) return `The site-dir input: ${out.problem}`;
  return { outDir: out.outDir, ...(siteUrl ? { siteUrl } : {}) };
}

/**
 * The link inputs: `links` (auto: when the site is built), `external-links`, `link-cache`; a message when one is wrong.
 */
function linkInputs(workspace: string, site: SiteInputs | undefined): LinkInputs | string {
  const linksInput = input("links", "auto");
  if (!["auto", "true", "false"].includes(linksInput))
    return `The links input must be auto, true or false; got "${linksInput}".`;
  const external = boolean("external-links", "false");
  if (typeof external === "string") return external;
  const crawl = linksInput === "true" || (linksInput === "auto" && site !== undefined);
  if (external && !crawl)
    return "The external-links input checks the links the crawl finds; set links to true (or build the site) as well.";
  const cacheInput = core.getInput("link-cache");
  return { crawl, external, ...(cacheInput ? { cacheFile: path.resolve(workspace, cacheInput) } : {}) };
}

function previewInputs(): PreviewInputs | string {
  const modeInput = input("preview", "artifact");
  // true was the artifact before pages existed.
  const mode = modeInput === "true" ? "artifact" : modeInput;
  if (mode !== "artifact" && mode !== "pages" && mode !== "false")
    return `The preview input must be artifact, pages or false; got "${modeInput}".`;
  const pages = pagesInputs();
  if (typeof pages === "string") return pages;
  const retentionInput = core.getInput("preview-retention-days");
  const retentionDays = retentionInput ? Number(retentionInput) : undefined;
  if (retentionDays !== undefined && !(Number.isInteger(retentionDays) && retentionDays >= 1 && retentionDays <= 90)) {
    return `The preview-retention-days input must be a whole number of days from 1 to 90; got "${retentionInput}".`;
  }
  const name = input("preview-name", "docs-preview");
  // The artifact service refuses these characters in a name.
  if (/["<>|*?:\\/\r\n]/.test(name))
    return `The preview-name input may not hold any of " : < > | * ? \\ / or a line break; got "${name}".`;
  return { mode, name, ...(retentionDays !== undefined ? { retentionDays } : {}), pages };
}

function pagesInputs(): PagesPreviewInputs | string {
  const branch = input("preview-branch", "gh-pages");
  // A branch name git accepts and a command line cannot mistake for an option.
  if (!/^[\w.][\w./-]*$/.test(branch) || branch.includes("..") || branch.endsWith(".lock") || branch.endsWith("/"))
    return `The preview-branch input must be a branch name such as gh-pages; got "${branch}".`;
  const folderInput = input("preview-folder", "pr-preview");
  const folder = folderInput.replace(/^\/+|\/+$/g, "");
  const segments = folder.split("/");
  if (
    !folder ||
    segments.some((segment) => !segment || segment === "." || segment === ".." || segment === ".git") ||
    !/^[\w.\/-]+$/.test(folder)
  )
    return `The preview-folder input must be a folder of the branch such as pr-preview (letters, digits, . _ - and /, no ..); got "${folderInput}".`;
  const urlInput = core.getInput("preview-url");
  const siteUrl = urlInput ? pagesSiteUrl(urlInput) : undefined;
  if (urlInput && !siteUrl)
    return `The preview-url input must be the https address of the repository's GitHub Pages site, such as https://acme.github.io/docs/; got "${urlInput}".`;
  const maxInput = core.getInput("preview-max-mb");
  const maxMb = maxInput ? Number(maxInput) : DEFAULT_PREVIEW_MAX_BYTES / MB;
  if (!(maxMb > 0 && maxMb <= 100_000))
    return `The preview-max-mb input must be a number of megabytes above 0; got "${maxInput}".`;
  const forkLabel = core.getInput("fork-preview-label").trim();
  return {
    branch,
    folder,
    ...(siteUrl ? { siteUrl } : {}),
    environment: input("preview-environment", "docs-preview"),
    maxBytes: Math.round(maxMb * MB),
    ...(forkLabel ? { forkLabel } : {}),
  };
}

const MB = 1024 * 1024;

function isDirectory(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}
