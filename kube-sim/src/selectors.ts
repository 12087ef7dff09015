import { badRequest } from './status.ts';

/** Label selector requirement as parsed from `?labelSelector=`. */
export interface Requirement {
  key: string;
  op: 'in' | 'notin' | 'exists' | '!' | '=' | '!=' | 'gt' | 'lt';
  values: string[];
}

export type Labels = Record<string, string> | undefined;

export interface LabelSelectorJson {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** Parses the label selector string syntax (`a=b,c!=d,e in (f,g),!h,i`). */
export function parseLabelSelector(input: string | undefined | null): Requirement[] {
  const s = (input ?? '').trim();
  if (!s) return [];
  const reqs: Requirement[] = [];
  let i = 0;
  const skipWs = () => {
    while (i < s.length && /\s/.test(s[i]!)) i++;
  };
  const readToken = () => {
    skipWs();
    const start = i;
    while (i < s.length && !/[\s,!=()<>]/.test(s[i]!)) i++;
    return s.slice(start, i);
  };
  const fail = (why: string) => badRequest(`unable to parse requirement: ${why}`);
  while (i < s.length) {
    skipWs();
    let negate = false;
    if (s[i] === '!') {
      negate = true;
      i++;
    }
    const key = readToken();
    if (!key) throw fail(`found '${s[i] ?? ''}', expected: identifier`);
    skipWs();
    if (negate) {
      reqs.push({ key, op: '!', values: [] });
    } else if (i >= s.length || s[i] === ',') {
      reqs.push({ key, op: 'exists', values: [] });
    } else if (s.startsWith('==', i) || s[i] === '=') {
      i += s.startsWith('==', i) ? 2 : 1;
      reqs.push({ key, op: '=', values: [readToken()] });
    } else if (s.startsWith('!=', i)) {
      i += 2;
      reqs.push({ key, op: '!=', values: [readToken()] });
    } else if (s[i] === '>' || s[i] === '<') {
      const op = s[i] === '>' ? 'gt' : 'lt';
      i++;
      reqs.push({ key, op, values: [readToken()] });
    } else {
      const word = readToken();
      if (word !== 'in' && word !== 'notin')
        throw fail(`found '${word}', expected: in, notin, =, ==, !=, gt, lt`);
      skipWs();
      if (s[i] !== '(') throw fail(`found '${s[i] ?? ''}', expected: '('`);
      i++;
      const values: string[] = [];
      for (;;) {
        const v = readToken();
        values.push(v);
        skipWs();
        if (s[i] === ',') {
          i++;
          continue;
        }
        if (s[i] === ')') {
          i++;
          break;
        }
        throw fail(`found '${s[i] ?? ''}', expected: ',', ')'`);
      }
      reqs.push({ key, op: word, values: values.filter((v) => v !== '') });
    }
    skipWs();
    if (i < s.length) {
      if (s[i] !== ',') throw fail(`found '${s[i]}', expected: ',' or 'end of string'`);
      i++;
    }
  }
  return reqs;
}

export function matchesLabels(reqs: Requirement[], labels: Labels): boolean {
  const l = labels ?? {};
  for (const r of reqs) {
    const has = Object.hasOwn(l, r.key);
    const v = l[r.key];
    switch (r.op) {
      case 'exists':
        if (!has) return false;
        break;
      case '!':
        if (has) return false;
        break;
      case '=':
      case 'in':
        if (!has || !r.values.includes(v!)) return false;
        break;
      case '!=':
      case 'notin':
        if (has && r.values.includes(v!)) return false;
        break;
      case 'gt':
      case 'lt': {
        if (!has) return false;
        const n = Number(v);
        const t = Number(r.values[0]);
        if (Number.isNaN(n) || (r.op === 'gt' ? !(n > t) : !(n < t))) return false;
        break;
      }
    }
  }
  return true;
}

/** Converts a metav1.LabelSelector object (as in job.spec.selector) into requirements. */
export function selectorFromJson(sel: LabelSelectorJson | undefined): Requirement[] {
  if (!sel) return [];
  const reqs: Requirement[] = [];
  for (const [k, v] of Object.entries(sel.matchLabels ?? {})) reqs.push({ key: k, op: '=', values: [v] });
  for (const e of sel.matchExpressions ?? []) {
    const op = e.operator.toLowerCase();
    if (op === 'in') reqs.push({ key: e.key, op: 'in', values: e.values ?? [] });
    else if (op === 'notin') reqs.push({ key: e.key, op: 'notin', values: e.values ?? [] });
    else if (op === 'exists') reqs.push({ key: e.key, op: 'exists', values: [] });
    else if (op === 'doesnotexist') reqs.push({ key: e.key, op: '!', values: [] });
  }
  return reqs;
}

export function selectorToString(sel: LabelSelectorJson | undefined): string {
  return selectorFromJson(sel)
    .map((r) => {
      switch (r.op) {
        case '=':
          return `${r.key}=${r.values[0]}`;
        case 'in':
        case 'notin':
          return `${r.key} ${r.op} (${r.values.join(',')})`;
        case 'exists':
          return r.key;
        case '!':
          return `!${r.key}`;
        default:
          return `${r.key}${r.op}${r.values[0]}`;
      }
    })
    .join(',');
}

export interface FieldRequirement {
  field: string;
  op: '=' | '!=';
  value: string;
}

/** Parses `?fieldSelector=` (`a=b`, `a==b`, `a!=b`, comma separated; `\,` escapes). */
export function parseFieldSelector(input: string | undefined | null): FieldRequirement[] {
  const s = (input ?? '').trim();
  if (!s) return [];
  const parts: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\' && i + 1 < s.length) {
      cur += s[++i];
    } else if (c === ',') {
      parts.push(cur);
      cur = '';
    } else cur += c;
  }
  parts.push(cur);
  return parts.map((p) => {
    const m = /^([^=!]+)(==|=|!=)(.*)$/.exec(p.trim());
    if (!m) throw badRequest(`invalid selector: '${p}'; can't understand '${p}'`);
    return { field: m[1]!.trim(), op: m[2] === '!=' ? '!=' : '=', value: m[3]! };
  });
}

export function matchesFields(reqs: FieldRequirement[], fields: Record<string, string>): boolean {
  for (const r of reqs) {
    const v = fields[r.field] ?? '';
    if (r.op === '=' ? v !== r.value : v === r.value) return false;
  }
  return true;
}
