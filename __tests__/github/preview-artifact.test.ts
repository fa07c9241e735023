import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { uploadPreview, type PreviewUploadOptions } from "../../src/github/preview-artifact.js";
import {
  artifactServiceHandler,
  fakeRuntimeToken,
  skipRetryWaits,
  startFakeArtifactService,
  zipEntries,
  zipEntryText,
  type FakeArtifactServiceOptions,
} from "../helpers/fake-artifact-service.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "guides/setup/index.html": "<h1>Setup</h1>",
  "reference/index.html": "<h1>Reference</h1>",
  "404.html": "<h1>Not found</h1>",
  "assets/site.css": "body{}",
};

let work: string;
let siteDir: string;
let stagingRoot: string;
const closers: (() => Promise<void>)[] = [];

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "docsgate-preview-test-"));
  siteDir = path.join(work, "_site");
  stagingRoot = path.join(work, "runner-temp");
  mkdirSync(stagingRoot);
  for (const [file, text] of Object.entries(SITE)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  }
  // What the library reads besides the service: github.com (elsewhere it refuses as GHES), no retention cap.
  vi.stubEnv("ACTIONS_RUNTIME_TOKEN", fakeRuntimeToken());
  vi.stubEnv("GITHUB_SERVER_URL", "https://github.com");
  vi.stubEnv("GITHUB_RETENTION_DAYS", undefined);
  // The library logs with workflow commands (::debug::, ::add-mask::); not into the test's output.
  vi.spyOn(process.stdout, "write").mockReturnValue(true);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await Promise.all(closers.splice(0).map((close) => close()));
  rmSync(work, { recursive: true, force: true });
});

async function fakeService(options: FakeArtifactServiceOptions = {}) {
  const service = await startFakeArtifactService(options);
  closers.push(service.close);
  vi.stubEnv("ACTIONS_RESULTS_URL", service.url);
  return service;
}

function upload(overrides: Partial<PreviewUploadOptions> = {}) {
  return uploadPreview({
    siteDir,
    basePath: "",
    changedPages: [{ file: "guides/setup.mdx", url: "/guides/setup/" }],
    name: "docs-preview-pr-7",
    stagingRoot,
    serverUrl: "https://github.com",
    repository: "acme/docs",
    runId: "4242",
    ...overrides,
  });
}

describe("uploadPreview", () => {
  test("uploads the site under site/ with an index of the changed pages and every page", async () => {
    const service = await fakeService();
    const before = Date.now();
    const uploaded = await upload({ retentionDays: 5 });
    const after = Date.now();

    const [artifact] = service.artifacts;
    expect(service.artifacts).toHaveLength(1);
    expect(artifact!.name).toBe("docs-preview-pr-7");
    expect(uploaded).toEqual({
      id: artifact!.id,
      url: `https://github.com/acme/docs/actions/runs/4242/artifacts/${artifact!.id}`,
      size: artifact!.zip.length,
    });
    expect(artifact!.finalized).toEqual({
      size: artifact!.zip.length,
      hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });

    expect(zipEntries(artifact!.zip)).toEqual([
      "index.html",
      ...Object.keys(SITE)
        .map((file) => `site/${file}`)
        .sort(),
    ]);
    for (const [file, text] of Object.entries(SITE)) expect(zipEntryText(artifact!.zip, `site/${file}`)).toBe(text);
    const index = zipEntryText(artifact!.zip, "index.html");
    expect(index).toContain(`<a href="site/guides/setup/index.html">guides/setup.mdx</a>`);
    expect(index).toContain("works opened from the disk");
    expect(index).toContain("All pages (3)");
    expect([...index.matchAll(/<li><a href="(site\/[^"]*)">\//g)].map((match) => match[1])).toEqual([
      "site/index.html",
      "site/guides/setup/index.html",
      "site/reference/index.html",
    ]);

    // Five days from the moment of the upload, which lies between these two clock readings.
    const expires = Date.parse(artifact!.expiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 5 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(after + 5 * DAY_MS);
    expect(readdirSync(stagingRoot)).toEqual([]);
  });

  test("asks for no expiry without a retention", async () => {
    const service = await fakeService();
    await upload();
    expect(service.artifacts[0]!.expiresAt).toBeUndefined();
  });

  test("rejects with the library's error when the service answers 500, after its retries, and cleans up", async () => {
    const service = await fakeService({ fail: "create" });
    await expect(skipRetryWaits(() => upload())).rejects.toThrow(
      "Failed to CreateArtifact: Failed to make request after 5 attempts: Failed request: (500) Internal Server Error: fake CreateArtifact failure",
    );
    expect(service.artifacts).toEqual([]);
    expect(readdirSync(stagingRoot)).toEqual([]);
  });

  test("rejects when the blob storage answers 500", async () => {
    await fakeService({ fail: "blob" });
    await expect(skipRetryWaits(() => upload())).rejects.toThrow("fake blob storage failure");
    expect(readdirSync(stagingRoot)).toEqual([]);
  });

  test("gives a storage error without a body a message", async () => {
    // Mounted behind a server that answers every blob upload with a bare 403, as a proxy might.
    const handler = artifactServiceHandler();
    const server = http.createServer((req, res) => {
      if (req.method === "PUT") return void res.writeHead(403).end();
      if (!handler(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    vi.stubEnv("ACTIONS_RESULTS_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await expect(upload()).rejects.toThrow("The artifact storage answered HTTP 403 without a message.");
  });

  test("rejects without the runtime token, before creating anything", async () => {
    await fakeService();
    vi.stubEnv("ACTIONS_RUNTIME_TOKEN", undefined);
    await expect(upload()).rejects.toThrow("Unable to get the ACTIONS_RUNTIME_TOKEN env variable");
    expect(readdirSync(stagingRoot)).toEqual([]);
  });
});
