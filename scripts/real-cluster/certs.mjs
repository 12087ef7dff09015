// The control plane's certificates and keys (openssl): a cluster CA, the API server's serving certificate, an admin
// client certificate (system:masters) the harness and the components use, a front-proxy CA and client for the
// aggregator (Kueue's visibility API), the service-account signing key, and serving certificates for Kueue's
// webhooks and visibility server on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function openssl(args, cwd) {
  const r = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (r.error) throw new Error('real-cluster: openssl is not installed (Debian: apt-get install openssl)');
  if (r.status !== 0) throw new Error(`real-cluster: openssl ${args[0]} failed: ${r.stderr.trim()}`);
}

function key(dir, name, { rsa = false } = {}) {
  if (rsa) openssl(['genrsa', '-traditional', '-out', `${name}.key`, '2048'], dir);
  else openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`], dir);
}

function ca(dir, name, cn, { rsa = false, subject = `/CN=${cn}`, sans = [] } = {}) {
  key(dir, name, { rsa });
  const ext = [
    'basicConstraints=critical,CA:TRUE',
    'keyUsage=critical,keyCertSign,cRLSign,digitalSignature',
    'subjectKeyIdentifier=hash',
    ...(sans.length ? [`subjectAltName=${sans.join(',')}`] : []),
  ].join('\n');
  writeFileSync(path.join(dir, `${name}.cnf`), `[req]\ndistinguished_name=dn\n[dn]\n[v3]\n${ext}\n`);
  const args = ['req', '-x509', '-new', '-key', `${name}.key`, '-sha256', '-days', '3650', '-subj', subject];
  openssl([...args, '-config', `${name}.cnf`, '-extensions', 'v3', '-out', `${name}.crt`], dir);
}

/** A certificate signed by `caName`; `sans` like ['IP:127.0.0.1', 'DNS:localhost']; client or server usage. */
function leaf(dir, { name, caName, subject, sans = [], usage, rsa = false }) {
  key(dir, name, { rsa });
  openssl(['req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`], dir);
  const ext = [
    'basicConstraints=critical,CA:FALSE',
    'keyUsage=critical,digitalSignature,keyEncipherment',
    `extendedKeyUsage=${usage === 'client' ? 'clientAuth' : 'serverAuth'}`,
    ...(sans.length ? [`subjectAltName=${sans.join(',')}`] : []),
  ].join('\n');
  writeFileSync(path.join(dir, `${name}.ext`), `${ext}\n`);
  openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${caName}.crt`,
      '-CAkey',
      `${caName}.key`,
      '-CAcreateserial',
      '-days',
      '3650',
      '-sha256',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.crt`,
    ],
    dir,
  );
}

const LOOPBACK = ['IP:127.0.0.1', 'DNS:localhost'];

/** Writes everything under `dir` (once); returns the paths. */
export function makePki(dir, { serviceIp }) {
  mkdirSync(dir, { recursive: true });
  const p = (f) => path.join(dir, f);
  if (!existsSync(p('admin.crt'))) {
    ca(dir, 'ca', 'kueue-batch-real-cluster-ca');
    ca(dir, 'front-proxy-ca', 'kueue-batch-real-cluster-front-proxy-ca');
    leaf(dir, {
      name: 'apiserver',
      caName: 'ca',
      subject: '/CN=kube-apiserver',
      sans: [
        ...LOOPBACK,
        `IP:${serviceIp}`,
        'DNS:kubernetes',
        'DNS:kubernetes.default',
        'DNS:kubernetes.default.svc',
        'DNS:kubernetes.default.svc.cluster.local',
      ],
      usage: 'server',
    });
    leaf(dir, {
      name: 'admin',
      caName: 'ca',
      subject: '/O=system:masters/CN=kubernetes-admin',
      usage: 'client',
    });
    leaf(dir, {
      name: 'front-proxy-client',
      caName: 'front-proxy-ca',
      subject: '/CN=front-proxy-client',
      usage: 'client',
    });
    // Kueue's webhook certificate, in the Secret its internal cert management (open-policy-agent's cert-controller)
    // keeps: RSA keys in PKCS#1 (all it reads), a CA valid for the name "kueue-ca", a server certificate valid for
    // the webhook Service's name — and for 127.0.0.1, where the API server calls it — so Kueue keeps them.
    ca(dir, 'kueue-ca', 'kueue-ca', { rsa: true, subject: '/O=kueue/CN=kueue-ca', sans: ['DNS:kueue-ca'] });
    leaf(dir, {
      name: 'kueue-webhook',
      caName: 'kueue-ca',
      subject: '/CN=kueue-webhook-service.kueue-system.svc',
      sans: ['DNS:kueue-webhook-service.kueue-system.svc', ...LOOPBACK],
      usage: 'server',
      rsa: true,
    });
    key(dir, 'sa');
    openssl(['ec', '-in', 'sa.key', '-pubout', '-out', 'sa.pub'], dir);
  }
  return {
    dir,
    ca: p('ca.crt'),
    caKey: p('ca.key'),
    apiserverCert: p('apiserver.crt'),
    apiserverKey: p('apiserver.key'),
    adminCert: p('admin.crt'),
    adminKey: p('admin.key'),
    frontProxyCa: p('front-proxy-ca.crt'),
    frontProxyClientCert: p('front-proxy-client.crt'),
    frontProxyClientKey: p('front-proxy-client.key'),
    kueueCa: p('kueue-ca.crt'),
    kueueCaKey: p('kueue-ca.key'),
    webhookCert: p('kueue-webhook.crt'),
    webhookKey: p('kueue-webhook.key'),
    saKey: p('sa.key'),
    saPub: p('sa.pub'),
  };
}
