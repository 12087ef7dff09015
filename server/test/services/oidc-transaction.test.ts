import { describe, expect, it } from 'vitest';
import { openTransaction, safeReturnPath, sealTransaction } from '../../src/services/oidc-transaction.ts';
import { encryptWithKeyring, parseSecretKey } from '../../src/services/secrets.ts';
import { TEST_KEYRING } from '../helpers/clusters.ts';

const transaction = {
  state: 's'.repeat(43),
  nonce: 'n'.repeat(43),
  codeVerifier: 'v'.repeat(43),
  returnTo: '/projects',
  expiresAt: Date.now() + 60_000,
};

describe('the sealed sign-in transaction cookie', () => {
  it('opens what it sealed, and nothing else', () => {
    const sealed = sealTransaction(transaction, TEST_KEYRING);
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(sealed).not.toContain(transaction.codeVerifier);
    expect(openTransaction(sealed, TEST_KEYRING)).toEqual(transaction);

    // One character changed, another server's key, or a ciphertext of ours made for another purpose: refused.
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(openTransaction(flipped, TEST_KEYRING)).toBeNull();
    const otherKey = parseSecretKey(`v1:${Buffer.alloc(32, 9).toString('base64')}`);
    expect(openTransaction(sealed, otherKey)).toBeNull();
    const cluster = encryptWithKeyring(JSON.stringify(transaction), TEST_KEYRING, 'cluster-id').toString(
      'base64url',
    );
    expect(openTransaction(cluster, TEST_KEYRING)).toBeNull();
    expect(openTransaction('', TEST_KEYRING)).toBeNull();
  });

  it('stops being accepted when it expires', () => {
    const sealed = sealTransaction(transaction, TEST_KEYRING);
    expect(openTransaction(sealed, TEST_KEYRING, transaction.expiresAt - 1)).not.toBeNull();
    expect(openTransaction(sealed, TEST_KEYRING, transaction.expiresAt)).toBeNull();
  });

  it('returns only to paths of this app', () => {
    expect(safeReturnPath('/projects/p1?tab=members')).toBe('/projects/p1?tab=members');
    for (const path of [
      null,
      '',
      'projects',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/a\nb',
      '/auth/logout',
    ]) {
      expect(safeReturnPath(path), String(path)).toBe('/');
    }
  });
});
