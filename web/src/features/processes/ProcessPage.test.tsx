import { render, screen, within } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { ProcessPage_ProcessQueryQuery } from '../../gql/graphql';
import { answer, mockClient } from '../../test/mock-client.ts';
import { ProcessPage } from './ProcessPage.tsx';

type Process = NonNullable<ProcessPage_ProcessQueryQuery['process']>;
type Version = Process['versions'][number];
const GiB = 1024 ** 3;
const ada = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };

const version = (n: number, cluster: string, patch: Partial<Version> = {}): Version => ({
  id: `ver-${n}`,
  version: n,
  status: 'SUCCEEDED',
  createdAt: '2026-12-01T10:00:00.000Z',
  createdBy: ada,
  cluster: { id: `c-${cluster}`, name: cluster },
  image: 'busybox:1.36',
  command: ['sh', '-c', 'echo "hi there"'],
  args: [],
  env: [{ name: 'EPOCHS', value: '3' }],
  resources: { cpu: '2', memory: '4Gi', cpuCores: 2, memoryBytes: 4 * GiB, deadlineSeconds: 600 },
  checkedLimits: {
    source: 'KUEUE',
    flavor: 'standard',
    maxCpuCores: 16,
    maxMemoryBytes: 256 * GiB,
    maxRuntimeSeconds: 3600,
    checkedAt: '2026-12-01T10:00:00.000Z',
  },
  ...patch,
});

function renderPage(process: Process | null, props: { versionId?: string } = {}) {
  const mock = mockClient(() => answer({ data: { process } }));
  render(
    <Provider value={mock.client}>
      <ProcessPage processId="proc-1" {...props} />
    </Provider>,
  );
  return mock;
}

const process = (viewerRole: Process['project']['viewerRole'] = 'MEMBER'): Process => ({
  id: 'proc-1',
  name: 'nightly-train',
  createdAt: '2026-12-01T09:00:00.000Z',
  createdBy: ada,
  project: { id: 'p1', name: 'Demo', viewerRole },
  versions: [
    version(2, 'Batch Large', { status: 'RUNNING', createdBy: { ...ada, name: null } }),
    version(1, 'Alpha'),
  ],
});

describe('ProcessPage', () => {
  it('lists the versions newest first with cluster, resources, status, who and when', () => {
    const mock = renderPage(process());
    expect(mock.executeQuery.mock.calls[0]![0].variables).toEqual({ id: 'proc-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'nightly-train' })).toBeInTheDocument();
    const versions = within(screen.getByRole('region', { name: /Versions/ }));
    expect(
      versions
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringMatching(/^Version 2RunningBatch Large2 cores · 4 GiB · 10 minada@example\.com/),
      expect.stringMatching(/^Version 1SucceededAlpha2 cores · 4 GiB · 10 minAda Lovelace/),
    ]);
    expect(screen.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/projects/p1');
  });

  it('shows the latest version’s details and offers to re-run it', () => {
    renderPage(process());
    const details = within(screen.getByRole('region', { name: /^Version 2/ }));
    expect(details.getByText(`sh -c 'echo "hi there"'`)).toBeInTheDocument();
    expect(details.getByText('EPOCHS=3')).toBeInTheDocument();
    // In the header and on the version's row.
    const rerun = screen.getAllByRole('link', { name: 'Re-run version 2' });
    expect(rerun.map((link) => link.getAttribute('href'))).toEqual([
      '/processes/proc-1/versions/ver-2/rerun',
      '/processes/proc-1/versions/ver-2/rerun',
    ]);
  });

  it('opens the version named in the address', () => {
    renderPage(process(), { versionId: 'ver-1' });
    expect(screen.getByRole('region', { name: /^Version 1/ })).toHaveTextContent('Alpha · flavor standard');
    expect(screen.getAllByRole('link', { name: 'Re-run version 1' })[0]).toHaveAttribute(
      'href',
      '/processes/proc-1/versions/ver-1/rerun',
    );
  });

  it('offers no re-run to a viewer', () => {
    renderPage(process('VIEWER'));
    expect(screen.queryByRole('link', { name: /Re-run/ })).toBeNull();
  });

  it('says the process is not found when the server hides it', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'Process not found' })).toBeInTheDocument();
  });
});
