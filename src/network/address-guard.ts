import dns, { type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import { isLocalName, privateAddress } from "./private-address.js";

/** What the refusal tells the user to do: the switch is on the command line and in the workflow, never in the repository. */
export const ALLOW_PRIVATE_HINT =
  "docsgate reaches loopback, link-local and private addresses only with --allow-private-addresses (action input `allow-private-addresses: true`)";

/** A host refused because it is, or resolves to, an address of the machine or its network. */
export class RefusedAddress extends Error {}

/**
 * What a host name or an IP address (IPv6 in brackets or not) is when docsgate does not reach it: "this machine",
 * "a private address" ...; undefined when it may be reached (a public address, or a name to resolve first).
 */
export type AddressPolicy = (host: string) => string | undefined;

/** docsgate's policy: `localhost` and the addresses of the machine and its network are not reached. */
export const PRIVATE_ADDRESSES: AddressPolicy = (host) => {
  const bare = host.replace(/^\[|\]$/g, "");
  return isLocalName(bare) ? "this machine" : privateAddress(bare);
};

type Lookup = typeof dns.lookup;

/**
 * Why `hostname` (a URL's) is not to be reached, or undefined: the policy refuses it as written, or the address a name
 * resolves to (any of them). A name that does not resolve is left to fail when it is requested.
 */
export async function hostRefusal(
  hostname: string,
  policy: AddressPolicy = PRIVATE_ADDRESSES,
  lookup: Lookup = dns.lookup,
): Promise<string | undefined> {
  const written = literalRefusal(hostname, policy);
  if (written !== undefined || isIP(hostname.replace(/^\[|\]$/g, ""))) return written;
  return new Promise((resolve) =>
    lookup(hostname, { all: true }, (error, addresses) =>
      resolve(error ? undefined : addressesRefusal(hostname, addresses, policy)),
    ),
  );
}

/** The refusal of a host as written, before any lookup: `localhost`, or an IP address the policy refuses. */
export function literalRefusal(host: string, policy: AddressPolicy = PRIVATE_ADDRESSES): string | undefined {
  const what = policy(host);
  return what ? `${host} is ${what}` : undefined;
}

/**
 * A `lookup` for sockets that fails with a RefusedAddress when a name resolves to an address the policy refuses: the
 * check is made on the addresses the connection then uses, so a name cannot answer one address to a first look and
 * another to the connection.
 */
export function guardedLookup(policy: AddressPolicy = PRIVATE_ADDRESSES, lookup: Lookup = dns.lookup) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    const written = literalRefusal(hostname, policy);
    if (written !== undefined) return callback(new RefusedAddress(written), []);
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addressesRefusal(hostname, addresses, policy);
      if (refused) return callback(new RefusedAddress(refused), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function addressesRefusal(hostname: string, addresses: readonly LookupAddress[], policy: AddressPolicy) {
  for (const { address } of addresses) {
    const what = policy(address);
    if (what) return `${hostname} resolves to ${address}, ${what}`;
  }
  return undefined;
}
