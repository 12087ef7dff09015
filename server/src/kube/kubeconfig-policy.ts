import { LineCounter, parseDocument, stringify } from 'yaml';
import { quote } from '../text.ts';

/**
 * The kubeconfig policy of ARCHITECTURE §6: a registered kubeconfig must be self-contained and must not make our
 * server run anything or read anything. Only inline data is accepted: an https server, inline CA data, and a
 * bearer token or an inline client certificate and key.
 *
 * Every entry of `clusters`, `users` and `contexts` is checked, not only the selected one: a kubeconfig carrying
 * an `exec` anywhere is refused as a whole. Error messages name the field (`users[0].user.exec is not allowed`)
 * and never include a value from the file.
 */

export type KubeconfigAuth =
  | { token: string }
  | { clientCertData: string; clientKeyData: string }
  /** The server's own ServiceAccount token file (IN_CLUSTER=true only): re-read as the kubelet rotates it. */
  | { tokenFile: string };

export interface NormalizedKubeconfig {
  /** The API server URL (https unless `allowUnsafe`). */
  server: string;
  /** Base64 PEM of the CA bundle; absent only with `allowUnsafe`. */
  caData?: string;
  /** Base64 PEM data, as in the kubeconfig. */
  auth: KubeconfigAuth;
  contextName: string;
  clusterName: string;
  userName: string;
  namespace?: string;
  tlsServerName?: string;
  /** Only ever true with `allowUnsafe`. */
  insecureSkipTlsVerify?: boolean;
}

export interface KubeconfigPolicyOptions {
  /**
   * Admin-only escape hatch, off by default: also accepts an `http://` server, `insecure-skip-tls-verify` and a
   * missing CA. `exec`, `auth-provider`, file paths and proxies stay refused: the normalized shape cannot carry them.
   */
  allowUnsafe?: boolean;
  /**
   * The one file path ever accepted: the server's own ServiceAccount token (`tokenFile` in a user), given only for
   * the cluster IN_CLUSTER=true registers and for the clients built from it. Any other path stays refused.
   */
  inClusterTokenFile?: string;
}

export class KubeconfigPolicyError extends Error {
  override readonly name = 'KubeconfigPolicyError';
  constructor(
    message: string,
    /** The offending field path, e.g. `users[0].user.exec`, when there is one. */
    readonly field?: string,
    /** What to use instead, for the admin. */
    readonly hint?: string,
  ) {
    super(message);
  }
}

const MAX_KUBECONFIG_BYTES = 1024 * 1024;

/** Fields refused in any mode, with a hint for the admin (kept out of the message so it stays predictable). */
const ALWAYS_REFUSED: Record<string, string> = {
  exec: 'it would run a command on the server; use a token or client certificate data',
  'auth-provider': 'use a token or client certificate data',
  'certificate-authority': 'file paths are refused; use certificate-authority-data',
  'client-certificate': 'file paths are refused; use client-certificate-data',
  'client-key': 'file paths are refused; use client-key-data',
  tokenFile: 'file paths are refused; use token',
  'token-file': 'file paths are refused; use token',
  'proxy-url': 'proxies are not supported',
  username: 'basic authentication is not supported',
  password: 'basic authentication is not supported',
  as: 'impersonation is not supported',
  'as-uid': 'impersonation is not supported',
  'as-groups': 'impersonation is not supported',
  'as-user-extra': 'impersonation is not supported',
};

const TOP_LEVEL_FIELDS = new Set([
  'apiVersion',
  'kind',
  'clusters',
  'users',
  'contexts',
  'current-context',
  'preferences',
  'extensions',
]);
const CLUSTER_FIELDS = new Set([
  'server',
  'certificate-authority-data',
  'tls-server-name',
  'insecure-skip-tls-verify',
  'disable-compression',
  'extensions',
]);
const USER_FIELDS = new Set(['token', 'client-certificate-data', 'client-key-data', 'extensions']);
const CONTEXT_FIELDS = new Set(['cluster', 'user', 'namespace', 'extensions']);

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(field: string, reason: string, hint?: string): never {
  throw new KubeconfigPolicyError(`${field} ${reason}`, field, hint);
}

/**
 * Free-form sections (`extensions`, `preferences`) are dropped from what we store, but a refused field hidden in one
 * is still refused: whoever wrote it meant some client to act on it.
 */
function refuseNested(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      refuseNested(item, `${path}[${index}]`);
    });
  } else if (isDict(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const field = `${path}.${key}`;
      const refusal = ALWAYS_REFUSED[key];
      if (refusal) fail(field, 'is not allowed', refusal);
      refuseNested(inner, field);
    }
  }
}

function checkFields(dict: Dict, path: string, allowed: Set<string>, options: KubeconfigPolicyOptions): void {
  for (const key of Object.keys(dict)) {
    const field = `${path}.${key}`;
    if (
      key === 'tokenFile' &&
      allowed === USER_FIELDS &&
      options.inClusterTokenFile !== undefined &&
      dict[key] === options.inClusterTokenFile
    ) {
      continue;
    }
    const refusal = ALWAYS_REFUSED[key];
    if (refusal) fail(field, 'is not allowed', refusal);
    if (key === 'insecure-skip-tls-verify') {
      // kubectl reads only a YAML boolean here; "true" or yes (a string in YAML 1.2) would be a guess either way.
      if (typeof dict[key] !== 'boolean') fail(field, 'must be true or false');
      if (dict[key] === true && !options.allowUnsafe) fail(field, 'is not allowed');
    }
    if (!allowed.has(key)) fail(field, 'is not supported');
    if (key === 'extensions') refuseNested(dict[key], field);
  }
}

function namedEntries(
  config: Dict,
  section: 'clusters' | 'users' | 'contexts',
  inner: string,
): Array<[string, Dict]> {
  const list = config[section];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) fail(section, 'must be a list');
  const seen = new Set<string>();
  return list.map((entry, index) => {
    const path = `${section}[${index}]`;
    if (!isDict(entry)) fail(path, 'must be a mapping');
    if (typeof entry.name !== 'string' || entry.name === '') fail(`${path}.name`, 'is required');
    if (seen.has(entry.name)) fail(`${path}.name`, 'is a duplicate');
    seen.add(entry.name);
    for (const key of Object.keys(entry)) {
      if (key !== 'name' && key !== inner) fail(`${path}.${key}`, 'is not supported');
    }
    const body = entry[inner];
    if (!isDict(body)) fail(`${path}.${inner}`, 'must be a mapping');
    return [entry.name, body];
  });
}

function decodePem(value: unknown, field: string, expected: RegExp): string {
  if (typeof value !== 'string' || value.trim() === '') fail(field, 'must be non-empty base64 data');
  const compact = value.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) fail(field, 'is not valid base64');
  const decoded = Buffer.from(compact, 'base64').toString('utf8');
  if (!expected.test(decoded)) fail(field, 'does not contain the expected PEM block');
  return compact;
}

/**
 * The server URL as parsed, not as typed: what we store and connect to is exactly what was checked. Spaces and
 * control characters are refused outright (the URL parser would silently drop a line break, not refuse it).
 */
function checkServer(value: unknown, field: string, options: KubeconfigPolicyOptions): string {
  if (typeof value !== 'string' || value === '') fail(field, 'is required');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u0020\u007f-\u009f]/u.test(value))
    fail(field, 'must not contain spaces or control characters');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(field, 'is not a valid URL');
  }
  if (url.protocol !== 'https:' && !(options.allowUnsafe && url.protocol === 'http:')) {
    fail(field, 'must be an https:// URL');
  }
  if (url.username !== '' || url.password !== '') fail(field, 'must not contain user information');
  if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
    fail(field, 'must not contain a query or fragment');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function parseYaml(yamlText: string): Dict {
  if (typeof yamlText !== 'string' || yamlText.trim() === '')
    throw new KubeconfigPolicyError('kubeconfig is empty');
  if (Buffer.byteLength(yamlText) > MAX_KUBECONFIG_BYTES) {
    throw new KubeconfigPolicyError('kubeconfig is larger than 1 MiB');
  }
  const lineCounter = new LineCounter();
  // prettyErrors would copy the offending source line (possibly a token) into the message: keep positions only.
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [firstError] = doc.errors;
  if (firstError) {
    const { line, col } = lineCounter.linePos(firstError.pos[0]);
    throw new KubeconfigPolicyError(
      `kubeconfig is not valid YAML (${firstError.code} at line ${line}, column ${col})`,
    );
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 20 });
  } catch {
    throw new KubeconfigPolicyError('kubeconfig is not valid YAML (unresolvable or excessive aliases)');
  }
  if (!isDict(value)) throw new KubeconfigPolicyError('kubeconfig must be a YAML mapping');
  return value;
}

/** Checks a kubeconfig against the policy and returns the one connection it describes; throws `KubeconfigPolicyError`. */
export function validateKubeconfig(
  yamlText: string,
  options: KubeconfigPolicyOptions = {},
): NormalizedKubeconfig {
  const config = parseYaml(yamlText);
  for (const key of Object.keys(config)) {
    if (!TOP_LEVEL_FIELDS.has(key)) fail(key, 'is not supported');
  }
  refuseNested(config.preferences, 'preferences');
  refuseNested(config.extensions, 'extensions');
  if (config.kind !== undefined && config.kind !== 'Config') fail('kind', 'must be Config');

  const clusters = namedEntries(config, 'clusters', 'cluster');
  const users = namedEntries(config, 'users', 'user');
  const contexts = namedEntries(config, 'contexts', 'context');
  clusters.forEach(([, body], i) => {
    checkFields(body, `clusters[${i}].cluster`, CLUSTER_FIELDS, options);
  });
  users.forEach(([, body], i) => {
    checkFields(body, `users[${i}].user`, USER_FIELDS, options);
  });
  contexts.forEach(([, body], i) => {
    checkFields(body, `contexts[${i}].context`, CONTEXT_FIELDS, options);
  });

  let contextName: string;
  let clusterName: string;
  let userName: string;
  let namespace: string | undefined;
  const current = config['current-context'];
  if (current !== undefined && current !== null && current !== '') {
    if (typeof current !== 'string') fail('current-context', 'must be a string');
    const index = contexts.findIndex(([name]) => name === current);
    if (index < 0) fail('current-context', 'names a context that does not exist');
    [contextName] = contexts[index]!;
    ({ clusterName, userName, namespace } = readContext(contexts[index]![1], `contexts[${index}].context`));
  } else if (contexts.length === 1) {
    [contextName] = contexts[0]!;
    ({ clusterName, userName, namespace } = readContext(contexts[0]![1], 'contexts[0].context'));
  } else if (contexts.length === 0 && clusters.length === 1 && users.length === 1) {
    [clusterName] = clusters[0]!;
    [userName] = users[0]!;
    contextName = clusterName;
  } else if (contexts.length === 0) {
    fail('contexts', 'is required when the kubeconfig has several clusters or users');
  } else {
    fail('current-context', 'is required when the kubeconfig has several contexts');
  }

  const clusterIndex = clusters.findIndex(([name]) => name === clusterName);
  if (clusterIndex < 0) fail('clusters', `has no entry for the cluster of context ${quote(contextName)}`);
  const userIndex = users.findIndex(([name]) => name === userName);
  if (userIndex < 0) fail('users', `has no entry for the user of context ${quote(contextName)}`);
  const cluster = clusters[clusterIndex]![1];
  const user = users[userIndex]![1];
  const clusterPath = `clusters[${clusterIndex}].cluster`;
  const userPath = `users[${userIndex}].user`;

  const result: NormalizedKubeconfig = {
    server: checkServer(cluster.server, `${clusterPath}.server`, options),
    auth: readAuth(user, userPath, options),
    contextName,
    clusterName,
    userName,
  };
  if (cluster['certificate-authority-data'] !== undefined) {
    result.caData = decodePem(
      cluster['certificate-authority-data'],
      `${clusterPath}.certificate-authority-data`,
      /-----BEGIN CERTIFICATE-----/,
    );
  } else if (!options.allowUnsafe) {
    fail(`${clusterPath}.certificate-authority-data`, 'is required');
  }
  if (cluster['insecure-skip-tls-verify'] === true) result.insecureSkipTlsVerify = true;
  const tlsServerName = cluster['tls-server-name'];
  if (tlsServerName !== undefined) {
    if (typeof tlsServerName !== 'string' || tlsServerName === '') {
      fail(`${clusterPath}.tls-server-name`, 'must be a non-empty string');
    }
    result.tlsServerName = tlsServerName;
  }
  if (namespace !== undefined) result.namespace = namespace;
  return result;
}

function readContext(
  context: Dict,
  path: string,
): { clusterName: string; userName: string; namespace: string | undefined } {
  if (typeof context.cluster !== 'string' || context.cluster === '') fail(`${path}.cluster`, 'is required');
  if (typeof context.user !== 'string' || context.user === '') fail(`${path}.user`, 'is required');
  let namespace: string | undefined;
  if (context.namespace !== undefined && context.namespace !== null && context.namespace !== '') {
    if (
      typeof context.namespace !== 'string' ||
      !/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/.test(context.namespace)
    ) {
      fail(`${path}.namespace`, 'is not a valid namespace name');
    }
    namespace = context.namespace;
  }
  return { clusterName: context.cluster, userName: context.user, namespace };
}

function readAuth(user: Dict, path: string, options: KubeconfigPolicyOptions): KubeconfigAuth {
  const hasToken = user.token !== undefined;
  const hasCert = user['client-certificate-data'] !== undefined || user['client-key-data'] !== undefined;
  if (hasToken && hasCert) fail(path, 'must use either a token or a client certificate, not both');
  if (user.tokenFile !== undefined) {
    // checkFields lets only options.inClusterTokenFile through; checked again where it becomes the credentials.
    if (user.tokenFile !== options.inClusterTokenFile) fail(`${path}.tokenFile`, 'is not allowed');
    if (hasToken || hasCert) fail(path, 'must use either a token file or other credentials, not both');
    return { tokenFile: options.inClusterTokenFile };
  }
  if (hasToken) {
    // A token with a line break could inject headers; printable ASCII without spaces is what bearer tokens are.
    if (typeof user.token !== 'string' || !/^[\x21-\x7e]+$/.test(user.token)) {
      fail(`${path}.token`, 'must be a non-empty token without spaces or line breaks');
    }
    return { token: user.token };
  }
  if (hasCert) {
    if (user['client-certificate-data'] === undefined) fail(`${path}.client-certificate-data`, 'is required');
    if (user['client-key-data'] === undefined) fail(`${path}.client-key-data`, 'is required');
    return {
      clientCertData: decodePem(
        user['client-certificate-data'],
        `${path}.client-certificate-data`,
        /-----BEGIN CERTIFICATE-----/,
      ),
      clientKeyData: decodePem(
        user['client-key-data'],
        `${path}.client-key-data`,
        /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      ),
    };
  }
  fail(path, 'has no credentials (a token or client-certificate-data and client-key-data is required)');
}

/** A minimal kubeconfig holding exactly the normalized connection: what we store, encrypted, for a cluster. */
export function toKubeconfigYaml(config: NormalizedKubeconfig): string {
  const cluster: Dict = { server: config.server };
  if (config.caData) cluster['certificate-authority-data'] = config.caData;
  if (config.tlsServerName) cluster['tls-server-name'] = config.tlsServerName;
  if (config.insecureSkipTlsVerify) cluster['insecure-skip-tls-verify'] = true;
  const user: Dict =
    'token' in config.auth
      ? { token: config.auth.token }
      : 'tokenFile' in config.auth
        ? { tokenFile: config.auth.tokenFile }
        : {
            'client-certificate-data': config.auth.clientCertData,
            'client-key-data': config.auth.clientKeyData,
          };
  const context: Dict = { cluster: config.clusterName, user: config.userName };
  if (config.namespace) context.namespace = config.namespace;
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: config.clusterName, cluster }],
    users: [{ name: config.userName, user }],
    contexts: [{ name: config.contextName, context }],
    'current-context': config.contextName,
  });
}
