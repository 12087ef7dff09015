import type { SignInTransaction } from './oidc.ts';
import { decryptSecretText, encryptWithKeyring, type Keyring, SecretDecryptionError } from './secrets.ts';

/*
 * A sign-in in progress travels in a short-lived cookie, sealed (AES-256-GCM with the server's key, its own
 * associated data so that no other ciphertext of ours opens as one): the browser can neither read nor alter its
 * state, nonce and PKCE verifier, and any replica of the server can finish the sign-in.
 */

const ASSOCIATED_DATA = 'kueue-batch:oidc-sign-in-transaction:v1';

export function sealTransaction(transaction: SignInTransaction, keyring: Keyring): string {
  return encryptWithKeyring(JSON.stringify(transaction), keyring, ASSOCIATED_DATA).toString('base64url');
}

/** The transaction, or null when the cookie was altered, sealed with an unknown key, malformed or expired. */
export function openTransaction(
  sealed: string,
  keyring: Keyring,
  now = Date.now(),
): SignInTransaction | null {
  let text: string;
  try {
    text = decryptSecretText(Buffer.from(sealed, 'base64url'), keyring, ASSOCIATED_DATA);
  } catch (error) {
    if (error instanceof SecretDecryptionError) return null;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  const text_ = (v: unknown) => (typeof v === 'string' ? v : '');
  if (typeof t.expiresAt !== 'number' || t.expiresAt <= now) return null;
  return {
    state: text_(t.state),
    nonce: text_(t.nonce),
    codeVerifier: text_(t.codeVerifier),
    returnTo: safeReturnPath(text_(t.returnTo)),
    expiresAt: t.expiresAt,
  };
}

const APP_ORIGIN = 'http://app.invalid';

/**
 * A path of this app to go back to after signing in, in the form a `Location` header carries (printable ASCII,
 * everything else percent-encoded); anything else (another site, `//host`, `/\host`, /auth/…) is `/`. Decided when
 * the sign-in starts and again when it ends, before any session is touched.
 */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(path) || path.length > 2000) return '/';
  let url: URL;
  try {
    url = new URL(path, APP_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== APP_ORIGIN) return '/';
  const encoded = url.pathname + url.search + url.hash;
  if (!/^\/[\x21-\x7e]*$/.test(encoded) || encoded.length > 2000) return '/';
  if (encoded.startsWith('/auth/') || encoded.startsWith('//')) return '/';
  return encoded;
}
