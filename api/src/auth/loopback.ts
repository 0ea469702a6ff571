import { isIP } from 'node:net';

/** True for 127.0.0.0/8 and ::1 (also IPv4-mapped): a caller on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}
