// Loopback checks for what only this computer may see: the local mail catcher's inbox holds every
// salon's mail, password-reset links included.
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an IP address is loopback: 127.0.0.0/8, ::1, or 127.x written as ::ffff:127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const bare = (address ?? '').replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether a listen address or a Host header's name stays on this computer. `localhost` and
 * `*.localhost` do (browsers resolve them to loopback themselves); any other name might not, and
 * a Host header naming it is how a DNS-rebinding page would reach a loopback server.
 */
export function isLoopbackName(name: string): boolean {
  const lower = name.toLowerCase().replace(/\.$/, '');
  return lower === 'localhost' || lower.endsWith('.localhost') || isLoopbackAddress(lower);
}

/** The name in a Host header (`127.0.0.1:54321`, `[::1]:80`), or null if it is malformed. */
export function hostHeaderName(header: string | undefined): string | null {
  // A Host is a name and a port: anything a URL would read as user, path or query is refused.
  if (!header || /[@/?#\\\s]/.test(header)) return null;
  try {
    return new URL(`http://${header}/`).hostname;
  } catch {
    return null;
  }
}
