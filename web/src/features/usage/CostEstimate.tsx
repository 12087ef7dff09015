/** A request's cost on a cluster, in one line (the server's Cluster.costEstimate). */
export interface CostEstimateView {
  worstCase: number;
  /** The cost of the expected runtime (null: no history to go on). */
  expected?: number | null;
  perHour: number;
  currency: string;
}

export function formatMoney(amount: number, currency: string): string {
  return `${amount.toFixed(2)} ${currency}`;
}

function CostEstimateText({ estimate }: { estimate: CostEstimateView | null | undefined }) {
  if (!estimate) return null;
  if (estimate.perHour === 0) return <span className="muted cost-estimate"> · no cost (nothing priced)</span>;
  return (
    <span className="muted cost-estimate">
      {' '}
      · {formatMoney(estimate.perHour, estimate.currency)}/h
      {estimate.expected != null
        ? `, about ${formatMoney(estimate.expected, estimate.currency)} expected`
        : ''}
      {estimate.worstCase >= 0
        ? `, at most ${formatMoney(estimate.worstCase, estimate.currency)}`
        : ', no deadline: unbounded'}
    </span>
  );
}

/** Beside the start estimates: what the request would cost on each cluster that prices it (none priced: nothing). */
export function CostEstimates({
  clusters,
}: {
  clusters: readonly { id: string; name: string; costEstimate?: CostEstimateView | null }[];
}) {
  if (!clusters.some((c) => (c.costEstimate?.perHour ?? 0) > 0)) return null;
  return (
    <>
      <p className="start-estimates__title">What it would cost</p>
      <ul aria-label="What it would cost">
        {clusters.map((c) =>
          c.costEstimate ? (
            <li key={c.id}>
              <strong>{c.name}</strong>
              <CostEstimateText estimate={c.costEstimate} />
            </li>
          ) : null,
        )}
      </ul>
    </>
  );
}
