import { readFile } from 'node:fs/promises';
import { isIPv6 } from 'node:net';
import path from 'node:path';
import { stringify } from 'yaml';

/**
 * The cluster this server runs in, as its pod sees it (IN_CLUSTER=true): the API server from
 * KUBERNETES_SERVICE_HOST/PORT, and from the ServiceAccount folder (SERVICE_ACCOUNT_DIR, default
 * /var/run/secrets/kubernetes.io/serviceaccount) the CA (`ca.crt`, stored inline), the namespace (`namespace`) and
 * the token (`token`), which is never stored: the kubeconfig names the token file, the one file path the kubeconfig
 * policy accepts (and only from here), and each server re-reads its own file as the kubelet rotates it.
 */
export interface InClusterSettings {
  serviceAccountDir: string;
  host: string;
  port: number;
}

export class InClusterError extends Error {
  override readonly name = 'InClusterError';
}

/** The token file of the ServiceAccount folder: what the policy lets through for this cluster only. */
export function inClusterTokenFile(serviceAccountDir: string): string {
  return path.join(serviceAccountDir, 'token');
}

async function readPart(dir: string, file: string): Promise<string> {
  try {
    return await readFile(path.join(dir, file), 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unreadable';
    throw new InClusterError(
      `IN_CLUSTER: cannot read ${file} in the ServiceAccount folder ${dir} (${code}); is a ServiceAccount token mounted?`,
    );
  }
}

/** Reads the ServiceAccount folder: a kubeconfig in the policy's shape (token by file) and the namespace. */
export async function readInClusterKubeconfig(
  settings: InClusterSettings,
): Promise<{ kubeconfig: string; namespace: string; server: string }> {
  const dir = settings.serviceAccountDir;
  const ca = await readPart(dir, 'ca.crt');
  const namespaceText = await readPart(dir, 'namespace');
  const token = await readPart(dir, 'token');
  if (token.trim() === '') throw new InClusterError(`IN_CLUSTER: the token in ${dir} is empty`);
  const namespace = namespaceText.trim();
  const host = isIPv6(settings.host) ? `[${settings.host}]` : settings.host;
  const server = `https://${host}:${settings.port}`;
  const kubeconfig = stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      {
        name: 'in-cluster',
        cluster: { server, 'certificate-authority-data': Buffer.from(ca).toString('base64') },
      },
    ],
    users: [{ name: 'service-account', user: { tokenFile: inClusterTokenFile(dir) } }],
    contexts: [
      { name: 'in-cluster', context: { cluster: 'in-cluster', user: 'service-account', namespace } },
    ],
    'current-context': 'in-cluster',
  });
  return { kubeconfig, namespace, server };
}

/**
 * A ServiceAccount token read from its file, re-read at most every `refreshMs` (client-go refreshes every minute;
 * the kubelet rotates a projected token well before it expires).
 */
export class TokenFileReader {
  #token: string | undefined;
  #readAt = 0;

  constructor(
    readonly file: string,
    private readonly refreshMs = 60_000,
    private readonly read: (file: string) => string,
  ) {}

  token(now = Date.now()): string | undefined {
    if (this.#token === undefined || now - this.#readAt > this.refreshMs) {
      try {
        const value = this.read(this.file).trim();
        // Printable ASCII without spaces, as the policy demands of inline tokens: nothing else goes into a header.
        if (/^[\x21-\x7e]+$/.test(value)) this.#token = value;
      } catch {
        // Keep the last token: the file is replaced atomically, a failed read is a passing moment.
      }
      this.#readAt = now;
    }
    return this.#token;
  }
}
