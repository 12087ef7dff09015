import type { ClusterClient } from '../src/kube/cluster-client.ts';

/**
 * When each Job was first seen on its cluster (a watch's ADDED event, `performance.now()`), from the bench's own
 * watches, not the runner's: `seen(name)` resolves at once for a Job already seen, else when it is.
 */
export class JobSightings {
  readonly #seen = new Map<string, number>();
  readonly #waiting = new Map<string, (at: number) => void>();
  readonly #stop = new AbortController();

  /** Follows the Jobs of one namespace of a cluster until `stop()`. */
  async watch(client: ClusterClient, namespace: string): Promise<void> {
    const stream = await client.request((_, http) =>
      http.openStream(`/apis/batch/v1/namespaces/${namespace}/jobs?watch=1`, this.#stop.signal),
    );
    void (async () => {
      let partial = '';
      try {
        for await (const chunk of stream) {
          const at = performance.now();
          partial += chunk.toString('utf8');
          let end = partial.indexOf('\n');
          while (end >= 0) {
            const line = partial.slice(0, end);
            partial = partial.slice(end + 1);
            end = partial.indexOf('\n');
            const event = JSON.parse(line) as { type: string; object: { metadata: { name: string } } };
            if (event.type !== 'ADDED') continue;
            const name = event.object.metadata.name;
            if (!this.#seen.has(name)) this.#seen.set(name, at);
            this.#waiting.get(name)?.(at);
            this.#waiting.delete(name);
          }
        }
      } catch {
        // the bench is over
      }
    })();
  }

  seen(jobName: string): Promise<number> {
    const at = this.#seen.get(jobName);
    if (at !== undefined) return Promise.resolve(at);
    return new Promise((resolve) => this.#waiting.set(jobName, resolve));
  }

  stop(): void {
    this.#stop.abort();
  }
}
