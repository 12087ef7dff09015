import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { schemaName } from './api/openapi.ts';
import type { ResourceDef } from './resources/registry.ts';
import type { FieldError } from './status.ts';
import type { KubeObject } from './store.ts';

export interface SchemaResult {
  /** Type errors a built-in type's decoder would reject with 400 BadRequest. */
  decodeError?: string;
  /** Field paths not in the schema (dropped, or rejected under fieldValidation=Strict). */
  unknownFields: string[];
  /** Schema violations answered with 422 Invalid. */
  errors: FieldError[];
}

export interface SchemaValidator {
  validate(def: ResourceDef, version: string, obj: KubeObject): SchemaResult;
}

type Doc = Record<string, any>;

function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  let out = '';
  for (const p of parts) out += /^[0-9]+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

function goType(schema: Doc | undefined): string {
  const t = schema?.type;
  const f = schema?.format;
  if (t === 'integer') return f === 'int32' ? 'int32' : 'int64';
  if (t === 'number') return 'float64';
  if (t === 'boolean') return 'bool';
  if (t === 'array') return '[]';
  if (t === 'object') return 'map';
  return 'string';
}

function jsonKind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'object' ? 'object' : typeof v;
}

/**
 * Validates objects against the Kubernetes OpenAPI v3 schemas (built-in kinds) and the Kueue CRD schemas, with
 * ajv: type mismatches in built-ins answer 400 like the Go decoder, CRD violations answer 422 like the API
 * server's structural-schema validation; CRD defaults are applied, unknown fields are pruned and reported.
 */
export class OpenApiValidator implements SchemaValidator {
  private readonly ajvBuiltin = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    discriminator: false,
  });
  private readonly ajvCrd = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    useDefaults: true,
  });
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private readonly docIds = new Map<string, string>();

  constructor(
    private readonly builtinDocs: Map<string, Doc>,
    private readonly crdSchemas: Map<string, Doc>,
  ) {}

  private docFor(def: ResourceDef, version: string): { id: string; doc: Doc } | undefined {
    const gv = def.group ? `apis/${def.group}/${version}` : `api/${version}`;
    const doc = this.builtinDocs.get(gv);
    if (!doc) return undefined;
    let id = this.docIds.get(gv);
    if (!id) {
      id = `k8s:${gv}`;
      this.ajvBuiltin.addSchema({ $id: id, components: doc.components }, id);
      this.docIds.set(gv, id);
    }
    return { id, doc };
  }

  private rootSchema(
    def: ResourceDef,
    version: string,
  ): { schema: Doc; resolve: (ref: string) => Doc | undefined } | undefined {
    if (def.builtin) {
      const d = this.docFor(def, version);
      const schemas = d?.doc.components?.schemas as Record<string, Doc> | undefined;
      const s = schemas?.[schemaName(def, version)];
      if (!s || !schemas) return undefined;
      return { schema: s, resolve: (ref) => schemas[ref.replace('#/components/schemas/', '')] };
    }
    const s = this.crdSchemas.get(`${def.group}/${version}/${def.kind}`);
    return s ? { schema: s, resolve: () => undefined } : undefined;
  }

  private validator(def: ResourceDef, version: string): ValidateFunction | null {
    const key = `${def.key}/${version}`;
    if (this.compiled.has(key)) return this.compiled.get(key)!;
    let fn: ValidateFunction | null = null;
    try {
      if (def.builtin) {
        const d = this.docFor(def, version);
        if (d)
          fn = this.ajvBuiltin.compile({ $ref: `${d.id}#/components/schemas/${schemaName(def, version)}` });
      } else {
        const s = this.crdSchemas.get(`${def.group}/${version}/${def.kind}`);
        if (s) {
          const copy = structuredClone(s);
          // ObjectMeta is validated by the API server's own rules, not the CRD schema.
          if (copy.properties?.metadata) copy.properties.metadata = { type: 'object' };
          fn = this.ajvCrd.compile(copy);
        }
      }
    } catch (err) {
      console.error(`[kube-sim] cannot compile schema for ${key}: ${(err as Error).message}`);
      fn = null;
    }
    this.compiled.set(key, fn);
    return fn;
  }

  validate(def: ResourceDef, version: string, obj: KubeObject): SchemaResult {
    const result: SchemaResult = { unknownFields: [], errors: [] };
    const root = this.rootSchema(def, version);
    const fn = this.validator(def, version);
    if (!root || !fn) return result;
    this.prune(obj, root.schema, root.resolve, '', result.unknownFields, def.builtin);
    // The Go decoder reads JSON null as the zero value of any field, so built-ins validate without nulls.
    const subject = def.builtin ? stripNulls(structuredClone(obj)) : obj;
    const ok = fn(subject);
    if (ok) return result;
    const errors = (fn.errors ?? []).filter(
      (e) =>
        e.keyword !== 'anyOf' &&
        e.keyword !== 'oneOf' &&
        e.keyword !== 'allOf' &&
        e.keyword !== '$ref' &&
        !(def.builtin && staleRequired(e)),
    );
    if (def.builtin) {
      const typeErr = errors.find((e) => e.keyword === 'type');
      if (typeErr) {
        const value = this.valueAt(subject, typeErr.instancePath);
        const field = fieldPath(typeErr.instancePath).replace(/\[[0-9]+\]/g, '');
        const kind = jsonKind(value) === 'boolean' ? 'bool' : jsonKind(value);
        const struct = this.structNameAt(root.schema, root.resolve, typeErr.instancePath) ?? def.kind;
        result.decodeError = `json: cannot unmarshal ${kind} into Go struct field ${struct}.${field} of type ${goType(typeErr.parentSchema ?? this.schemaAt(root.schema, root.resolve, typeErr.instancePath))}`;
        return result;
      }
    }
    const seen = new Set<string>();
    for (const e of errors) {
      const fe = this.toFieldError(e, obj);
      const k = `${fe.field}|${fe.type}`;
      if (seen.has(k)) continue;
      seen.add(k);
      result.errors.push(fe);
    }
    // A CRD with CEL rules says they were skipped (apiextensions' validator runs them only on a valid object): an
    // invalid ClusterQueue stopPolicy has that second cause on Kubernetes v1.37.2 + Kueue v0.17.0 (the differential
    // recording's cq-invalid step; issue 39 reported one cause, which this control plane did not reproduce).
    if (!def.builtin && result.errors.length > 0 && this.hasCelRules(root.schema))
      result.errors.push({
        type: 'FieldValueInvalid',
        field: '<nil>',
        badValue: null,
        detail:
          'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
      });
    return result;
  }

  private readonly celRules = new WeakMap<object, boolean>();

  private hasCelRules(schema: Doc): boolean {
    let v = this.celRules.get(schema);
    if (v === undefined) {
      v = JSON.stringify(schema).includes('"x-kubernetes-validations"');
      this.celRules.set(schema, v);
    }
    return v;
  }

  /** The Go struct that holds the field at `instancePath` (named after the schema it resolves through). */
  private structNameAt(
    schema: Doc,
    resolve: (ref: string) => Doc | undefined,
    instancePath: string,
  ): string | undefined {
    const parts = instancePath.split('/').filter(Boolean);
    let s: Doc | undefined = schema;
    let name: string | undefined;
    const deref = (x: Doc | undefined): Doc | undefined => {
      for (let i = 0; x && i < 5; i++) {
        const ref = x.$ref ?? (Array.isArray(x.allOf) && x.allOf.length === 1 ? x.allOf[0].$ref : undefined);
        if (!ref) break;
        name = String(ref).split('.').pop();
        x = resolve(ref);
      }
      return x;
    };
    let holder: string | undefined;
    for (const p of parts.slice(0, -1)) {
      s = deref(s);
      if (!s) return holder;
      s = /^[0-9]+$/.test(p) ? s.items : (s.properties?.[p] ?? s.additionalProperties);
    }
    deref(s);
    holder = name;
    return holder;
  }

  /** The schema of the field at `instancePath` (references followed). */
  private schemaAt(
    schema: Doc,
    resolve: (ref: string) => Doc | undefined,
    instancePath: string,
  ): Doc | undefined {
    const deref = (x: Doc | undefined): Doc | undefined => {
      for (let i = 0; x && i < 5; i++) {
        const ref = x.$ref ?? (Array.isArray(x.allOf) && x.allOf.length === 1 ? x.allOf[0].$ref : undefined);
        if (!ref) break;
        x = resolve(ref);
      }
      return x;
    };
    let s: Doc | undefined = schema;
    for (const p of instancePath.split('/').filter(Boolean)) {
      s = deref(s);
      if (!s) return undefined;
      s = /^[0-9]+$/.test(p) ? s.items : (s.properties?.[p] ?? s.additionalProperties);
    }
    return deref(s);
  }

  private valueAt(obj: unknown, instancePath: string): unknown {
    let cur = obj as any;
    for (const p of instancePath.split('/').filter(Boolean))
      cur = cur?.[p.replace(/~1/g, '/').replace(/~0/g, '~')];
    return cur;
  }

  private toFieldError(e: ErrorObject, obj: unknown): FieldError {
    const value = this.valueAt(obj, e.instancePath);
    const field = fieldPath(e.instancePath);
    switch (e.keyword) {
      case 'required':
        return {
          type: 'FieldValueRequired',
          field: fieldPath(e.instancePath, (e.params as { missingProperty: string }).missingProperty),
          detail: '',
        };
      case 'enum':
        return {
          type: 'FieldValueNotSupported',
          field,
          badValue: value,
          detail: `supported values: ${((e.params as { allowedValues: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`,
        };
      case 'type':
        return {
          type: 'FieldValueTypeInvalid',
          field,
          badValue: value,
          detail: `${field} in body must be of type ${(e.params as { type: string }).type}: ${JSON.stringify(jsonKind(value))}`,
        };
      case 'pattern':
        return {
          type: 'FieldValueInvalid',
          field,
          badValue: value,
          detail: `${field} in body should match '${(e.params as { pattern: string }).pattern}'`,
        };
      case 'minimum':
      case 'exclusiveMinimum':
        return {
          type: 'FieldValueInvalid',
          field,
          badValue: value,
          detail: `${field} in body should be greater than or equal to ${(e.params as { limit: number }).limit}`,
        };
      case 'maximum':
        return {
          type: 'FieldValueInvalid',
          field,
          badValue: value,
          detail: `${field} in body should be less than or equal to ${(e.params as { limit: number }).limit}`,
        };
      case 'maxItems':
        return {
          type: 'FieldValueTooLong',
          field,
          badValue: value,
          detail: `may not have more than ${(e.params as { limit: number }).limit} items`,
        };
      case 'maxLength':
        return {
          type: 'FieldValueTooLong',
          field,
          badValue: value,
          detail: `may not be more than ${(e.params as { limit: number }).limit} bytes`,
        };
      case 'minItems':
        return {
          type: 'FieldValueInvalid',
          field,
          badValue: value,
          detail: `${field} in body should have at least ${(e.params as { limit: number }).limit} items`,
        };
      case 'minLength':
        return {
          type: 'FieldValueInvalid',
          field,
          badValue: value,
          detail: `${field} in body should be at least ${(e.params as { limit: number }).limit} chars long`,
        };
      default:
        return { type: 'FieldValueInvalid', field, badValue: value, detail: e.message ?? 'invalid value' };
    }
  }

  /** Drops fields a structural schema does not know and records their paths (as the API server prunes). */
  private prune(
    value: unknown,
    schema: Doc | undefined,
    resolve: (ref: string) => Doc | undefined,
    path: string,
    unknown: string[],
    builtin: boolean,
    depth = 0,
  ): void {
    if (!schema || depth > 60 || value === null || typeof value !== 'object') return;
    let s = schema;
    for (let i = 0; i < 5; i++) {
      if (s.$ref) s = resolve(s.$ref) ?? {};
      else if (Array.isArray(s.allOf) && s.allOf.length === 1 && !s.properties)
        s = { ...s.allOf[0], ...s, allOf: undefined };
      else break;
    }
    if (s['x-kubernetes-preserve-unknown-fields'] || s['x-kubernetes-embedded-resource'] === false) return;
    if (Array.isArray(value)) {
      if (s.items)
        value.forEach((v, i) => {
          this.prune(v, s.items, resolve, `${path}[${i}]`, unknown, builtin, depth + 1);
        });
      return;
    }
    const obj = value as Record<string, unknown>;
    if (s.properties) {
      for (const k of Object.keys(obj)) {
        const child = s.properties[k];
        const p = path ? `${path}.${k}` : k;
        if (child) this.prune(obj[k], child, resolve, p, unknown, builtin, depth + 1);
        else if (
          !s.additionalProperties &&
          !(depth === 0 && (k === 'apiVersion' || k === 'kind' || k === 'metadata'))
        ) {
          unknown.push(p);
          delete obj[k];
        }
      }
    } else if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      for (const k of Object.keys(obj))
        this.prune(obj[k], s.additionalProperties, resolve, `${path}.${k}`, unknown, builtin, depth + 1);
    }
  }
}

function stripNulls<T>(v: T): T {
  if (Array.isArray(v)) return v.map(stripNulls) as T;
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (x === null) delete (v as Record<string, unknown>)[k];
      else stripNulls(x);
    }
  }
  return v;
}

/**
 * A `required` entry of the published OpenAPI document that the API server's own validation does not enforce: a
 * PodFailurePolicyRule needs onExitCodes or onPodConditions, not both (batch/v1 validation.go), although the document
 * lists onPodConditions as required. kube-sim follows the API server.
 */
function staleRequired(e: ErrorObject): boolean {
  return (
    e.keyword === 'required' &&
    (e.params as { missingProperty?: string }).missingProperty === 'onPodConditions' &&
    /\/podFailurePolicy\/rules\/[0-9]+$/.test(e.instancePath)
  );
}
