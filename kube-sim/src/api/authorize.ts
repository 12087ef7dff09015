import type { ResourceDef } from '../resources/registry.ts';
import { forbidden } from '../status.ts';
import type { ApiContext } from './context.ts';
import { allows, type Identity } from './rbac.ts';

/** The RBAC check of a resource request (and the `forbidden` fault): 403 with the API server's wording. */
export function authorize(
  api: ApiContext,
  identity: Identity,
  def: ResourceDef,
  verb: string,
  namespace: string | undefined,
  name: string | undefined,
  sub: string | undefined,
): void {
  const f = api.ctx.faults().forbidden;
  const resource = sub ? `${def.plural}/${sub}` : def.plural;
  if (
    f === true ||
    (Array.isArray(f) && (f.includes(def.plural) || f.includes(def.key))) ||
    !allows(identity, verb, def.group, resource, namespace, name)
  ) {
    throw forbidden(identity.user, verb, def.plural, def.group, namespace, name, sub);
  }
}
