import type { KubeObject } from '../store.ts';

/**
 * What the simulator knows of a served kind (its names, versions, fields and kubectl's table): the registry, the
 * core kinds and the table columns share it from here, so none of them imports another for a type.
 */

export interface ColumnDefinition {
  name: string;
  type: string;
  format: string;
  description: string;
  priority: number;
}

export interface TableSpec {
  columns: ColumnDefinition[];
  row(obj: KubeObject, now: number): unknown[];
}

export interface ResourceDef {
  /** Store key: `jobs.batch`, `pods`. */
  key: string;
  group: string;
  /** Served versions, preferred first. */
  versions: string[];
  storageVersion: string;
  kind: string;
  listKind: string;
  plural: string;
  singular: string;
  namespaced: boolean;
  shortNames: string[];
  categories: string[];
  verbs: string[];
  subresources: { name: string; kind: string; verbs: string[] }[];
  /** Built-in (compiled-in) type, as opposed to a CustomResourceDefinition. */
  builtin: boolean;
  /** Fields usable in `fieldSelector`, computed from an object. */
  fields(obj: KubeObject): Record<string, string>;
  table(version: string): TableSpec;
  deprecatedVersions: Record<string, string>;
  /** Whether DELETE answers with the object (true) or a Success Status. */
  returnDeletedObject: boolean;
  /** Set generation on create. */
  generation: boolean;
  /** Converts a stored object into the requested served version. */
  toVersion(obj: KubeObject, version: string): KubeObject;
  /** Converts an object received in `version` into the storage version. */
  fromVersion(obj: KubeObject, version: string): KubeObject;
}
