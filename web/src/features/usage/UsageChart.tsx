/** A small stacked bar chart in SVG (no charting library: one chart, a few hundred bytes of code). */

export interface ChartSeries {
  key: string;
  label: string;
}

const COLORS = ['#2563eb', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#0ea5e9', '#84cc16', '#f97316'];
const W = 720;
const H = 240;
const PAD = { left: 84, right: 12, top: 12, bottom: 28 };

function niceMax(x: number): number {
  if (x <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

export function UsageChart({
  days,
  series,
  values,
  unit,
  format,
}: {
  days: Date[];
  series: ChartSeries[];
  /** values[day][series key] */
  values: Record<string, number>[];
  unit: string;
  format: (v: number) => string;
}) {
  const totals = values.map((v) => Object.values(v).reduce((s, x) => s + x, 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const sum = totals.reduce((s, x) => s + x, 0);
  return (
    <figure className="usage-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${unit} per day: ${format(sum)} over ${days.length} days`}
        data-testid="usage-chart"
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(max * f)}
              y2={y(max * f)}
              className="usage-chart__grid"
            />
            <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" className="usage-chart__axis">
              {format(max * f)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          let base = 0;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={day.toISOString()} data-day={day.toISOString().slice(0, 10)}>
              {series.map((s, j) => {
                const v = values[i]?.[s.key] ?? 0;
                if (v <= 0) return null;
                const top = y(base + v);
                const rect = (
                  <rect
                    key={s.key}
                    x={x}
                    y={top}
                    width={barW}
                    height={Math.max(0.5, y(base) - top)}
                    fill={COLORS[j % COLORS.length]}
                    data-series={s.label}
                  >
                    <title>{`${day.toISOString().slice(0, 10)} · ${s.label}: ${format(v)}`}</title>
                  </rect>
                );
                base += v;
                return rect;
              })}
              {(i % 5 === 0 || i === days.length - 1) && (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" className="usage-chart__axis">
                  {day.getUTCDate()}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="usage-chart__legend">
        {series.map((s, j) => (
          <span key={s.key}>
            <i style={{ background: COLORS[j % COLORS.length] }} aria-hidden="true" /> {s.label}
          </span>
        ))}
        <span className="muted">({unit} per UTC day)</span>
      </figcaption>
    </figure>
  );
}
