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
