import dns from "node:dns";
import type { Dispatcher } from "undici";
import {
  guardedLookup,
  literalRefusal,
  PRIVATE_ADDRESSES,
  RefusedAddress,
  type AddressPolicy,
} from "./address-guard.js";

/**
 * An HTTP client for fetch (undici's Agent, fetch's own client) whose every connection, the first
 * request's and each redirect's, is held to the policy: a host written as an address before it
 * connects, a name once resolved. A refused connection fails the request with a RefusedAddress as
 * its cause. undici is loaded only when a client is made.
 */
export async function guardedAgent(
  policy: AddressPolicy = PRIVATE_ADDRESSES,
  lookup: typeof dns.lookup = dns.lookup,
): Promise<Dispatcher> {
  // The CommonJS package's exports, in Node, vitest and the bundle alike.
  const { Agent, buildConnector } = (await import("undici")).default;
  const connect = buildConnector({ lookup: guardedLookup(policy, lookup) });
  return new Agent({
    connect: (options, callback) => {
      const refused = literalRefusal(options.hostname, policy);
      if (refused) callback(new RefusedAddress(refused), null);
      else connect(options, callback);
    },
  });
}
