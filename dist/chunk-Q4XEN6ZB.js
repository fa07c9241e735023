import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/network/address-guard.ts
import dns from "node:dns";
import { isIP as isIP2 } from "node:net";

// src/network/private-address.ts
import { BlockList, isIP } from "node:net";
var RANGES = [
  { network: "127.0.0.0", prefix: 8, family: "ipv4", what: "a loopback address" },
  { network: "::1", prefix: 128, family: "ipv6", what: "a loopback address" },
  { network: "0.0.0.0", prefix: 8, family: "ipv4", what: "an unspecified address" },
  { network: "::", prefix: 128, family: "ipv6", what: "an unspecified address" },
  {
    network: "169.254.0.0",
    prefix: 16,
    family: "ipv4",
    what: "a link-local address (cloud metadata services answer there)"
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
  { network: "::", prefix: 96, family: "ipv6", what: "a reserved address" }
];
var LISTS = RANGES.map((range) => {
  const list = new BlockList();
  list.addSubnet(range.network, range.prefix, range.family);
  return { list, what: range.what };
});
var NAT64 = /^64:ff9b::(?:([\d.]+)|([\da-f]{1,4}):([\da-f]{1,4}))$/i;
function privateAddress(address) {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return void 0;
  const nat64 = family === 6 ? NAT64.exec(bare) : null;
  if (nat64) return privateAddress(nat64[1] ?? embeddedIpv4(nat64[2], nat64[3]));
  const type = family === 4 ? "ipv4" : "ipv6";
  return LISTS.find(({ list }) => list.check(bare, type))?.what;
}
function embeddedIpv4(high, low) {
  const [a, b] = [parseInt(high, 16), parseInt(low, 16)];
  return [a >> 8, a & 255, b >> 8, b & 255].join(".");
}
function isLocalName(hostname) {
  return /(?:^|\.)localhost\.?$/i.test(hostname);
}

// src/network/address-guard.ts
var ALLOW_PRIVATE_HINT = "docsgate reaches loopback, link-local and private addresses only with --allow-private-addresses (action input `allow-private-addresses: true`)";
var RefusedAddress = class extends Error {
};
var PRIVATE_ADDRESSES = (host) => {
  const bare = host.replace(/^\[|\]$/g, "");
  return isLocalName(bare) ? "this machine" : privateAddress(bare);
};
async function hostRefusal(hostname, policy = PRIVATE_ADDRESSES, lookup = dns.lookup) {
  const written = literalRefusal(hostname, policy);
  if (written !== void 0 || isIP2(hostname.replace(/^\[|\]$/g, ""))) return written;
  return new Promise(
    (resolve) => lookup(
      hostname,
      { all: true },
      (error, addresses) => resolve(error ? void 0 : addressesRefusal(hostname, addresses, policy))
    )
  );
}
function literalRefusal(host, policy = PRIVATE_ADDRESSES) {
  const what = policy(host);
  return what ? `${host} is ${what}` : void 0;
}
function guardedLookup(policy = PRIVATE_ADDRESSES, lookup = dns.lookup) {
  return (hostname, options, callback) => {
    const written = literalRefusal(hostname, policy);
    if (written !== void 0) return callback(new RefusedAddress(written), []);
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addressesRefusal(hostname, addresses, policy);
      if (refused) return callback(new RefusedAddress(refused), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
function addressesRefusal(hostname, addresses, policy) {
  for (const { address } of addresses) {
    const what = policy(address);
    if (what) return `${hostname} resolves to ${address}, ${what}`;
  }
  return void 0;
}

export {
  ALLOW_PRIVATE_HINT,
  RefusedAddress,
  PRIVATE_ADDRESSES,
  hostRefusal,
  literalRefusal,
  guardedLookup
};
