import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake of GitHub's cache service (v2) as @actions/cache talks to it, entries kept in memory: the
 * results service's Twirp calls (GetCacheEntryDownloadURL, CreateCacheEntry, FinalizeCacheEntryUpload)
 * and the storage its signed URLs point at, on its own host. The Azure client uploads an archive of
 * under 128 MiB with one Put Blob; the library downloads from a host other than Azure's with one GET.
 * The library reads ACTIONS_CACHE_SERVICE_V2 (any value) to talk to v2, at ACTIONS_RESULTS_URL.
 */

const TWIRP = "/twirp/github.actions.results.api.v1.CacheService/";
/** Azure's blob client reads an IP address's URL as /account/container/blob. */
const BLOB_PATH = /^\/cache-blobs\/actions-cache\/(\d+)$/;

export interface FakeCacheEntry {
  id: number;
  key: string;
  version: string;
  /** The archive (tar, compressed), once uploaded. */
  archive?: Buffer;
  finalized: boolean;
}

export interface FakeCacheService {
  url: string;
  entries: FakeCacheEntry[];
  /** Every request the service got: `POST GetCacheEntryDownloadURL`, `PUT /cache-blobs/…`, `GET /cache-blobs/…`. */
  requests: string[];
  close: () => Promise<void>;
}

export interface FakeCacheServiceOptions {
  /** Answer every request with this HTTP status (500: the library retries each Twirp call 5 times). */
  failStatus?: number;
}

export async function startFakeCacheService(options: FakeCacheServiceOptions = {}): Promise<FakeCacheService> {
  const entries: FakeCacheEntry[] = [];
  const requests: string[] = [];

  function twirp(method: string, body: Record<string, unknown>, host: string): [number, unknown] {
    const version = String(body.version);
    if (method === "GetCacheEntryDownloadURL") {
      const ready = entries.filter((entry) => entry.finalized && entry.version === version);
      // The key itself first, then each restore key as a prefix, the newest entry first (as the service does).
      const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.map(String) : [];
      const found =
        ready.find((entry) => entry.key === body.key) ??
        restoreKeys
          .map((prefix) => ready.findLast((entry) => entry.key.startsWith(prefix)))
          .find((entry) => entry !== undefined);
      if (!found) return [200, { ok: false }];
      return [200, { ok: true, signed_download_url: blobUrl(host, found.id), matched_key: found.key }];
    }
    if (method === "CreateCacheEntry") {
      if (entries.some((entry) => entry.key === body.key && entry.version === version))
        return [
          409,
          { code: "already_exists", msg: "cache entry with the same key, version, and scope already exists" },
        ];
      const entry: FakeCacheEntry = { id: entries.length + 1, key: String(body.key), version, finalized: false };
      entries.push(entry);
      return [200, { ok: true, signed_upload_url: `${blobUrl(host, entry.id)}?sv=2024-01-01&sig=fake-signature` }];
    }
    if (method === "FinalizeCacheEntryUpload") {
      const entry = entries.find((candidate) => candidate.key === body.key && candidate.version === version);
      if (!entry?.archive) return [404, { code: "not_found", msg: `no upload of ${String(body.key)} to finalize` }];
      if (Number(body.size_bytes) !== entry.archive.length)
        return [400, { code: "invalid_argument", msg: "the size does not match the upload" }];
      entry.finalized = true;
      return [200, { ok: true, entry_id: String(entry.id) }];
    }
    return [404, { code: "bad_route", msg: `no method ${method}` }];
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = url.pathname.startsWith(TWIRP) ? url.pathname.slice(TWIRP.length) : undefined;
    requests.push(method ? `${req.method} ${method}` : `${req.method} ${url.pathname}`);
    void req
      .toArray()
      .then((chunks: Buffer[]) => {
        const body = Buffer.concat(chunks);
        if (options.failStatus)
          return void res
            .writeHead(options.failStatus, { "content-type": "application/json" })
            .end(JSON.stringify({ code: "internal", msg: "fake cache service failure" }));
        const blobId = BLOB_PATH.exec(url.pathname)?.[1];
        const entry = entries.find((candidate) => candidate.id === Number(blobId));
        if (req.method === "PUT" && entry && !entry.finalized && req.headers["x-ms-blob-type"] === "BlockBlob") {
          entry.archive = body;
          return void res.writeHead(201).end();
        }
        if (req.method === "GET" && entry?.finalized)
          return void res
            .writeHead(200, { "content-type": "application/octet-stream", "content-length": entry.archive!.length })
            .end(entry.archive);
        if (req.method === "POST" && method) {
          const [status, reply] = twirp(
            method,
            JSON.parse(body.toString("utf8")) as Record<string, unknown>,
            req.headers.host ?? "",
          );
          return void res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(reply));
        }
        res.writeHead(404).end();
      })
      .catch((error: Error) => res.writeHead(400).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    entries,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function blobUrl(host: string, id: number): string {
  return `http://${host}/cache-blobs/actions-cache/${id}`;
}
