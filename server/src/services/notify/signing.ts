import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { decryptSecret, encryptWithKeyring, type Keyring } from '../secrets.ts';

/**
 * A webhook's signing secret (shown once, stored encrypted like cluster credentials, the channel id as associated
 * data) and the signature receivers check: `X-KB-Signature: sha256=<hex HMAC-SHA256 of the raw body>`.
 */

export const SIGNATURE_HEADER = 'X-KB-Signature';
export const DELIVERY_HEADER = 'X-KB-Delivery';

/** A fresh secret: `whsec_` and 32 random bytes, base64url. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function sealSigningSecret(
  secret: string,
  keyring: Keyring,
  channelId: string,
): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encryptWithKeyring(secret, keyring, `notification-channel:${channelId}`));
}

export function openSigningSecret(sealed: Uint8Array, keyring: Keyring, channelId: string): string {
  return decryptSecret(sealed, keyring, `notification-channel:${channelId}`).toString('utf8');
}

/** `sha256=<hex>` of the body with the secret. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** What a receiver does: recompute and compare in constant time. */
export function verifySignature(body: string, secret: string, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A 6-digit verification code and the hash kept of it. */
export function newVerificationCode(channelId: string): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: hashCode(channelId, code) };
}

export function hashCode(channelId: string, code: string): string {
  return createHash('sha256').update(`kb-notify-code:${channelId}:${code}`).digest('hex');
}
