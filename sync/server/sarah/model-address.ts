// Whether the server may call the model address a salon saved. The base URL is the
// owner's to choose, and the server then sends requests to it: an address on the server's own
// network (loopback, private ranges, the cloud's metadata service at 169.254.169.254) must not be
// reachable that way. A model on the salon's own network is the device's business (the device-side
// core, README "The AI receptionist"); the local backend allows such addresses for development.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const notPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(net, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * null when every address the base URL's host resolves to is public; else why not, in words the
 * owner can act on. (Checked before each turn; a name that changes its answer between this look-up
 * and the SDK's own is not caught, which a proxy that filters outbound traffic does.)
 */
export async function refusedModelAddress(baseURL: string): Promise<string | null> {
  let host: string;
  try {
    host = new URL(baseURL).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return 'The saved base URL is not a valid address.';
  }
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return `The saved base URL's server (${host}) could not be found.`;
  }
  if (addresses.length > 0 && addresses.every(isPublicAddress)) return null;
  return `The saved base URL (${host}) is on a private network, which the server does not call: use a public address, or the device's own AI Chat settings for a model on the salon's network.`;
}
