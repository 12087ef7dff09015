/** A request's cost on a cluster, in one line (the server's Cluster.costEstimate). */
export interface CostEstimateView {
  worstCase: number;
  perHour: number;
  currency: string;
}

export function formatMoney(amount: number, currency: string): string {
  return `${amount.toFixed(2)} ${currency}`;
}

export function CostEstimateText({ estimate }: { estimate: CostEstimateView | null | undefined }) {
  if (!estimate) return null;
  if (estimate.perHour === 0) return <span className="muted cost-estimate"> · no cost (nothing priced)</span>;
  return (
    <span className="muted cost-estimate">
      {' '}
      · {formatMoney(estimate.perHour, estimate.currency)}/h
      {estimate.worstCase >= 0
        ? `, at most ${formatMoney(estimate.worstCase, estimate.currency)}`
        : ', no deadline: unbounded'}
    </span>
  );
}
