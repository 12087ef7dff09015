// @peculiar/x509 resolves its services through tsyringe, which only checks that Reflect.getMetadata exists.
// This minimal metadata store satisfies it without adding reflect-metadata to the dependency tree.
type MetadataMap = Map<unknown, unknown>;
const store = new WeakMap<object, Map<PropertyKey | undefined, MetadataMap>>();

function table(target: object, key: PropertyKey | undefined, create: boolean): MetadataMap | undefined {
  let byKey = store.get(target);
  if (!byKey) {
    if (!create) return undefined;
    byKey = new Map();
    store.set(target, byKey);
  }
  let map = byKey.get(key);
  if (!map && create) {
    map = new Map();
    byKey.set(key, map);
  }
  return map;
}

const R = Reflect as unknown as Record<string, unknown>;
if (typeof R.getMetadata !== 'function') {
  const getOwn = (k: unknown, target: object, p?: PropertyKey) => table(target, p, false)?.get(k);
  const get = (k: unknown, target: object, p?: PropertyKey): unknown => {
    for (let t: object | null = target; t; t = Object.getPrototypeOf(t)) {
      const m = table(t, p, false);
      if (m?.has(k)) return m.get(k);
    }
    return undefined;
  };
  R.defineMetadata = (k: unknown, v: unknown, target: object, p?: PropertyKey) =>
    table(target, p, true)!.set(k, v);
  R.getOwnMetadata = getOwn;
  R.getMetadata = get;
  R.hasMetadata = (k: unknown, target: object, p?: PropertyKey) => get(k, target, p) !== undefined;
  R.hasOwnMetadata = (k: unknown, target: object, p?: PropertyKey) => getOwn(k, target, p) !== undefined;
  R.metadata = (k: unknown, v: unknown) => (target: object, p?: PropertyKey) =>
    table(target, p, true)!.set(k, v);
}

export {};
