import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';

/**
 * Secrets at rest (ARCHITECTURE §6): AES-256-GCM with a fresh 96-bit IV per encryption, the owner's id (the
 * cluster id) as associated data so a ciphertext cannot be moved to another row, and the key version stored in
 * the first byte so keys can be rotated:
 *
 *   version (1 byte) | iv (12 bytes) | tag (16 bytes) | ciphertext
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export class SecretKeyError extends Error {
  override readonly name = 'SecretKeyError';
}

export class SecretDecryptionError extends Error {
  override readonly name = 'SecretDecryptionError';
}

/** Keys by version; `current` encrypts, every listed version decrypts. Never printed or serialized. */
export class Keyring {
  readonly #keys: ReadonlyMap<number, Buffer>;
  readonly current: number;

  constructor(keys: ReadonlyMap<number, Buffer>, current?: number) {
    if (keys.size === 0) throw new SecretKeyError('the keyring has no key');
    for (const [version, key] of keys) {
      if (!Number.isInteger(version) || version < 1 || version > 255) {
        throw new SecretKeyError(`key version ${version} is not an integer from 1 to 255`);
      }
      if (key.length !== KEY_BYTES) throw new SecretKeyError(`key v${version} must be ${KEY_BYTES} bytes`);
    }
    this.#keys = new Map(keys);
    this.current = current ?? Math.max(...keys.keys());
    if (!keys.has(this.current))
      throw new SecretKeyError(`the current key v${this.current} is not in the keyring`);
  }

  key(version: number): Buffer | undefined {
    return this.#keys.get(version);
  }

  get versions(): number[] {
    return [...this.#keys.keys()].sort((a, b) => a - b);
  }

  toJSON(): string {
    return `[Keyring v${this.versions.join(',v')}]`;
  }

  [inspect.custom](): string {
    return this.toJSON();
  }
}

function decodeKey(text: string, label: string): Buffer {
  const compact = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) throw new SecretKeyError(`${label} is not base64`);
  const key = Buffer.from(compact, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new SecretKeyError(`${label} must be the base64 of ${KEY_BYTES} bytes (got ${key.length})`);
  }
  return key;
}

/**
 * Reads the `SECRET_KEY` setting: either the base64 of 32 bytes (version 1) or a keyring `v1:base64,v2:base64`
 * whose highest version encrypts. Error messages never contain key material.
 */
export function parseSecretKey(secretKey: string): Keyring {
  const text = secretKey.trim();
  if (text === '') throw new SecretKeyError('SECRET_KEY is empty');
  if (!text.includes(':')) return new Keyring(new Map([[1, decodeKey(text, 'SECRET_KEY')]]));
  const keys = new Map<number, Buffer>();
  for (const [index, entry] of text.split(',').entries()) {
    const match = /^\s*v(\d{1,3}):(.*)$/.exec(entry);
    if (!match) throw new SecretKeyError(`SECRET_KEY entry ${index + 1} must look like v<version>:<base64>`);
    const version = Number(match[1]);
    if (keys.has(version)) throw new SecretKeyError(`SECRET_KEY lists v${version} twice`);
    keys.set(version, decodeKey(match[2] ?? '', `SECRET_KEY v${version}`));
  }
  return new Keyring(keys);
}

/** A fresh random key, base64, suitable for `SECRET_KEY`. */
export function generateSecretKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

export interface EncryptOptions {
  key: Buffer;
  keyVersion: number;
  /** Binds the ciphertext to its owner: the cluster id. */
  associatedData: string;
}

/** Encrypts with AES-256-GCM into `version | iv | tag | ciphertext`. */
export function encryptSecret(
  plaintext: string | Buffer,
  { key, keyVersion, associatedData }: EncryptOptions,
): Buffer {
  if (key.length !== KEY_BYTES) throw new SecretKeyError(`the key must be ${KEY_BYTES} bytes`);
  if (!Number.isInteger(keyVersion) || keyVersion < 1 || keyVersion > 255) {
    throw new SecretKeyError('the key version must be an integer from 1 to 255');
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([keyVersion]), iv, cipher.getAuthTag(), ciphertext]);
}

/** Encrypts with the keyring's current key. */
export function encryptWithKeyring(
  plaintext: string | Buffer,
  keyring: Keyring,
  associatedData: string,
): Buffer {
  return encryptSecret(plaintext, {
    key: keyring.key(keyring.current)!,
    keyVersion: keyring.current,
    associatedData,
  });
}

/** The key version a stored secret was encrypted with (to find secrets due for re-encryption). */
export function secretKeyVersion(sealed: Uint8Array): number {
  if (sealed.length < HEADER_BYTES) throw new SecretDecryptionError('the secret is truncated');
  return sealed[0]!;
}

/**
 * Decrypts `version | iv | tag | ciphertext`; throws `SecretDecryptionError` when the key version is unknown, the
 * data was altered, or the associated data (cluster id) differs.
 */
export function decryptSecret(sealed: Uint8Array, keyring: Keyring, associatedData: string): Buffer {
  const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const version = secretKeyVersion(data);
  const key = keyring.key(version);
  if (!key)
    throw new SecretDecryptionError(`the secret was encrypted with key v${version}, which is not configured`);
  const iv = data.subarray(1, 1 + IV_BYTES);
  const tag = data.subarray(1 + IV_BYTES, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new SecretDecryptionError(
      'the secret could not be decrypted (altered, or stored for another owner)',
    );
  }
}

/** `decryptSecret` as UTF-8 text. */
export function decryptSecretText(sealed: Uint8Array, keyring: Keyring, associatedData: string): string {
  return decryptSecret(sealed, keyring, associatedData).toString('utf8');
}
