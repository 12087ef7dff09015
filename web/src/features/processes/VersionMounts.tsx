/** The process page's "Data volumes" row (ARCHITECTURE §21): each mounted volume, where, and read-only or not. */
export function VersionMounts({
  mounts,
}: {
  mounts: readonly { volume: string; path: string; readOnly: boolean }[];
}) {
  return (
    <div>
      <dt>Data volumes</dt>
      <dd>
        {mounts.length ? (
          <ul className="details__env" aria-label="Data volumes">
            {mounts.map((m) => (
              <li key={m.path}>
                <code>{m.volume}</code> at <code>{m.path}</code>{' '}
                <span className="muted">{m.readOnly ? '(read-only)' : '(read-write)'}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted">None</span>
        )}
      </dd>
    </div>
  );
}
