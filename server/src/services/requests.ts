import type { ExtendedRequest, RequestedResources } from '@kueue-batch/rules';
import { INT64_MAX, parseCpuMillis, parseMemoryBytes, QuantityError } from '../kube/quantity.ts';
import { quote } from '../text.ts';
import type { FieldIssue } from './errors.ts';

/** Resource requests as a client sends them: Kubernetes quantities and a deadline in seconds. */
export interface ResourceRequestsInput {
  cpu?: string | null;
  memory?: string | null;
  deadlineSeconds?: number | null;
  /** Extended resources: domain-prefixed names, whole numbers above zero (ARCHITECTURE §11). */
  extended?: ReadonlyArray<{ name: string; quantity: string }> | null;
  /** Run only on this flavor. */
  flavor?: string | null;
  /** The cluster's WorkloadPriorityClass to run with (ARCHITECTURE §16); omitted: the cluster's default. */
  priorityClass?: string | null;
}

/** A parsed request: exact cpu/memory/deadline, extended resources in whole units, the pinned flavor and class. */
export interface ParsedRequests extends RequestedResources {
  extended: ExtendedRequest[];
  flavor: string | null;
  priorityClass: string | null;
}

/** At most this many extended resources in one request (clusters offer a handful). */
export const EXTENDED_MAX_ITEMS = 16;
/** The largest count of one extended resource (far above any node; keeps every amount exact as a number). */
export const EXTENDED_MAX_QUANTITY = 1_000_000n;
/** Resource names that are Kubernetes' own, never extended. */
const NATIVE_RESOURCES = new Set(['cpu', 'memory', 'ephemeral-storage', 'storage', 'pods']);
// Kubernetes' qualified name: an optional DNS-subdomain prefix, "/", and a name of at most 63 characters.
const DNS_LABEL = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS_SUBDOMAIN = new RegExp(`^${DNS_LABEL}(\\.${DNS_LABEL})*$`);
const NAME_PART = /^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
/** A Kubernetes object name (DNS subdomain): what a ResourceFlavor's name is. */
const FLAVOR_NAME = DNS_SUBDOMAIN;
export const FLAVOR_NAME_MAX = 253;

/**
 * Why `name` is not an extended resource name, or null (Kubernetes' IsExtendedResourceName): a qualified name with
 * a domain prefix ("vendor.com/name"), outside the kubernetes.io domains, not "requests."-prefixed.
 */
export function extendedNameProblem(name: string): string | null {
  if (NATIVE_RESOURCES.has(name) || name.startsWith('hugepages-'))
    return `${quote(name)} is not an extended resource (set cpu and memory with their own fields)`;
  const slash = name.indexOf('/');
  if (slash < 0)
    return `${quote(name)} has no domain prefix: extended resources are named like "nvidia.com/gpu"`;
  const prefix = name.slice(0, slash);
  const rest = name.slice(slash + 1);
  if (
    prefix.length > 253 ||
    !DNS_SUBDOMAIN.test(prefix) ||
    rest.length === 0 ||
    rest.length > 63 ||
    !NAME_PART.test(rest)
  )
    return `${quote(name)} is not a valid resource name (a DNS domain, "/", then at most 63 letters, digits, "-", "_" or ".", e.g. "nvidia.com/gpu")`;
  if (prefix === 'kubernetes.io' || prefix.endsWith('.kubernetes.io') || name.startsWith('requests.'))
    return `${quote(name)} is in a domain Kubernetes keeps for its own resources`;
  return null;
}

/** Parses `extended` and `flavor`, every problem on its field under `prefix`. */
function parseExtended(
  input: ResourceRequestsInput,
  prefix: string,
  issues: FieldIssue[],
): Pick<ParsedRequests, 'extended' | 'flavor' | 'priorityClass'> {
  const extended: ExtendedRequest[] = [];
  const items = input.extended ?? [];
  if (items.length > EXTENDED_MAX_ITEMS) {
    issues.push({
      field: `${prefix}.extended`,
      message: `at most ${EXTENDED_MAX_ITEMS} extended resources (got ${items.length})`,
    });
  } else {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const field = `${prefix}.extended[${i}]`;
      const nameProblem = extendedNameProblem(item.name);
      if (nameProblem) issues.push({ field: `${field}.name`, message: nameProblem });
      else if (seen.has(item.name))
        issues.push({ field: `${field}.name`, message: `${quote(item.name)} is requested twice` });
      seen.add(item.name);
      const quantity = item.quantity.trim();
      if (!/^[0-9]+$/.test(quantity)) {
        issues.push({
          field: `${field}.quantity`,
          message: quantity.startsWith('-')
            ? `${quote(item.quantity)}: a count of ${item.name} must be above zero`
            : `${quote(item.quantity)} is not a whole number: ${item.name} is counted in whole units (Kubernetes refuses fractions of an extended resource), e.g. "1" or "2"`,
        });
      } else if (BigInt(quantity) === 0n) {
        issues.push({
          field: `${field}.quantity`,
          message: `${quote(item.quantity)}: ask for at least 1 ${item.name}, or leave it out`,
        });
      } else if (BigInt(quantity) > EXTENDED_MAX_QUANTITY) {
        issues.push({
          field: `${field}.quantity`,
          message: `${quote(item.quantity)} is more than any cluster offers (at most ${EXTENDED_MAX_QUANTITY})`,
        });
      } else if (!nameProblem) {
        extended.push({ name: item.name, quantity: BigInt(quantity) });
      }
    });
  }
  let flavor: string | null = null;
  if (input.flavor != null) {
    if (input.flavor.length > FLAVOR_NAME_MAX || !FLAVOR_NAME.test(input.flavor))
      issues.push({
        field: `${prefix}.flavor`,
        message: `${quote(input.flavor)} is not a flavor name (lowercase letters, digits, "-" and ".")`,
      });
    else flavor = input.flavor;
  }
  let priorityClass: string | null = null;
  if (input.priorityClass != null) {
    // A WorkloadPriorityClass is a Kubernetes object: its name is a DNS subdomain.
    if (input.priorityClass.length > FLAVOR_NAME_MAX || !FLAVOR_NAME.test(input.priorityClass))
      issues.push({
        field: `${prefix}.priorityClass`,
        message: `${quote(input.priorityClass)} is not a priority class name (lowercase letters, digits, "-" and ".")`,
      });
    else priorityClass = input.priorityClass;
  }
  return { extended, flavor, priorityClass };
}

/** Parses requests exactly (milli-cores, bytes); every problem is reported with its field under `prefix`. */
export function parseRequests(
  input: ResourceRequestsInput,
  prefix = 'requests',
): { parsed: ParsedRequests; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const parse = (field: 'cpu' | 'memory', fn: (s: string) => bigint): bigint | null => {
    const value = input[field];
    if (value === undefined || value === null) return null;
    try {
      const n = fn(value);
      if (n <= 0n) {
        issues.push({ field: `${prefix}.${field}`, message: `${field} must be greater than zero` });
        return null;
      }
      if (n > INT64_MAX) {
        // Kubernetes keeps quantities in 64 bits (and so do we): nothing larger can be requested anywhere.
        issues.push({
          field: `${prefix}.${field}`,
          message: `${quote(value)} is larger than any cluster can hold`,
        });
        return null;
      }
      return n;
    } catch (error) {
      if (!(error instanceof QuantityError)) throw error;
      issues.push({
        field: `${prefix}.${field}`,
        message: `${quote(value)} is not a valid Kubernetes quantity (${error.message})`,
      });
      return null;
    }
  };
  const cpuMillis = parse('cpu', parseCpuMillis);
  const memoryBytes = parse('memory', parseMemoryBytes);
  const deadlineSeconds = input.deadlineSeconds ?? null;
  if (deadlineSeconds !== null && deadlineSeconds < 1) {
    issues.push({ field: `${prefix}.deadlineSeconds`, message: 'deadlineSeconds must be at least 1' });
  }
  const { extended, flavor, priorityClass } = parseExtended(input, prefix, issues);
  return { parsed: { cpuMillis, memoryBytes, deadlineSeconds, extended, flavor, priorityClass }, issues };
}

/** A parsed per-pod request times `n` pods (a podset's total, ARCHITECTURE §19). */
export function scaleRequests(parsed: ParsedRequests, n: number): ParsedRequests {
  if (n === 1) return parsed;
  const k = BigInt(n);
  return {
    ...parsed,
    cpuMillis: parsed.cpuMillis == null ? null : parsed.cpuMillis * k,
    memoryBytes: parsed.memoryBytes == null ? null : parsed.memoryBytes * k,
    extended: parsed.extended.map((e) => ({ name: e.name, quantity: e.quantity * k })),
  };
}
