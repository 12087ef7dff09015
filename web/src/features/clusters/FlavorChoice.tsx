import { SelectField } from '../../ui/SelectField.tsx';
import {
  describeHolds,
  GPU,
  type GroupLike,
  type GroupLimitsLike,
  groupLabel,
  groupsOf,
} from './resource-groups.ts';

/** The value of "Any flavor" in a flavor dropdown. */
export const ANY_FLAVOR = '';

/** "GPU", "CPU and memory": what one group's flavors are named after. */
function groupNoun(group: GroupLike): string {
  const covered = group.coveredResources;
  return covered.length === 1 && covered[0] === GPU ? 'GPU' : groupLabel(covered);
}

/**
 * The flavor to pin, one dropdown per resource group of the cluster (a GPU group's a100/h100 apart from the
 * cpu/memory group's hosts): "Any" (Kueue assigns the first that fits) or one flavor with what it holds. A process
 * pins ONE flavor (`ResourceRequestsInput.flavor`): choosing one in a group unpins the other group's, and its
 * hint says so beforehand. A pinned flavor's node labels become a required node affinity of the Job.
 */
export function FlavorChoice({
  limits,
  value,
  error,
  disabled,
  onChange,
}: {
  limits: GroupLimitsLike;
  value: string | null | undefined;
  error?: string | null;
  disabled?: boolean;
  onChange: (flavor: string | null) => void;
}) {
  const groups = groupsOf(limits);
  const several = groups.length > 1;
  const pinnedGroup = groups.findIndex((g) => g.flavors.some((f) => f.name === value));
  return (
    <div className="flavor-choice">
      {groups.map((group, index) => {
        const here = index === pinnedGroup;
        const elsewhere = pinnedGroup !== -1 && !here;
        return (
          <SelectField
            key={group.coveredResources.join(',')}
            label={several ? `${groupNoun(group)} flavor` : 'Flavor'}
            value={here ? (value ?? ANY_FLAVOR) : ANY_FLAVOR}
            disabled={disabled}
            error={here || (pinnedGroup === -1 && index === 0) ? error : null}
            hint={
              elsewhere
                ? `Choosing one here unpins ${value} (a process pins one flavor at most).`
                : several
                  ? `Any: Kueue gives the process the first ${groupNoun(group)} flavor that holds it. A pinned flavor runs it only there.`
                  : 'Any: Kueue gives the process the first flavor that holds it. A pinned flavor runs it only there.'
            }
            onChange={(event) => {
              const next = event.target.value;
              if (next !== ANY_FLAVOR) onChange(next);
              // "Any" in the pinned group unpins; in another group nothing was pinned there.
              else if (here) onChange(null);
            }}
          >
            <option value={ANY_FLAVOR}>Any — Kueue assigns</option>
            {group.flavors.map((flavor) => (
              <option key={flavor.name} value={flavor.name}>
                {flavor.name} — {describeHolds(flavor)}
              </option>
            ))}
          </SelectField>
        );
      })}
    </div>
  );
}
