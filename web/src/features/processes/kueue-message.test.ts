import { describe, expect, it } from 'vitest';
import { plainMessage } from './kueue-message.ts';

describe('a status message without identifiers', () => {
  it('drops the UIDs of Kueue’s preemption message and keeps its words', () => {
    expect(
      plainMessage(
        'Preempted to accommodate a workload (UID: 6f0f3c1e-2b8a-4c55-9d1e-0a1b2c3d4e5f, JobUID: 8e1d2c3b-4a59-4687-b9a0-112233445566) due to prioritization in the ClusterQueue; preemptor path: /team-cq; preemptee path: /team-cq',
      ),
    ).toBe(
      'Preempted to accommodate a workload due to prioritization in the ClusterQueue; preemptor path: /team-cq; preemptee path: /team-cq',
    );
  });

  it('drops a Workload’s namespaced name and a bare UID', () => {
    expect(
      plainMessage(
        "Workload 'jobs/job-kb-cmi4x0q9r000108l4e2h1b7zk-3f2a1' was evicted by the ClusterQueue (UID 1234abcd-0000-4000-8000-00000000abcd)",
      ),
    ).toBe('Workload was evicted by the ClusterQueue');
    expect(plainMessage('Evicted: UID: 1234abcd-0000-4000-8000-00000000abcd, quota changed')).toBe(
      'Evicted: quota changed',
    );
  });

  it('drops our Jobs’ generated names where a message names them', () => {
    expect(
      plainMessage(
        'its Job kb-cmi4x0q9r000108l4e2h1b7zk-a2 disappeared from cluster Alpha without a cancel from us',
      ),
    ).toBe('its Job disappeared from cluster Alpha without a cancel from us');
  });

  it('leaves a message with nothing to drop as it is', () => {
    const waiting =
      "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 2 more needed";
    expect(plainMessage(waiting)).toBe(waiting);
    expect(plainMessage('The workload is admitted; starting')).toBe('The workload is admitted; starting');
  });
});
