import type { ResourceCatalog } from '../resources/registry.ts';

export interface OpenApiProvider {
  serve(path: string, catalog: ResourceCatalog): unknown | undefined;
}
