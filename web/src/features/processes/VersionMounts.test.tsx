import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionMounts } from './VersionMounts.tsx';

describe('VersionMounts', () => {
  it('lists each volume, where, and whether read-only; none says so', () => {
    const { rerender } = render(
      <dl>
        <VersionMounts
          mounts={[
            { volume: 'datasets', path: '/data', readOnly: true },
            { volume: 'results', path: '/results', readOnly: false },
          ]}
        />
      </dl>,
    );
    const items = within(screen.getByRole('list', { name: 'Data volumes' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'datasets at /data (read-only)',
      'results at /results (read-write)',
    ]);
    rerender(
      <dl>
        <VersionMounts mounts={[]} />
      </dl>,
    );
    expect(screen.getByText('Data volumes').nextElementSibling).toHaveTextContent('None');
  });
});
