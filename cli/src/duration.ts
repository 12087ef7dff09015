import { UsageError } from './exit.ts';

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "90" or "90s", "30m", "2h", "1h30m", "1d" → seconds (a whole number above zero). */
export function parseDuration(raw: string, flag = '--runtime'): number {
  const text = raw.trim();
  if (/^\d+$/.test(text)) return positive(Number(text), raw, flag);
  const parts = [...text.matchAll(/(\d+)([smhd])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) {
    throw new UsageError(`${flag} ${raw}: use seconds or a duration like 90s, 30m, 2h, 1h30m`);
  }
  return positive(
    parts.reduce((sum, p) => sum + Number(p[1]) * UNITS[p[2]!]!, 0),
    raw,
    flag,
  );
}

function positive(seconds: number, raw: string, flag: string): number {
  if (!Number.isSafeInteger(seconds) || seconds <= 0)
    throw new UsageError(`${flag} ${raw}: must be above zero`);
  return seconds;
}

/** 75 → "1m15s", 7200 → "2h", 3725 → "1h2m". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${s % 60 ? `${s % 60}s` : ''}`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h < 48) return `${h}h${m ? `${m}m` : ''}`;
  return `${Math.floor(h / 24)}d${h % 24 ? `${h % 24}h` : ''}`;
}

/** "2026-12" → [first instant of the month, first instant of the next), UTC. */
export function monthRange(raw: string | undefined, now = new Date()): { from: string; to: string } {
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth();
  if (raw !== undefined) {
    const match = /^(\d{4})-(\d{2})$/.exec(raw);
    if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) {
      throw new UsageError(`--month ${raw}: use YYYY-MM, e.g. 2026-12`);
    }
    year = Number(match[1]);
    month = Number(match[2]) - 1;
  }
  return {
    from: new Date(Date.UTC(year, month, 1)).toISOString(),
    to: new Date(Date.UTC(year, month + 1, 1)).toISOString(),
  };
}
