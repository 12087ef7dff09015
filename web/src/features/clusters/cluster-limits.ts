import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { ClusterLimits_LimitsFragment } from '../../gql/graphql';

/**
 * What the web reads of a cluster's limits (the editor's sliders, flavors, priority classes; the admin page's
 * ceilings): one selection, spread by every query that asks for limits.
 */
export const ClusterLimitsFragment = graphql(`
  fragment ClusterLimits_Limits on ClusterLimits {
    source
    maxCpuCores
    maxMemoryBytes
    maxMemoryGiB
    maxRuntimeSeconds
    priorityClasses {
      name
      value
      description
    }
    flavors {
      name
      cpu
      memory
      cpuCores
      memoryBytes
      memoryGiB
    }
    resourceGroups {
      coveredResources
      flavors {
        name
        resources {
          name
          quantity
          amount
        }
        nodeLabels {
          key
          value
        }
      }
    }
  }
`);

export type ClusterLimits = ClusterLimits_LimitsFragment;

/** A query's cluster with its `limits` read through the fragment. */
export type WithLimits<T extends { limits: FragmentType<typeof ClusterLimitsFragment> }> = Omit<
  T,
  'limits'
> & {
  limits: ClusterLimits;
};

/** Each cluster of a query's answer with its limits unmasked (new objects: memoize per answer). */
export function withLimits<T extends { limits: FragmentType<typeof ClusterLimitsFragment> }>(
  clusters: readonly T[],
): WithLimits<T>[] {
  return clusters.map((c) => ({ ...c, limits: getFragmentData(ClusterLimitsFragment, c.limits) }));
}
