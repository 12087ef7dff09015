import type { ClusterClient } from '../src/kube/cluster-client.ts';

/**
 * When each Job was first seen on its cluster (a watch's ADDED event, `performance.now()`), from the bench's own
 * watches, not the runner's: `seen(name)` resolves at once for a Job already seen, else when it is.
 */
export class JobSightings {
  readonly #seen = new Map<string, number>();
  readonly #waiting = new Map<string, (at: number) => void>();
  readonly #stop = new AbortController();

  /**
   * Follows the Jobs of one namespace of a cluster until `stop()`. A watch the cluster ends (a busy machine, its
   * request timeout) is opened again after a list, whose Jobs not seen yet count as seen at the list.
   */
  async watch(client: ClusterClient, namespace: string): Promise<void> {
    let stream = await this.#open(client, namespace, null);
    void (async () => {
      while (!this.#stop.signal.aborted) {
        await this.#follow(stream);
        if (this.#stop.signal.aborted) return;
        try {
          const list = (await client.getJson(`/apis/batch/v1/namespaces/${namespace}/jobs`)) as {
            metadata: { resourceVersion: string };
            items: { metadata: { name: string } }[];
          };
          const at = performance.now();
          for (const job of list.items) this.#saw(job.metadata.name, at);
          stream = await this.#open(client, namespace, list.metadata.resourceVersion);
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    })();
  }

  #open(client: ClusterClient, namespace: string, resourceVersion: string | null) {
    const from = resourceVersion ? `&resourceVersion=${resourceVersion}` : '';
    return client.request((_, http) =>
      http.openStream(`/apis/batch/v1/namespaces/${namespace}/jobs?watch=1${from}`, this.#stop.signal),
    );
  }

  async #follow(stream: AsyncIterable<Buffer>): Promise<void> {
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
          if (event.type === 'ADDED') this.#saw(event.object.metadata.name, at);
        }
      }
    } catch {
      // ended: opened again unless the bench is over
    }
  }

  #saw(name: string, at: number): void {
    if (this.#seen.has(name)) return;
    this.#seen.set(name, at);
    this.#waiting.get(name)?.(at);
    this.#waiting.delete(name);
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
