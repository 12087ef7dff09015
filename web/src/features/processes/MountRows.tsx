import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { joinPhrases } from '../clusters/resource-groups.ts';
import { useAvailableClusters } from '../clusters/use-available-clusters.ts';
import { type VolumeOffer, volumeOffers } from '../clusters/volumes.ts';
import { type MountRow, mountRowProblems } from './mounts-form.ts';
import type { FormErrors } from './process-form.ts';

/** "On Alpha and GPU (read-only on GPU)." — where a volume is, so the cluster below can be one of those. */
function whereText(offer: VolumeOffer | undefined, name: string): string {
  if (!offer) return `No cluster this project may use has a volume ${name}: it cannot run anywhere.`;
  const readOnly = offer.holders.filter((h) => h.readOnly).map((h) => h.clusterName);
  const all = offer.holders.map((h) => h.clusterName);
  const note =
    readOnly.length === 0
      ? ''
      : readOnly.length === all.length
        ? ' Read-only there: it is always mounted read-only.'
        : ` Read-only on ${joinPhrases(readOnly)}.`;
  return `On ${joinPhrases(all)}: the cluster must be one of these.${note}`;
}

/**
 * The editor's data volumes (ARCHITECTURE §21): each row picks a volume by name (with the allowed clusters holding
 * it), the absolute path it is mounted at, and whether read-only (always, for a read-only volume). The cluster
 * picker below follows: a cluster without a mounted volume does not fit.
 */
export function MountRows({
  projectId,
  rows,
  errors,
  error,
  onEdit,
  onAdd,
  onRemove,
}: {
  projectId: string;
  rows: MountRow[];
  errors: FormErrors['mountRows'];
  error: string | undefined;
  onEdit: (index: number, patch: Partial<MountRow>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const ids = useId();
  const { clusters } = useAvailableClusters(projectId);
  const offers = useMemo(() => volumeOffers(clusters ?? []), [clusters]);
  const problems = mountRowProblems(rows);
  const listRef = useRef<HTMLUListElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const selects = listRef.current?.querySelectorAll<HTMLSelectElement>('select[data-mount-volume]');
    const target = selects?.[Math.min(focusRow, (selects?.length ?? 1) - 1)];
    if (target) target.focus();
    else document.getElementById(`${ids}-add`)?.focus();
    setFocusRow(null);
  }, [focusRow, ids]);

  return (
    <fieldset className="process-editor__group" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="process-editor__legend">Data volumes</legend>
      {rows.length === 0 && (
        <p className="muted mount-rows__empty">
          {!clusters
            ? 'Loading the volumes of the clusters…'
            : offers.length === 0
              ? 'None: no cluster this project may use has data volumes (an administrator registers them).'
              : 'None mounted. A process that mounts a volume runs only on a cluster that has it.'}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="mount-rows__list" ref={listRef}>
          {rows.map((row, index) => {
            const offer = offers.find((o) => o.name === row.volume);
            const alwaysReadOnly = Boolean(offer?.holders.every((h) => h.readOnly));
            // The server's answer first; the shape rules as typed (a path only once there is one).
            const shown = {
              volume: errors[index]?.volume ?? (row.volume ? problems[index]?.volume : undefined),
              path: errors[index]?.path ?? (row.path ? problems[index]?.path : undefined),
            };
            const whereId = `${ids}-${row.key}-where`;
            const errorId = shown.volume || shown.path ? `${ids}-${row.key}-error` : undefined;
            const n = index + 1;
            return (
              <li key={row.key} className="mount-row">
                <select
                  className="input"
                  data-mount-volume
                  aria-label={`Volume of mount ${n}`}
                  value={row.volume}
                  aria-invalid={shown.volume ? true : undefined}
                  aria-describedby={
                    [row.volume ? whereId : null, errorId].filter(Boolean).join(' ') || undefined
                  }
                  onChange={(event) => {
                    const next = offers.find((o) => o.name === event.target.value);
                    onEdit(index, {
                      volume: event.target.value,
                      readOnly: next?.holders.every((h) => h.readOnly) ? true : row.readOnly,
                    });
                  }}
                >
                  <option value="">Choose a volume</option>
                  {row.volume !== '' && !offer && (
                    <option value={row.volume}>{`${row.volume} (on no allowed cluster)`}</option>
                  )}
                  {offers.map((o) => (
                    <option key={o.name} value={o.name}>
                      {`${o.name} — on ${joinPhrases(o.holders.map((h) => h.clusterName))}`}
                    </option>
                  ))}
                </select>
                <input
                  className="input input--mono"
                  aria-label={`Path of mount ${n}`}
                  placeholder="/data"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.path}
                  aria-invalid={shown.path ? true : undefined}
                  aria-describedby={errorId}
                  onChange={(event) => onEdit(index, { path: event.target.value })}
                />
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={row.readOnly || alwaysReadOnly}
                    disabled={alwaysReadOnly}
                    onChange={(event) => onEdit(index, { readOnly: event.target.checked })}
                  />
                  Read-only <span className="visually-hidden">(mount {n})</span>
                </label>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove mount ${n}`}
                  onClick={() => {
                    onRemove(index);
                    setFocusRow(index);
                  }}
                >
                  Remove
                </Button>
                {row.volume && (
                  <p className="muted mount-row__where" id={whereId}>
                    {whereText(offer, row.volume)}
                  </p>
                )}
                {errorId && (
                  <div className="field__error mount-row__error" id={errorId}>
                    {[shown.volume, shown.path].filter(Boolean).join(' ')}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <div className="field__error" id={`${ids}-error`}>
          {error}
        </div>
      )}
      {(offers.length > 0 || rows.length > 0) && (
        <div>
          <Button
            id={`${ids}-add`}
            size="small"
            onClick={() => {
              onAdd();
              setFocusRow(rows.length);
            }}
          >
            Add volume
          </Button>
        </div>
      )}
    </fieldset>
  );
}
