import { RangeField } from '../../ui/RangeField.tsx';
import {
  extendedOffered,
  formatUnits,
  GPU,
  type GroupLimitsLike,
  maximaOf,
  resourceNoun,
} from './resource-groups.ts';
import type { Request } from './resources.ts';

/** A resource the chosen cluster does not offer, with the clusters that do (to say where it could go). */
export interface MissingResource {
  name: string;
  offeredBy: Array<{ cluster: string; max: number }>;
  /** How many the request holds (0: none asked). */
  asked: number;
  /** A group of the cluster covers it, with no quota in any flavor. */
  covered: boolean;
}

/** Extended resources other allowed clusters offer (or the request holds) that `selected` does not. */
export function missingResources(
  clusters: readonly { name: string; limits: GroupLimitsLike }[],
  selected: { limits: GroupLimitsLike },
  request: Request,
): MissingResource[] {
  const offeredHere = new Set(extendedOffered(selected.limits).map((r) => r.name));
  const names = new Set<string>();
  for (const c of clusters) for (const r of extendedOffered(c.limits)) names.add(r.name);
  for (const [name, units] of Object.entries(request.extended ?? {})) if (units > 0) names.add(name);
  return [...names]
    .filter((name) => !offeredHere.has(name))
    .map((name) => ({
      name,
      asked: request.extended?.[name] ?? 0,
      covered: maximaOf(selected.limits).has(name),
      offeredBy: clusters.flatMap((c) =>
        extendedOffered(c.limits)
          .filter((r) => r.name === name)
          .map((r) => ({ cluster: c.name, max: r.max })),
      ),
    }));
}

/**
 * One control per extended resource the chosen cluster offers — a whole-unit slider up to the most one flavor of
 * its group holds — and, for each one another allowed cluster offers (or the request holds) but this one does
 * not, why a request for it cannot go here.
 */
export function ExtendedControls({
  clusterName,
  limits,
  request,
  fallback,
  missing,
  errors,
  onChange,
}: {
  clusterName: string;
  /** The cluster's queue could not be read: its limits are the fallback ones, cpu and memory only. */
  fallback?: boolean;
  limits: GroupLimitsLike;
  request: Request;
  missing: MissingResource[];
  errors?: Readonly<Record<string, string | null | undefined>> | null;
  onChange: (name: string, units: number) => void;
}) {
  const offered = extendedOffered(limits);
  if (offered.length === 0 && missing.length === 0) return null;
  return (
    <div className="extended-resources">
      {offered.map(({ name, max }) => {
        const units = request.extended?.[name] ?? 0;
        const noun = resourceNoun(name);
        return (
          <RangeField
            key={name}
            label={name === GPU ? 'GPUs' : name}
            unit={name === GPU ? 'GPUs' : 'units'}
            value={units}
            min={0}
            max={max}
            step={1}
            display={units === 0 ? `none (${name})` : `${formatUnits(name, units)} (${name})`}
            valueText={units === 0 ? `no ${noun}` : formatUnits(name, units)}
            minLabel="none"
            maxLabel={formatUnits(name, max)}
            error={errors?.[name]}
            onChange={(value) => onChange(name, Math.round(value))}
          />
        );
      })}
      {missing.map(({ name, offeredBy, asked, covered }) => (
        <div
          key={name}
          className="extended-resources__missing"
          role="note"
          aria-label={`No ${resourceNoun(name)}`}
        >
          <p className="field__label">{name === GPU ? 'GPUs' : name}</p>
          <p className="muted">
            {fallback ? (
              <>
                {clusterName}’s queue could not be read, and its fallback limits hold CPU and memory only: a
                request for <code>{name}</code> cannot go there until the queue can be read.
              </>
            ) : covered ? (
              <>
                {clusterName} has no {resourceNoun(name)} now: its ClusterQueue covers <code>{name}</code>{' '}
                with a quota of 0 in every flavor, so a request for it would wait until an administrator
                raises one.
              </>
            ) : (
              <>
                {clusterName} has no {resourceNoun(name)}: no resource group of its ClusterQueue covers{' '}
                <code>{name}</code>, so a request for it could never be admitted there (Kueue would leave it
                pending).
              </>
            )}
            {offeredBy.length > 0 &&
              ` ${offeredBy.map((o) => `${o.cluster} offers up to ${formatUnits(name, o.max)}`).join('; ')}.`}
            {asked > 0 &&
              ` The ${formatUnits(name, asked)} asked for ${asked === 1 ? 'is' : 'are'} not sent to ${clusterName}.`}
          </p>
        </div>
      ))}
    </div>
  );
}
