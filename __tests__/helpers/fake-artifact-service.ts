import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { strFromU8, unzipSync } from "fflate";
import { vi } from "vitest";

/**
 * A fake of the service @actions/artifact uploads to: the results service's Twirp calls (CreateArtifact,
 * FinalizeArtifact) and the blob storage its signed upload URL points at, which the Azure client fills
 * with Put Block requests (`?comp=block&blockid=…`) and one Put Block List (`?comp=blocklist`).
 */

const TWIRP = "/twirp/github.actions.results.api.v1.ArtifactService/";
/** Where the fake's signed upload URLs point: its own host, so one server answers both. */
const BLOB_PATH = /^\/artifact-blobs\/actions-results\/(\d+)\.zip$/;

export type ArtifactFault = "create" | "finalize" | "blob";

export interface FakeArtifact {
  id: number;
  name: string;
  /** The expiry CreateArtifact asked for (sent only with a retention), as an RFC 3339 timestamp. */
  expiresAt?: string;
  /** The zip, once its block list is committed. */
  zip: Buffer;
  /** The size and `sha256:…` hash FinalizeArtifact reported; unset until then. */
  finalized?: { size: number; hash?: string };
}

export interface FakeArtifactServiceOptions {
  /** Answer this step with an error, HTTP `failStatus`. */
  fail?: ArtifactFault;
  /**
   * 500 unless set. The library retries a 500 for 16 s (blob) to 35 s (Twirp) with no setting to shorten
   * it (see skipRetryWaits); a 4xx such as 400 or 403 fails at once.
   */
  failStatus?: number;
}

/** Handles the artifact service's requests (true) and leaves the rest (false) to the server it is mounted in. */
export type ArtifactServiceHandler = ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) & {
  readonly artifacts: FakeArtifact[];
};

export function artifactServiceHandler(options: FakeArtifactServiceOptions = {}): ArtifactServiceHandler {
  const artifacts: FakeArtifact[] = [];
  const failStatus = options.failStatus ?? 500;
  const blocks = new Map<number, Map<string, Buffer>>();

  function twirp(method: string, body: Record<string, unknown>, host: string): [number, unknown] {
    if (method === "CreateArtifact") {
      if (options.fail === "create") return [failStatus, { code: "internal", msg: "fake CreateArtifact failure" }];
      const artifact: FakeArtifact = { id: artifacts.length + 1, name: String(body.name), zip: Buffer.alloc(0) };
      if (typeof body.expires_at === "string") artifact.expiresAt = body.expires_at;
      artifacts.push(artifact);
      blocks.set(artifact.id, new Map());
      return [
        200,
        {
          ok: true,
          signed_upload_url: `http://${host}/artifact-blobs/actions-results/${artifact.id}.zip?sv=2024-01-01&sig=fake-signature`,
        },
      ];
    }
    if (method === "FinalizeArtifact") {
      if (options.fail === "finalize") return [failStatus, { code: "internal", msg: "fake FinalizeArtifact failure" }];
      const artifact = artifacts.find((candidate) => candidate.name === body.name && !candidate.finalized);
      if (!artifact)
        return [404, { code: "not_found", msg: `no artifact named ${String(body.name)} awaits finalizing` }];
      artifact.finalized = { size: Number(body.size), ...(typeof body.hash === "string" ? { hash: body.hash } : {}) };
      return [200, { ok: true, artifact_id: String(artifact.id) }];
    }
    return [404, { code: "bad_route", msg: `no method ${method}` }];
  }

  /** Put Block and Put Block List; an error as [status, Azure's error code, message]. */
  function blob(id: number, query: URLSearchParams, body: Buffer): [number, string?, string?] {
    const staged = blocks.get(id);
    const artifact = artifacts.find((candidate) => candidate.id === id);
    if (!staged || !artifact) return [404, "BlobNotFound", `no artifact ${id} was created`];
    if (options.fail === "blob") return [failStatus, "InternalError", "fake blob storage failure"];
    const blockId = query.get("blockid");
    if (query.get("comp") === "block" && blockId) {
      staged.set(blockId, body);
      return [201];
    }
    if (query.get("comp") === "blocklist") {
      // <BlockList><Latest>id</Latest>…</BlockList>: the blocks in the blob's order.
      const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
        (match) => match[1]!,
      );
      if (ids.some((listed) => !staged.has(listed)))
        return [400, "InvalidBlockList", "the list names a block that was not put"];
      artifact.zip = Buffer.concat(ids.map((listed) => staged.get(listed)!));
      return [201];
    }
    return [
      400,
      "UnsupportedOperation",
      "the fake takes Put Block (comp=block) and Put Block List (comp=blocklist) only",
    ];
  }

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = new URL(req.url ?? "/", "http://fake");
    const blobId = req.method === "PUT" ? BLOB_PATH.exec(url.pathname)?.[1] : undefined;
    const method =
      req.method === "POST" && url.pathname.startsWith(TWIRP) ? url.pathname.slice(TWIRP.length) : undefined;
    if (blobId === undefined && method === undefined) return false;
    void req
      .toArray()
      .then((chunks: Buffer[]) => {
        const body = Buffer.concat(chunks);
        if (blobId !== undefined) {
          const [status, code, message] = blob(Number(blobId), url.searchParams, body);
          if (!code) return void res.writeHead(status).end();
          res.writeHead(status, { "content-type": "application/xml", "x-ms-error-code": code });
          res.end(
            `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
          );
        } else {
          const [status, reply] = twirp(
            method!,
            JSON.parse(body.toString("utf8")) as Record<string, unknown>,
            req.headers.host ?? "",
          );
          res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(reply));
        }
      })
      .catch((error: Error) => res.writeHead(400).end(error.message));
    return true;
  };
  return Object.assign(handle, { artifacts });
}

/** The service alone on 127.0.0.1; ACTIONS_RESULTS_URL is its `url`. */
export async function startFakeArtifactService(
  options: FakeArtifactServiceOptions = {},
): Promise<{ url: string; close: () => Promise<void>; artifacts: FakeArtifact[] }> {
  const handler = artifactServiceHandler(options);
  const server = http.createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    artifacts: handler.artifacts,
  };
}

/** An unsigned ACTIONS_RUNTIME_TOKEN: the library only decodes its `scp` claim for the run's and job's backend ids. */
export function fakeRuntimeToken(
  ids = { workflowRunBackendId: "run-backend-id", workflowJobRunBackendId: "job-backend-id" },
): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const scp = `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${ids.workflowRunBackendId}:${ids.workflowJobRunBackendId}`;
  return `${part({ typ: "JWT", alg: "none" })}.${part({ scp })}.`;
}

/**
 * Runs `run` with the library's waits between attempts skipped: it retries a 500 after 3 s, 4.5 s, 6.75 s
 * and 10 s (Twirp) or 4 s and 12 s (blob storage) and reads no setting that shortens them. Only the global
 * setTimeout is faked, so the HTTP exchanges take their real time.
 */
export async function skipRetryWaits<T>(run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    const result = run();
    let settled = false;
    result.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled) {
      await vi.advanceTimersToNextTimerAsync();
      await sleep(5);
    }
    return await result;
  } finally {
    vi.useRealTimers();
  }
}

/** The names of a zip's files, sorted. */
export function zipEntries(zip: Uint8Array): string[] {
  return Object.keys(unzipSync(zip)).sort();
}

/** The text of one of a zip's files; throws when the zip lacks it. */
export function zipEntryText(zip: Uint8Array, name: string): string {
  const entry = unzipSync(zip, { filter: (file) => file.name === name })[name];
  if (!entry) throw new Error(`The zip has no ${name}; it has ${zipEntries(zip).join(", ")}.`);
  return strFromU8(entry);
}
