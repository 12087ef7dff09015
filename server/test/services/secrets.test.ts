import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  decryptSecretText,
  encryptSecret,
  encryptWithKeyring,
  generateSecretKey,
  Keyring,
  parseSecretKey,
  SecretDecryptionError,
  SecretKeyError,
  secretKeyVersion,
} from '../../src/services/secrets.ts';

const KUBECONFIG = 'users:\n- name: a\n  user:\n    token: sha256~very-secret\n';

describe('secrets', () => {
  const keyText = generateSecretKey();
  const keyring = parseSecretKey(keyText);

  it('round-trips a secret bound to its cluster id', () => {
    const sealed = encryptWithKeyring(KUBECONFIG, keyring, 'cluster-1');
    expect(decryptSecretText(sealed, keyring, 'cluster-1')).toBe(KUBECONFIG);
    expect(sealed.includes(Buffer.from('very-secret'))).toBe(false);
  });

  it('lays out version, iv, tag and ciphertext, with a fresh iv each time', () => {
    const a = encryptSecret('x', { key: keyring.key(1)!, keyVersion: 1, associatedData: 'c' });
    const b = encryptSecret('x', { key: keyring.key(1)!, keyVersion: 1, associatedData: 'c' });
    expect(a.length).toBe(1 + 12 + 16 + 1);
    expect(a[0]).toBe(1);
    expect(secretKeyVersion(a)).toBe(1);
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
  });

  it('refuses a ciphertext presented for another cluster', () => {
    const sealed = encryptWithKeyring(KUBECONFIG, keyring, 'cluster-1');
    expect(() => decryptSecret(sealed, keyring, 'cluster-2')).toThrow(SecretDecryptionError);
  });

  it.each([
    ['the version byte', 0],
    ['the iv', 5],
    ['the tag', 20],
    ['the ciphertext', 40],
  ])('detects tampering with %s', (_part, offset) => {
    const sealed = encryptWithKeyring(KUBECONFIG, keyring, 'cluster-1');
    sealed[offset] = sealed[offset]! ^ 0x01;
    expect(() => decryptSecret(sealed, keyring, 'cluster-1')).toThrow(SecretDecryptionError);
  });

  it('refuses truncated data', () => {
    expect(() => decryptSecret(Buffer.alloc(10), keyring, 'c')).toThrow(/truncated/);
  });

  it('decrypts old secrets after rotation and encrypts new ones with the newest key', () => {
    const v1 = keyText;
    const v2 = generateSecretKey();
    const old = encryptWithKeyring('old', parseSecretKey(v1), 'c');
    const rotated = parseSecretKey(`v1:${v1},v2:${v2}`);
    expect(rotated.current).toBe(2);
    expect(decryptSecretText(old, rotated, 'c')).toBe('old');
    const fresh = encryptWithKeyring('new', rotated, 'c');
    expect(secretKeyVersion(fresh)).toBe(2);
    expect(() => decryptSecret(fresh, parseSecretKey(v1), 'c')).toThrow(/key v2, which is not configured/);
  });

  it('works with a Prisma Bytes value (Uint8Array view)', () => {
    const sealed = encryptWithKeyring('bytes', keyring, 'c');
    const copy = new Uint8Array(sealed.length + 8).subarray(4, 4 + sealed.length);
    copy.set(sealed);
    expect(decryptSecretText(copy, keyring, 'c')).toBe('bytes');
  });

  it.each([
    ['', /empty/],
    ['not base64!', /not base64/],
    [randomBytes(16).toString('base64'), /32 bytes \(got 16\)/],
    [`v1:${generateSecretKey()},v1:${generateSecretKey()}`, /v1 twice/],
    [`v1:${generateSecretKey()},two`, /entry 2/],
    [`v0:${generateSecretKey()}`, /1 to 255/],
  ])('rejects SECRET_KEY %j without echoing it', (text, message) => {
    try {
      parseSecretKey(text);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(SecretKeyError);
      expect((error as Error).message).toMatch(message);
      for (const part of text.split(/[,:]/).filter((p) => p.length > 8)) {
        expect((error as Error).message).not.toContain(part);
      }
    }
  });

  it('never prints key material', () => {
    const ring = new Keyring(new Map([[3, Buffer.alloc(32, 7)]]));
    const shown = `${inspect(ring)} ${JSON.stringify({ ring })}`;
    expect(shown).toContain('[Keyring v3]');
    expect(shown).not.toContain(Buffer.alloc(32, 7).toString('base64'));
    expect(shown).not.toContain('7, 7, 7');
  });
});
