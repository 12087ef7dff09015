import { SelectField } from '../../ui/SelectField.tsx';
import { DEFAULT_PRIORITY, type PriorityClassLike, priorityLabel } from './priority-classes.ts';

/**
 * The priority of the process on the chosen cluster: one of the WorkloadPriorityClasses it offers (each with its
 * value and description), or the default (no class, priority 0), which a new request starts with. The start
 * estimates are asked for the choice. Nothing to choose on a cluster without classes.
 */
export function PriorityChoice({
  classes,
  value,
  error,
  anyCluster,
  onChange,
}: {
  classes: readonly PriorityClassLike[];
  value: string | null | undefined;
  error?: string | null;
  /** "Any allowed cluster": the classes of every cluster; the server places only where the class is offered. */
  anyCluster?: boolean;
  onChange: (priorityClass: string | null) => void;
}) {
  if (classes.length === 0) return null;
  const chosen = classes.find((c) => c.name === value);
  const where = anyCluster ? ' Only clusters offering the class are considered.' : '';
  // A description is a sentence or a phrase: it ends with one full stop either way.
  const about = chosen?.description ? `${chosen.description.replace(/[.!?]$/, '')}. ` : '';
  return (
    <SelectField
      label="Priority"
      value={chosen?.name ?? DEFAULT_PRIORITY}
      error={error}
      hint={`${about}Higher priorities are admitted first and, where the queue preempts, may evict lower ones; the start estimates are for this choice.${where}`}
      onChange={(event) => onChange(event.target.value === DEFAULT_PRIORITY ? null : event.target.value)}
    >
      <option value={DEFAULT_PRIORITY}>Default — no class (priority 0)</option>
      {classes.map((c) => (
        <option key={c.name} value={c.name}>
          {priorityLabel(c)}
        </option>
      ))}
    </SelectField>
  );
}
