import ipaddr from "ipaddr.js";

/** A list of networks (`10.0.0.0/8`, `2001:db8::/32`, or single addresses) to test client IPs against. */
export interface Networks {
  /** The entries as configured, for logs and errors. */
  readonly entries: readonly string[];
  has(ip: string): boolean;
}

/** The address as ipaddr sees it, with IPv4-mapped IPv6 (`::ffff:10.1.2.3`) read as IPv4. */
function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  return ipaddr.process(ip);
}

/**
 * Parses CIDR entries; throws an Error naming the first entry that is not a network, so a typo in
 * the configuration stops the start instead of silently matching nothing.
 */
export function parseNetworks(entries: readonly string[]): Networks {
  const ranges = entries.map((entry) => {
    try {
      return entry.includes("/")
        ? ipaddr.parseCIDR(entry)
        : ([ipaddr.parse(entry), entry.includes(":") ? 128 : 32] as const);
    } catch {
      throw new Error(`"${entry}" is not an IP address or CIDR network (for example 10.0.0.0/8)`);
    }
  });
  return {
    entries,
    has(ip) {
      const address = parseAddress(ip);
      if (!address) return false;
      return ranges.some(
        ([network, bits]) => address.kind() === network.kind() && address.match(network, bits),
      );
    },
  };
}
