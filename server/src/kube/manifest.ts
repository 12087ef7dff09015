// A Kubernetes object as the workload kinds build it (a leaf module: kube/jobs.ts and the kinds both read it).
export interface KubeManifest {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; namespace?: string; labels?: Record<string, string> };
  [key: string]: unknown;
}
