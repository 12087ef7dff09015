import './reflect-polyfill.ts';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

// Node's webcrypto is the Web Crypto API; its declared type differs between lib settings, so cast once here.
x509.cryptoProvider.set(webcrypto as never);

const ALG = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

export interface ServerCredentials {
  caPem: string;
  certPem: string;
  keyPem: string;
}

function randomSerial(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = (bytes[0]! & 0x7f) | 0x01; // positive, non-zero, as Go's x509 requires
  return Buffer.from(bytes).toString('hex');
}

function toPem(der: ArrayBuffer, label: string): string {
  const b64 = Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${label}-----\n${b64.trimEnd()}\n-----END ${label}-----\n`;
}

/**
 * Creates a certificate authority made fresh for this run and one serving certificate it signs, valid for the
 * given host names and IP addresses.
 */
export async function createServerCredentials(hosts: string[]): Promise<ServerCredentials> {
  const now = Date.now();
  const notBefore = new Date(now - 60 * 60 * 1000);
  const notAfter = new Date(now + 365 * 24 * 60 * 60 * 1000);
  const caKeys = (await webcrypto.subtle.generateKey(ALG, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    name: `CN=kube-sim-ca-${now}`,
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: ALG,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const serverKeys = (await webcrypto.subtle.generateKey(ALG, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const names = [...new Set(['localhost', '127.0.0.1', '::1', ...hosts])];
  const isIp = (h: string) => /^[0-9.]+$/.test(h) || h.includes(':');
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerial(),
    subject: 'CN=kube-apiserver',
    issuer: ca.subject,
    notBefore,
    notAfter,
    publicKey: serverKeys.publicKey,
    signingKey: caKeys.privateKey,
    signingAlgorithm: ALG,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(
        names.map((n) => ({ type: (isIp(n) ? 'ip' : 'dns') as 'ip' | 'dns', value: n })),
      ),
      await x509.SubjectKeyIdentifierExtension.create(serverKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', serverKeys.privateKey);
  return {
    caPem: `${ca.toString('pem')}\n`,
    certPem: `${cert.toString('pem')}\n`,
    keyPem: toPem(pkcs8, 'PRIVATE KEY'),
  };
}
