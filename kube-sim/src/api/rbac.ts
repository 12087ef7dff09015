/**
 * ServiceAccounts with RBAC rules, beside the cluster's all-powerful token: a token per ServiceAccount, a Role's
 * rules in the namespaces it is bound in and a ClusterRole's cluster-wide, checked as the RBAC authorizer checks
 * them (group, resource or `resource/subresource`, verb, resourceNames; `*` wildcards). A refusal answers 403 with
 * the API server's wording.
 */

export interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  resourceNames?: string[];
}

export interface ServiceAccountConfig {
  namespace: string;
  name: string;
  /** Bearer token; generated when omitted. */
  token?: string;
  /** A Role's rules, bound in `roleNamespaces` (default: the ServiceAccount's namespace). */
  rules?: PolicyRule[];
  roleNamespaces?: string[];
  /** A ClusterRole's rules, bound cluster-wide. */
  clusterRules?: PolicyRule[];
}

/** Who sent a request. Without rules: the cluster's administrator token, allowed everything. */
export interface Identity {
  user: string;
  rules?: { namespaced: Map<string, PolicyRule[]>; cluster: PolicyRule[] };
}

export function serviceAccountUser(namespace: string, name: string): string {
  return `system:serviceaccount:${namespace}:${name}`;
}

export function identityOf(sa: ServiceAccountConfig): Identity {
  const namespaced = new Map<string, PolicyRule[]>();
  for (const ns of sa.roleNamespaces ?? [sa.namespace]) namespaced.set(ns, sa.rules ?? []);
  return {
    user: serviceAccountUser(sa.namespace, sa.name),
    rules: { namespaced, cluster: sa.clusterRules ?? [] },
  };
}

const has = (list: string[], v: string) => list.includes('*') || list.includes(v);

function ruleAllows(
  r: PolicyRule,
  verb: string,
  group: string,
  resource: string,
  name: string | undefined,
): boolean {
  if (!has(r.apiGroups, group) || !has(r.verbs, verb)) return false;
  const [base] = resource.split('/');
  if (!has(r.resources, resource) && !(resource.includes('/') && r.resources.includes(`${base}/*`)))
    return false;
  if (r.resourceNames?.length) return name !== undefined && r.resourceNames.includes(name);
  return true;
}

/** Whether the identity may `verb` `resource` (`pods/log` for a subresource) of `group` in `namespace`. */
export function allows(
  id: Identity,
  verb: string,
  group: string,
  resource: string,
  namespace: string | undefined,
  name: string | undefined,
): boolean {
  if (!id.rules) return true;
  const rules = [
    ...id.rules.cluster,
    ...(namespace !== undefined ? (id.rules.namespaced.get(namespace) ?? []) : []),
  ];
  return rules.some((r) => ruleAllows(r, verb, group, resource, name));
}

export function serviceAccountProblems(list: unknown, at: string): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [`${at} must be a list`];
  const p: string[] = [];
  list.forEach((sa: Partial<ServiceAccountConfig>, i) => {
    const here = `${at}[${i}]`;
    if (typeof sa?.namespace !== 'string' || !sa.namespace) p.push(`${here}.namespace is required`);
    if (typeof sa?.name !== 'string' || !sa.name) p.push(`${here}.name is required`);
    if (sa?.token !== undefined && (typeof sa.token !== 'string' || !sa.token || /\s/.test(sa.token)))
      p.push(`${here}.token must be a non-empty string without spaces`);
    for (const key of ['rules', 'clusterRules'] as const) {
      const rules = sa?.[key];
      if (rules === undefined) continue;
      if (!Array.isArray(rules)) {
        p.push(`${here}.${key} must be a list`);
        continue;
      }
      rules.forEach((r, j) => {
        for (const f of ['apiGroups', 'resources', 'verbs'] as const)
          if (!Array.isArray(r?.[f])) p.push(`${here}.${key}[${j}].${f} must be a list of strings`);
      });
    }
  });
  return p;
}
