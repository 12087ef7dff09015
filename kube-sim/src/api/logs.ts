import type { ServerResponse } from 'node:http';
import { rfc3339Nano } from '../clock.ts';
import { badRequest, invalid, notFound } from '../status.ts';
import { type ApiContext, boolParam, type Reply } from './context.ts';

/* A pod's `log` subresource: container choice, previous, tail, since, limitBytes, timestamps and follow. */

export function podLogs(
  api: ApiContext,
  namespace: string,
  name: string,
  q: URLSearchParams,
  res: ServerResponse,
): Reply | undefined {
  // Like a GET of the pod, a log read in a missing namespace answers that the pod is not found (v1.37).
  const pod = api.core.store.get('pods', namespace, name);
  if (!pod) throw notFound('pods', '', name);
  const containers: string[] = (pod.spec?.containers ?? []).map((c: { name: string }) => c.name);
  let container = q.get('container') ?? undefined;
  if (!container) {
    const dflt = pod.metadata.annotations?.['kubectl.kubernetes.io/default-container'];
    if (containers.length === 1) container = containers[0];
    else if (dflt && containers.includes(dflt)) container = dflt;
    else
      throw badRequest(
        `a container name must be specified for pod ${name}, choose one of: [${containers.join(' ')}]`,
      );
  }
  if (!containers.includes(container!))
    throw badRequest(`container ${container} is not valid for pod ${name}`);
  const previous = boolParam(q.get('previous'));
  const follow = boolParam(q.get('follow'));
  const timestamps = boolParam(q.get('timestamps'));
  const tailLines = q.has('tailLines') ? Number(q.get('tailLines')) : undefined;
  const limitBytes = q.has('limitBytes') ? Number(q.get('limitBytes')) : undefined;
  const sinceSeconds = q.has('sinceSeconds') ? Number(q.get('sinceSeconds')) : undefined;
  const sinceTime = q.get('sinceTime') ? Date.parse(q.get('sinceTime')!) : undefined;
  if (sinceSeconds !== undefined && (!Number.isFinite(sinceSeconds) || sinceSeconds < 1)) {
    throw invalid('PodLogOptions', '', '', [
      {
        type: 'FieldValueInvalid',
        field: 'sinceSeconds',
        badValue: sinceSeconds,
        detail: 'must be greater than 0',
      },
    ]);
  }
  const snapshot = api.ctx.kubelet.logs(namespace, name, container!, previous);
  if (!snapshot.exists) {
    if (previous) throw badRequest(`previous terminated container "${container}" in pod "${name}" not found`);
    const reason = snapshot.waitingReason ?? 'ContainerCreating';
    // the kubelet's wording for the common pending failures (validateContainerLogStatus)
    const why =
      reason === 'ErrImagePull'
        ? "image can't be pulled"
        : reason === 'ImagePullBackOff'
          ? 'trying and failing to pull image'
          : reason;
    throw badRequest(`container "${container}" in pod "${name}" is waiting to start: ${why}`);
  }
  const since = sinceSeconds !== undefined ? api.core.now() - sinceSeconds * 1000 : sinceTime;
  const format = (l: { at: number; text: string }) =>
    timestamps ? `${rfc3339Nano(l.at)} ${l.text}\n` : `${l.text}\n`;
  let lines = snapshot.lines.filter((l) => since === undefined || l.at >= since);
  if (tailLines !== undefined && tailLines >= 0) lines = lines.slice(Math.max(0, lines.length - tailLines));
  let budget = limitBytes !== undefined && limitBytes > 0 ? limitBytes : Number.POSITIVE_INFINITY;
  const take = (s: string): string => {
    if (budget <= 0) return '';
    const b = Buffer.from(s);
    if (b.length <= budget) {
      budget -= b.length;
      return s;
    }
    const cut = b.subarray(0, budget).toString('utf8');
    budget = 0;
    return cut;
  };
  if (!follow || !snapshot.running) {
    // Like the kubelet, stop reading the log once limitBytes are sent (no formatting of the rest).
    const parts: string[] = [];
    for (const l of lines) {
      if (budget <= 0) break;
      parts.push(take(format(l)));
    }
    return { status: 200, body: parts.join(''), contentType: 'text/plain' };
  }
  res.writeHead(200, {
    'Content-Type': 'text/plain',
    'Cache-Control': 'no-cache, private',
    'Transfer-Encoding': 'chunked',
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  for (const l of lines) res.write(take(format(l)));
  let sentUntil = snapshot.lines.length ? snapshot.lines[snapshot.lines.length - 1]!.at : -1;
  let sentCount = snapshot.lines.length;
  const uid = pod.metadata.uid as string;
  const pump = () => {
    if (res.writableEnded) return;
    const now = api.ctx.kubelet.logs(namespace, name, container!, false);
    const fresh = now.lines.slice(sentCount);
    for (const l of fresh) {
      const chunk = take(format(l));
      if (chunk) res.write(chunk);
      sentUntil = l.at;
    }
    sentCount = now.lines.length;
    if (!now.exists || !now.running || budget <= 0) {
      unsubscribe();
      res.end();
    }
  };
  const unsubscribe = api.ctx.kubelet.onLogChange(uid, pump);
  res.on('close', () => unsubscribe());
  void sentUntil;
  return undefined;
}
