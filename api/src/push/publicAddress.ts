import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIPv4, type LookupFunction } from 'node:net';

/**
 * Addresses a push service can never have: this host, private and shared networks, link-local (cloud metadata at
 * 169.254.169.254), multicast and reserved ranges (IANA special-purpose registries).
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ipv4 = mapped ?? (isIPv4(address) ? address : null);
  return ipv4 ? !nonPublic.check(ipv4, 'ipv4') : !nonPublic.check(address, 'ipv6');
}

type Resolve = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup for sockets that refuses names resolving to a non-public address. It runs when the connection is made,
 * so a name that changes its answer after the subscription was checked (DNS rebinding) is caught too.
 */
export function publicAddressLookup(resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true }, (error, addresses) => {
      const refused = error ? undefined : addresses.find((candidate) => !isPublicAddress(candidate.address));
      if (error || refused || addresses.length === 0) {
        const reason =
          error ??
          Object.assign(new Error(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`), {
            code: 'ENONPUBLIC',
          });
        callback(reason, '', 0);
        return;
      }
      if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      else callback(null, (addresses[0] as LookupAddress).address, (addresses[0] as LookupAddress).family);
    });
  };
}
