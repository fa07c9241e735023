import dns from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hostRefusal, PRIVATE_ADDRESSES, RefusedAddress } from "../../src/network/address-guard.js";
import { guardedAgent } from "../../src/network/guarded-agent.js";
import { privateAddress } from "../../src/network/private-address.js";

describe("privateAddress", () => {
  test("names the addresses of the machine and its network, in every form, and leaves public ones alone", () => {
    const cases: [string, string | undefined][] = [
      ["127.0.0.1", "a loopback address"],
      ["127.255.0.9", "a loopback address"],
      ["::1", "a loopback address"],
      ["[::1]", "a loopback address"],
      ["::ffff:127.0.0.1", "a loopback address"],
      ["::ffff:7f00:1", "a loopback address"],
      ["0.0.0.0", "an unspecified address"],
      ["::", "an unspecified address"],
      ["169.254.169.254", "a link-local address (cloud metadata services answer there)"],
      ["fe80::1%eth0", "a link-local address"],
      ["10.0.0.1", "a private address"],
      ["172.16.5.4", "a private address"],
      ["172.31.255.255", "a private address"],
      ["192.168.1.1", "a private address"],
      ["::ffff:192.168.1.1", "a private address"],
      ["fc00::1", "a private address"],
      ["fd12:3456::1", "a private address"],
      ["100.64.0.1", "a shared address (carrier-grade NAT)"],
      ["64:ff9b::a9fe:a9fe", "a link-local address (cloud metadata services answer there)"],
      ["64:ff9b::10.0.0.1", "a private address"],
      ["::10.0.0.1", "a reserved address"],
      ["224.0.0.1", "a multicast or reserved address"],
      ["255.255.255.255", "a multicast or reserved address"],
      ["8.8.8.8", undefined],
      ["172.32.0.1", undefined],
      ["100.128.0.1", undefined],
      ["2606:4700::1111", undefined],
      ["64:ff9b::808:808", undefined],
      ["example.com", undefined],
    ];
    expect(cases.map(([address]) => [address, privateAddress(address)])).toEqual(cases);
    expect(["localhost", "LOCALHOST.", "api.localhost"].map(PRIVATE_ADDRESSES)).toEqual(Array(3).fill("this machine"));
  });
});

/** A resolver for made-up names: `public.test` for the test server's address, `inside.test` for a refused one. */
const fakeLookup = ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
  const address = { "public.test": "127.0.0.1", "inside.test": "127.0.0.2" }[hostname];
  if (!address) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
  const found = [{ address, family: 4 }];
  if (options.all) callback(null, found);
  else callback(null, address, 4);
}) as unknown as typeof dns.lookup;
/** The test's own policy: the server at 127.0.0.1 may be reached, and 127.0.0.2 stands for a private address. */
const testPolicy = (host: string) => (host === "127.0.0.2" ? "a refused test address" : undefined);

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((request, response) => {
    const to = new URL(request.url!, "http://x").searchParams.get("to");
    if (to) response.writeHead(302, { location: to }).end();
    else response.end("reached");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("guardedAgent", () => {
  const get = async (url: string) => {
    const dispatcher = await guardedAgent(testPolicy, fakeLookup);
    try {
      const response = await fetch(url, { dispatcher } as RequestInit);
      return await response.text();
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      return cause instanceof RefusedAddress ? `refused: ${cause.message}` : `failed: ${String(cause)}`;
    }
  };

  test("connects to what the policy allows, by address or by a name it resolves first", async () => {
    expect(await get(`http://127.0.0.1:${port}/`)).toBe("reached");
    expect(await get(`http://public.test:${port}/`)).toBe("reached");
  });

  test("refuses a refused address as written or as a name resolves, on the first request and on every redirect", async () => {
    expect(await get(`http://127.0.0.2:${port}/`)).toBe("refused: 127.0.0.2 is a refused test address");
    expect(await get(`http://inside.test:${port}/`)).toBe(
      "refused: inside.test resolves to 127.0.0.2, a refused test address",
    );
    const via = (to: string) => `http://public.test:${port}/?to=${encodeURIComponent(to)}`;
    expect(await get(via(`http://127.0.0.2:${port}/`))).toBe("refused: 127.0.0.2 is a refused test address");
    expect(await get(via(`http://inside.test:${port}/`))).toBe(
      "refused: inside.test resolves to 127.0.0.2, a refused test address",
    );
    expect(await get(via(`http://public.test:${port}/`))).toBe("reached");
  });
});

describe("hostRefusal", () => {
  test("checks a name's addresses once resolved, and leaves a name that does not resolve to fail on its own", async () => {
    expect(await hostRefusal("inside.test", testPolicy, fakeLookup)).toBe(
      "inside.test resolves to 127.0.0.2, a refused test address",
    );
    expect(await hostRefusal("public.test", testPolicy, fakeLookup)).toBeUndefined();
    expect(await hostRefusal("nowhere.test", testPolicy, fakeLookup)).toBeUndefined();
    expect(await hostRefusal("[::1]")).toBe("[::1] is a loopback address");
    expect(await hostRefusal("localhost")).toBe("localhost is this machine");
  });
});
