import { Badge, type BadgeTone } from '../../ui/Badge.tsx';

/** Project.statusCounts: processes by the status of their latest version. */
interface Counts {
  running: number;
  queued: number;
  failed: number;
  succeeded: number;
  cancelled: number;
}

const shown: { key: 'running' | 'queued' | 'failed'; label: string; tone: BadgeTone }[] = [
  { key: 'running', label: 'running', tone: 'primary' },
  { key: 'queued', label: 'queued', tone: 'warning' },
  { key: 'failed', label: 'failed', tone: 'danger' },
];

/**
 * A project's processes where they stand, by their latest version: "2 running · 1 queued · 1 failed" as badges,
 * only the non-zero ones; "none active" (or "no processes") otherwise.
 */
export function ProjectStatusCounts({ counts }: { counts: Counts }) {
  const present = shown.filter((s) => counts[s.key] > 0);
  if (present.length === 0) {
    const finished = counts.succeeded + counts.cancelled;
    return <span className="table__secondary">{finished > 0 ? `${finished} finished` : 'No processes'}</span>;
  }
  return (
    <ul className="status-counts" aria-label="Processes by status">
      {present.map((s) => (
        <li key={s.key}>
          <Badge tone={s.tone}>
            {counts[s.key]} {s.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
