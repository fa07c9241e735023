import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DefaultArtifactClient } from "@actions/artifact";
import type { ChangedPage } from "../report/run-report.js";
import { previewIndexHtml } from "./preview-index.js";
import { encodeRoute } from "../html/page-url.js";
import { writeRelativeSite } from "../site/output/relative-site.js";

export interface PreviewUploadOptions {
  /** The built site. */
  siteDir: string;
  /** The base path it was built under ("" or `/docs`): the copy in the artifact reads its URLs without it. */
  basePath: string;
  changedPages: readonly ChangedPage[];
  /** The artifact's name, unique in the workflow run. */
  name: string;
  /** Days GitHub keeps the artifact; the repository's setting when absent. */
  retentionDays?: number;
  /** Where the artifact's folder is put together (RUNNER_TEMP); it is removed afterwards. */
  stagingRoot: string;
  /** `https://github.com`, the repository (`owner/name`) and the run's id, for the artifact's page. */
  serverUrl: string;
  repository: string;
  runId: string;
}

export interface UploadedPreview {
  id: number;
  /** The artifact on the workflow run's page, where it is downloaded. */
  url: string;
  /** Bytes of the uploaded zip. */
  size: number;
}

/**
 * Uploads the built site as a workflow artifact for reviewers: an index.html listing the changed pages
 * and every page, and under `site/` a copy of the site that works opened from disk (relative addresses). The service's settings (ACTIONS_RUNTIME_TOKEN,
 * ACTIONS_RESULTS_URL) come from the environment GitHub gives the action. The library's errors are thrown
 * as they are; one without a message is given one.
 */
export async function uploadPreview(options: PreviewUploadOptions): Promise<UploadedPreview> {
  const staging = mkdtempSync(path.join(options.stagingRoot, "docsgate-preview-"));
  try {
    writePreviewFolder(options, staging);
    const uploaded = await new DefaultArtifactClient()
      .uploadArtifact(options.name, filesUnder(staging), staging, { retentionDays: options.retentionDays })
      .catch((error: unknown) => {
        throw withMessage(error);
      });
    if (uploaded.id === undefined)
      throw new Error(`The artifact service returned no id for the preview artifact "${options.name}".`);
    return {
      id: uploaded.id,
      url: `${options.serverUrl}/${options.repository}/actions/runs/${options.runId}/artifacts/${uploaded.id}`,
      size: uploaded.size ?? 0,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * What the artifact holds, written into the empty folder `dir`: the site under `site/`, its addresses relative so that
 * it works opened from disk, and beside it an index.html of the changed pages and every page.
 */
export function writePreviewFolder(
  options: Pick<PreviewUploadOptions, "siteDir" | "basePath" | "changedPages">,
  dir: string,
): void {
  writeRelativeSite(options.siteDir, path.join(dir, "site"), options.basePath);
  writeFileSync(
    path.join(dir, "index.html"),
    previewIndexHtml({ changedPages: options.changedPages, sitePages: sitePageUrls(options.siteDir) }),
  );
}

/** Azure's blob client throws an error without a message when the storage answers an error with no body. */
function withMessage(error: unknown): unknown {
  if (!(error instanceof Error) || error.message.trim()) return error;
  const status = (error as { statusCode?: number }).statusCode;
  return new Error(`The artifact storage answered ${status ? `HTTP ${status}` : "an error"} without a message.`, {
    cause: error,
  });
}

/** The URL of each page of the site: `guides/setup/index.html` is `/guides/setup/`. */
function sitePageUrls(siteDir: string): string[] {
  return filesUnder(siteDir)
    .map((file) => path.relative(siteDir, file).split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => encodeRoute(`/${file.slice(0, -"index.html".length)}`))
    .sort();
}

/** Every file (not folder) under `dir`: a folder given to the artifact library becomes an empty entry. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
