/** Faults a simulated cluster can be told to show, per cluster, at start-up or at runtime. */
export interface Faults {
  /** Extra delay before every API response, in (real) milliseconds. */
  latencyMs?: number;
  /** Accept TCP and TLS, read requests, never answer. */
  hang?: boolean;
  /** Close the listening socket (connections fail fast with ECONNREFUSED); reopened on the same port when cleared. */
  refuse?: boolean;
  /** Fraction (0..1) of API requests answered with a 5xx Status. */
  errorRate?: number;
  /** Status code used by `errorRate` (500 InternalError by default; 502, 503, 504 and 429 are understood too). */
  errorCode?: number;
  /** Every request gets 401 Unauthorized, as after a token rotation. */
  unauthorized?: boolean;
  /** ClusterQueues (all, or the named ones) are absent from the API: 404 on get, left out of lists and watches. */
  clusterQueueMissing?: boolean | string[];
  /** ClusterQueues are served malformed: `true`/`badQuantity` (unparseable nominalQuota), `wrongTypes`, `noResourceGroups`. */
  clusterQueueMalformed?: boolean | 'badQuantity' | 'wrongTypes' | 'noResourceGroups';
  /** 403 Forbidden for every resource (true) or for the named resources (`clusterqueues`, `jobs`, ...). */
  forbidden?: boolean | string[];
}

export const FAULT_KEYS: (keyof Faults)[] = [
  'latencyMs',
  'hang',
  'refuse',
  'errorRate',
  'errorCode',
  'unauthorized',
  'clusterQueueMissing',
  'clusterQueueMalformed',
  'forbidden',
];

/** Checks a partial fault set (from config or the control API); returns a list of problems. */
export function faultProblems(f: unknown): string[] {
  if (typeof f !== 'object' || f === null || Array.isArray(f)) return ['faults must be an object'];
  const problems: string[] = [];
  for (const [k, v] of Object.entries(f)) {
    if (!FAULT_KEYS.includes(k as keyof Faults)) {
      problems.push(`unknown fault "${k}" (known: ${FAULT_KEYS.join(', ')})`);
      continue;
    }
    if (v === undefined || v === null) continue;
    switch (k) {
      case 'latencyMs':
        if (typeof v !== 'number' || v < 0) problems.push('latencyMs must be a number >= 0');
        break;
      case 'errorRate':
        if (typeof v !== 'number' || v < 0 || v > 1)
          problems.push('errorRate must be a number between 0 and 1');
        break;
      case 'errorCode':
        if (typeof v !== 'number' || ![429, 500, 502, 503, 504].includes(v))
          problems.push('errorCode must be one of 429, 500, 502, 503, 504');
        break;
      case 'clusterQueueMissing':
      case 'forbidden':
        if (typeof v !== 'boolean' && !(Array.isArray(v) && v.every((x) => typeof x === 'string')))
          problems.push(`${k} must be a boolean or a list of names`);
        break;
      case 'clusterQueueMalformed':
        if (
          typeof v !== 'boolean' &&
          !['badQuantity', 'wrongTypes', 'noResourceGroups'].includes(v as string)
        )
          problems.push(
            'clusterQueueMalformed must be a boolean or one of badQuantity, wrongTypes, noResourceGroups',
          );
        break;
      default:
        if (typeof v !== 'boolean') problems.push(`${k} must be a boolean`);
    }
  }
  return problems;
}
