import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { ProcessFilter, ProcessStatus } from '../../gql/graphql';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';

export const ProcessFilterClustersQuery = graphql(`
  query ProcessFilters_ClustersQuery($projectId: ID!) {
    availableClusters(projectId: $projectId) {
      id
      name
    }
  }
`);

/** The status choices of the list, as the project list counts them (queued: not started yet; failed: or lost). */
export const STATUS_CHOICES: { value: string; label: string; statuses: ProcessStatus[] }[] = [
  { value: 'running', label: 'Running', statuses: ['RUNNING'] },
  { value: 'queued', label: 'Queued (not started yet)', statuses: ['PENDING', 'LAUNCHING', 'QUEUED'] },
  { value: 'failed', label: 'Failed or lost', statuses: ['FAILED', 'LOST'] },
  { value: 'succeeded', label: 'Succeeded', statuses: ['SUCCEEDED'] },
  { value: 'cancelled', label: 'Cancelled', statuses: ['CANCELLED'] },
];

export const PAGE_SIZES = [10, 25, 50, 100];

export interface ProcessListSettings {
  status: string;
  name: string;
  createdBy: string;
  clusterId: string;
  pageSize: number;
}

/** The server's filter for these settings (null: none). */
export function filterOf(settings: ProcessListSettings): ProcessFilter | null {
  const statuses = STATUS_CHOICES.find((c) => c.value === settings.status)?.statuses;
  const filter: ProcessFilter = {
    ...(statuses ? { statuses } : {}),
    ...(settings.name.trim() ? { name: settings.name.trim() } : {}),
    ...(settings.createdBy ? { createdBy: settings.createdBy } : {}),
    ...(settings.clusterId ? { clusterId: settings.clusterId } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

const NAME_DELAY_MS = 300;

/**
 * The process list's filters (status, a part of the name, who created it, the cluster of its latest version) and
 * its page size. The name is passed on once typing pauses.
 */
export function ProcessFilters({
  projectId,
  members,
  settings,
  onChange,
}: {
  projectId: string;
  members: readonly { user: { id: string; email: string; name?: string | null } }[];
  settings: ProcessListSettings;
  onChange: (next: ProcessListSettings) => void;
}) {
  const [{ data }] = useQuery({ query: ProcessFilterClustersQuery, variables: { projectId } });
  const [name, setName] = useState(settings.name);
  useEffect(() => {
    if (name === settings.name) return;
    const timer = setTimeout(() => onChange({ ...settings, name }), NAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, settings, onChange]);
  const set = (patch: Partial<ProcessListSettings>) => onChange({ ...settings, ...patch });
  return (
    <search className="process-filters" aria-label="Filter processes">
      <TextField label="Name" type="search" value={name} onChange={(event) => setName(event.target.value)} />
      <SelectField
        label="Status"
        value={settings.status}
        onChange={(event) => set({ status: event.target.value })}
      >
        <option value="">Any status</option>
        {STATUS_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Created by"
        value={settings.createdBy}
        onChange={(event) => set({ createdBy: event.target.value })}
      >
        <option value="">Anyone</option>
        {members.map((m) => (
          <option key={m.user.id} value={m.user.id}>
            {m.user.name ? `${m.user.name} (${m.user.email})` : m.user.email}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Runs on"
        value={settings.clusterId}
        onChange={(event) => set({ clusterId: event.target.value })}
      >
        <option value="">Any cluster</option>
        {(data?.availableClusters ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Per page"
        value={String(settings.pageSize)}
        onChange={(event) => set({ pageSize: Number(event.target.value) })}
      >
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
    </search>
  );
}
