// The IP whitelist travels as a string[] and is edited as a textarea, one IPv4 per line (merchant.md 2.6): blank
// lines and spaces around an address are dropped on the way out, and a line that is not an IPv4 address is refused.
import { MERCHANT_LIMITS } from '@/api/merchant';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The textarea's text as the wire's list. */
export function ipLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
}

/** The wire's list as the textarea's text. */
export const ipText = (ips: readonly string[] | undefined) => (ips ?? []).join('\n');

/** A locale key when the text cannot be sent: a line that is no IPv4 address, or too many lines. */
export function whiteIpsProblem(value: unknown): string | undefined {
  const ips = ipLines(value);
  if (ips.some((ip) => !IPV4.test(ip))) return 'validation.whiteIps';
  return ips.length > MERCHANT_LIMITS.whiteIps ? 'validation.whiteIpsCount' : undefined;
}
