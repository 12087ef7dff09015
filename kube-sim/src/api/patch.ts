import { ApiError, badRequest } from '../status.ts';

type Json = unknown;

function isObj(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** RFC 7386 JSON merge patch. */
export function mergePatch(target: Json, patch: Json): Json {
  if (!isObj(patch)) return structuredClone(patch);
  const out: Record<string, Json> = isObj(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/** Merge keys of the list fields strategic merge patch merges by key rather than replacing. */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  ephemeralContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
  conditions: 'type',
  ownerReferences: 'uid',
  imagePullSecrets: 'name',
  tolerations: 'key',
  hostAliases: 'ip',
};

/** Strategic merge patch for built-in types: like a merge patch, but keyed lists merge element-wise. */
export function strategicMergePatch(target: Json, patch: Json, field = ''): Json {
  if (!isObj(patch)) return structuredClone(patch);
  if (patch.$patch === 'replace') {
    const { $patch: _, ...rest } = patch;
    return structuredClone(rest);
  }
  if (patch.$patch === 'delete') return undefined;
  const out: Record<string, Json> = isObj(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (k.startsWith('$setElementOrder/') || k === '$retainKeys' || k.startsWith('$deleteFromPrimitiveList/'))
      continue;
    if (v === null) {
      delete out[k];
      continue;
    }
    const key = MERGE_KEYS[k];
    if (Array.isArray(v) && key && Array.isArray(out[k])) {
      const merged = [...(out[k] as Json[])];
      for (const item of v) {
        if (!isObj(item)) continue;
        const idx = merged.findIndex((e) => isObj(e) && e[key] === item[key]);
        if (item.$patch === 'delete') {
          if (idx >= 0) merged.splice(idx, 1);
        } else if (idx >= 0) merged[idx] = strategicMergePatch(merged[idx], item, k);
        else merged.push(structuredClone(item));
      }
      out[k] = merged;
    } else if (k === 'finalizers' && Array.isArray(v) && Array.isArray(out[k])) {
      out[k] = [...new Set([...(out[k] as Json[]), ...v])];
    } else out[k] = strategicMergePatch(out[k], v, k);
  }
  void field;
  return out;
}

function pointer(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/'))
    throw badRequest(`the server rejected our request due to an error in our request`);
  return path
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function getAt(doc: Json, parts: string[]): Json {
  let cur = doc;
  for (const p of parts) {
    if (Array.isArray(cur)) cur = cur[Number(p)];
    else if (isObj(cur)) cur = cur[p];
    else return undefined;
  }
  return cur;
}

/** RFC 6902 JSON patch. */
export function jsonPatch(doc: Json, ops: Json): Json {
  if (!Array.isArray(ops))
    throw badRequest('json: cannot unmarshal object into Go value of type jsonpatch.Patch');
  let root = structuredClone(doc);
  for (const op of ops as Record<string, Json>[]) {
    const parts = pointer(String(op.path ?? ''));
    const parentPath = parts.slice(0, -1);
    const last = parts[parts.length - 1];
    const apply = (kind: 'add' | 'remove' | 'replace', value?: Json) => {
      if (parts.length === 0) {
        if (kind === 'remove') throw badRequest('cannot remove the document root');
        root = structuredClone(value);
        return;
      }
      const parent = getAt(root, parentPath);
      if (Array.isArray(parent)) {
        const i = last === '-' ? parent.length : Number(last);
        if (Number.isNaN(i) || i < 0 || i > parent.length || (kind !== 'add' && i >= parent.length)) {
          throw new ApiError(
            422,
            'Invalid',
            `the server rejected our request due to an error in our request`,
          );
        }
        if (kind === 'add') parent.splice(i, 0, structuredClone(value));
        else if (kind === 'remove') parent.splice(i, 1);
        else parent[i] = structuredClone(value);
      } else if (isObj(parent)) {
        if ((kind === 'remove' || kind === 'replace') && !(last! in parent)) {
          throw new ApiError(
            422,
            'Invalid',
            `the server rejected our request due to an error in our request: ${kind} operation does not apply: doc is missing path: "${op.path}": missing value`,
          );
        }
        if (kind === 'remove') delete parent[last!];
        else parent[last!] = structuredClone(value);
      } else {
        throw new ApiError(
          422,
          'Invalid',
          `the server rejected our request due to an error in our request: doc is missing path: "${op.path}": missing value`,
        );
      }
    };
    switch (op.op) {
      case 'add':
        apply('add', op.value);
        break;
      case 'remove':
        apply('remove');
        break;
      case 'replace':
        apply('replace', op.value);
        break;
      case 'test':
        if (JSON.stringify(getAt(root, parts)) !== JSON.stringify(op.value)) {
          throw new ApiError(
            422,
            'Invalid',
            `the server rejected our request due to an error in our request: testing value ${op.path} failed: test failed`,
          );
        }
        break;
      case 'move':
      case 'copy': {
        const from = pointer(String(op.from ?? ''));
        const v = structuredClone(getAt(root, from));
        if (op.op === 'move') {
          const fp = getAt(root, from.slice(0, -1));
          if (Array.isArray(fp)) fp.splice(Number(from[from.length - 1]), 1);
          else if (isObj(fp)) delete fp[from[from.length - 1]!];
        }
        apply('add', v);
        break;
      }
      default:
        throw badRequest(`Unexpected kind: ${String(op.op)}`);
    }
  }
  return root;
}
