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

function key(dir, name) {
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`], dir);
}

function ca(dir, name, cn) {
  key(dir, name);
  openssl(
    [
      'req',
      '-x509',
      '-new',
      '-key',
      `${name}.key`,
      '-sha256',
      '-days',
      '3650',
      '-subj',
      `/CN=${cn}`,
      '-out',
      `${name}.crt`,
    ],
    dir,
  );
}

/** A certificate signed by `caName`; `sans` like ['IP:127.0.0.1', 'DNS:localhost']; client or server usage. */
function leaf(dir, { name, caName, subject, sans = [], usage }) {
  key(dir, name);
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
    leaf(dir, {
      name: 'kueue-webhook',
      caName: 'ca',
      subject: '/CN=kueue-webhook-service.kueue-system.svc',
      sans: [...LOOPBACK, 'DNS:kueue-webhook-service.kueue-system.svc'],
      usage: 'server',
    });
    leaf(dir, {
      name: 'kueue-visibility',
      caName: 'ca',
      subject: '/CN=visibility-server.kueue-system.svc',
      sans: [...LOOPBACK, 'DNS:visibility-server.kueue-system.svc'],
      usage: 'server',
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
    webhookCert: p('kueue-webhook.crt'),
    webhookKey: p('kueue-webhook.key'),
    visibilityCert: p('kueue-visibility.crt'),
    visibilityKey: p('kueue-visibility.key'),
    saKey: p('sa.key'),
    saPub: p('sa.pub'),
  };
}
