import { BlockList, isIP } from "node:net";

/**
 * Addresses that lead into the machine docsgate runs on or the network around it rather than to
 * the internet: a pull request that names one (an OpenAPI file's URL, a link) would have the
 * check probe the runner's own services, its cloud's metadata service (169.254.169.254) or the
 * company network. Each with what it is, in words; the first that holds names an address.
 * An IPv4 range also holds the IPv6 addresses that map onto it (`::ffff:10.0.0.1`).
 */
const RANGES: readonly { network: string; prefix: number; family: "ipv4" | "ipv6"; what: string }[] = [
  { network: "127.0.0.0", prefix: 8, family: "ipv4", what: "a loopback address" },
  { network: "::1", prefix: 128, family: "ipv6", what: "a loopback address" },
  { network: "0.0.0.0", prefix: 8, family: "ipv4", what: "an unspecified address" },
  { network: "::", prefix: 128, family: "ipv6", what: "an unspecified address" },
  {
    network: "169.254.0.0",
    prefix: 16,
    family: "ipv4",
    what: "a link-local address (cloud metadata services answer there)",
  },
  { network: "fe80::", prefix: 10, family: "ipv6", what: "a link-local address" },
  { network: "10.0.0.0", prefix: 8, family: "ipv4", what: "a private address" },
  { network: "172.16.0.0", prefix: 12, family: "ipv4", what: "a private address" },
  { network: "192.168.0.0", prefix: 16, family: "ipv4", what: "a private address" },
  { network: "fc00::", prefix: 7, family: "ipv6", what: "a private address" },
  { network: "100.64.0.0", prefix: 10, family: "ipv4", what: "a shared address (carrier-grade NAT)" },
  { network: "192.0.0.0", prefix: 24, family: "ipv4", what: "a reserved address" },
  { network: "198.18.0.0", prefix: 15, family: "ipv4", what: "a reserved address" },
  { network: "224.0.0.0", prefix: 3, family: "ipv4", what: "a multicast or reserved address" },
  { network: "ff00::", prefix: 8, family: "ipv6", what: "a multicast address" },
  // IPv4-compatible (::a.b.c.d), long deprecated: none is on the internet.
  { network: "::", prefix: 96, family: "ipv6", what: "a reserved address" },
];

const LISTS = RANGES.map((range) => {
  const list = new BlockList();
  list.addSubnet(range.network, range.prefix, range.family);
  return { list, what: range.what };
});

/** NAT64 (64:ff9b::/96) carries an IPv4 address in its last 32 bits, and reaches whatever that one does. */
const NAT64 = /^64:ff9b::(?:([\d.]+)|([\da-f]{1,4}):([\da-f]{1,4}))$/i;

/**
 * What `address` (an IP address, IPv6 without brackets or zone) is when it is no public internet address: "a loopback
 * address", "a private address" ...; undefined for a public one, or for text that is no IP address.
 */
export function privateAddress(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return undefined;
  const nat64 = family === 6 ? NAT64.exec(bare) : null;
  if (nat64) return privateAddress(nat64[1] ?? embeddedIpv4(nat64[2]!, nat64[3]!));
  const type = family === 4 ? "ipv4" : "ipv6";
  return LISTS.find(({ list }) => list.check(bare, type))?.what;
}

function embeddedIpv4(high: string, low: string): string {
  const [a, b] = [parseInt(high, 16), parseInt(low, 16)];
  return [a >> 8, a & 255, b >> 8, b & 255].join(".");
}

/** `localhost` and the names under it, which resolve to the machine itself without asking DNS. */
export function isLocalName(hostname: string): boolean {
  return /(?:^|\.)localhost\.?$/i.test(hostname);
}
