import type { ResourceAmount } from '../kube/cluster-queue.ts';
import { formatBytes, formatCpu, millisToCores } from '../kube/quantity.ts';
import { builder } from './builder.ts';

// The resource vocabulary of ARCHITECTURE §11, shared by limits, requests, versions and refusals.

/** Kubernetes notation of an exact amount: cpu in milli-units, memory and storage in bytes, the rest whole units. */
export function formatResource(resource: string, value: bigint): string {
  if (resource === 'cpu') return formatCpu(value);
  if (resource === 'memory' || resource.endsWith('storage')) return formatBytes(value);
  return value.toString();
}

export const ResourceQuantityRef = builder.objectRef<ResourceAmount>('ResourceQuantity').implement({
  description:
    'An amount of one resource ("cpu", "memory", "nvidia.com/gpu"): as a Kubernetes quantity and as a number.',
  fields: (t) => ({
    name: t.exposeString('name'),
    quantity: t.string({
      description: 'Kubernetes quantity: "2", "500m", "64Gi".',
      resolve: (q) => formatResource(q.name, q.amount),
    }),
    amount: t.float({
      description: 'Cores for cpu, bytes for memory, units for everything else.',
      resolve: (q) => (q.name === 'cpu' ? millisToCores(q.amount) : Number(q.amount)),
    }),
  }),
});

export const LabelRef = builder
  .objectRef<{ key: string; value: string }>('Label')
  .implement({ fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }) });

/** Labels as GraphQL lists them: sorted by key. */
export const labelList = (labels: Readonly<Record<string, string>> | null | undefined) =>
  Object.entries(labels ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => ({ key, value }));

export interface FlavorAssignmentData {
  coveredResources: string[];
  flavor: string;
}

export const FlavorAssignmentRef = builder.objectRef<FlavorAssignmentData>('FlavorAssignment').implement({
  description: 'The flavor of one resource group: which resources it holds for this workload.',
  fields: (t) => ({
    coveredResources: t.exposeStringList('coveredResources'),
    flavor: t.exposeString('flavor'),
  }),
});

export const ResourceQuantityInput = builder.inputType('ResourceQuantityInput', {
  description:
    'An extended resource and how many of it, e.g. { name: "nvidia.com/gpu", quantity: "2" }: a domain-prefixed name and a whole number above zero.',
  fields: (t) => ({
    name: t.string({ required: true }),
    quantity: t.string({ required: true }),
  }),
});
