/**
 * Whether a ResourceFlavor's `nodeLabels` can satisfy a pod's node selector and required node affinity, as
 * Kueue's flavor assigner decides it (`flavorSelector` in pkg/scheduler/flavorassigner): only the keys the flavor
 * itself labels are considered; a required-affinity term left without expressions matches any flavor (terms are
 * ORed), and the flavor's labels are matched as if they were a node's (kube-scheduler's NodeAffinity filter).
 */

interface Requirement {
  key: string;
  operator: string;
  values?: string[];
}

interface PodSpecLike {
  nodeSelector?: Record<string, string>;
  affinity?: {
    nodeAffinity?: {
      requiredDuringSchedulingIgnoredDuringExecution?: {
        nodeSelectorTerms?: { matchExpressions?: Requirement[]; matchFields?: Requirement[] }[];
      };
    };
  };
}

function matchesRequirement(r: Requirement, labels: Record<string, string>): boolean {
  const has = Object.hasOwn(labels, r.key);
  const v = labels[r.key];
  const values = r.values ?? [];
  switch (r.operator) {
    case 'In':
      return has && values.includes(v!);
    case 'NotIn':
      return !has || !values.includes(v!);
    case 'Exists':
      return has;
    case 'DoesNotExist':
      return !has;
    case 'Gt':
    case 'Lt': {
      if (!has || values.length !== 1) return false;
      const a = Number.parseInt(v!, 10);
      const b = Number.parseInt(values[0]!, 10);
      if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
      return r.operator === 'Gt' ? a > b : a < b;
    }
    default:
      return false;
  }
}

/** True when a flavor with these `nodeLabels` fits the pod's nodeSelector and required node affinity. */
export function flavorMatchesPod(
  spec: PodSpecLike | undefined,
  nodeLabels: Record<string, string> | undefined,
): boolean {
  const labels = nodeLabels ?? {};
  const keys = new Set(Object.keys(labels));
  for (const [k, v] of Object.entries(spec?.nodeSelector ?? {})) {
    if (keys.has(k) && labels[k] !== v) return false;
  }
  const terms =
    spec?.affinity?.nodeAffinity?.requiredDuringSchedulingIgnoredDuringExecution?.nodeSelectorTerms;
  if (!terms || terms.length === 0) return true;
  const relevant: Requirement[][] = [];
  for (const t of terms) {
    const exprs = (t.matchExpressions ?? []).filter((e) => keys.has(e.key));
    // A term without relevant expressions matches every flavor: the terms are ORed.
    if (exprs.length === 0) return true;
    relevant.push(exprs);
  }
  return relevant.some((exprs) => exprs.every((e) => matchesRequirement(e, labels)));
}

interface Taint {
  key: string;
  value?: string;
  effect: string;
}
interface Toleration {
  key?: string;
  operator?: string;
  value?: string;
  effect?: string;
}

function tolerates(t: Toleration, taint: Taint): boolean {
  if (t.effect && t.effect !== taint.effect) return false;
  if (t.operator === 'Exists') return !t.key || t.key === taint.key;
  return (t.key ?? '') === taint.key && (t.value ?? '') === (taint.value ?? '');
}

/**
 * The first of a flavor's `nodeTaints` (NoSchedule / NoExecute) that neither the pod's tolerations nor the
 * flavor's own `tolerations` tolerate, formatted as Kubernetes prints a taint (`key=value:Effect`); else undefined.
 */
export function untoleratedTaint(
  podTolerations: Toleration[] | undefined,
  flavorSpec: { nodeTaints?: Taint[]; tolerations?: Toleration[] } | undefined,
): string | undefined {
  const tolerations = [...(podTolerations ?? []), ...(flavorSpec?.tolerations ?? [])];
  for (const taint of flavorSpec?.nodeTaints ?? []) {
    if (taint.effect !== 'NoSchedule' && taint.effect !== 'NoExecute') continue;
    if (tolerations.some((t) => tolerates(t, taint))) continue;
    return `${taint.key}${taint.value ? `=${taint.value}` : ''}:${taint.effect}`;
  }
  return undefined;
}
