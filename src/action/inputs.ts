import { statSync } from "node:fs";
import path from "node:path";
import * as core from "@actions/core";
import { isPullRequestEvent } from "../github/event-context.js";
import { FAIL_ON_VALUES, parseFailOn, parseMaxWarnings, type FailOn } from "../engine/gate.js";
import { checkOutDir } from "../site/output/out-dir.js";
import { normalizeBasePath, normalizeSiteUrl } from "../site/output/site-address.js";

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
  preview: { upload: boolean; name: string; retentionDays?: number };
  /** "auto": the base commit from git on pull request and merge queue events; a report file of the base; or none. */
  baseline: { from: "auto" } | { from: "report"; file: string } | { from: "none" };
  /** Keep the page cache between workflow runs in GitHub's cache service. */
  cache: boolean;
  /** Seconds GitHub's API may take to answer one request. */
  apiTimeoutMs: number;
  /** A run report to post (the publishing half of the fork-safe pair of workflows). */
  publish?: string;
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
  const fetchRemote = boolean("fetch-remote", "false");
  if (typeof fetchRemote === "string") return fetchRemote;
  const allowPrivateAddresses = boolean("allow-private-addresses", "false");
  if (typeof allowPrivateAddresses === "string") return allowPrivateAddresses;
  const basePathInput = core.getInput("base-path");
  const basePath = normalizeBasePath(basePathInput);
  if (basePath === undefined) return `The base-path input must be a URL path such as /docs; got "${basePathInput}".`;
  const site = siteInputs(workspace, root, basePath, env.GITHUB_EVENT_NAME ?? "");
  if (typeof site === "string") return site;
  const links = linkInputs(workspace, site);
  if (typeof links === "string") return links;
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

function previewInputs(): ActionInputs["preview"] | string {
  const upload = boolean("preview", "true");
  if (typeof upload === "string") return upload;
  const retentionInput = core.getInput("preview-retention-days");
  const retentionDays = retentionInput ? Number(retentionInput) : undefined;
  if (retentionDays !== undefined && !(Number.isInteger(retentionDays) && retentionDays >= 1 && retentionDays <= 90)) {
    return `The preview-retention-days input must be a whole number of days from 1 to 90; got "${retentionInput}".`;
  }
  const name = input("preview-name", "docs-preview");
  // The artifact service refuses these characters in a name.
  if (/["<>|*?:\\/\r\n]/.test(name))
    return `The preview-name input may not hold any of " : < > | * ? \\ / or a line break; got "${name}".`;
  return { upload, name, ...(retentionDays !== undefined ? { retentionDays } : {}) };
}

function isDirectory(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}
