/**
 * A strict parser of the Prometheus text exposition format (version 0.0.4), for tests: it throws on anything a
 * Prometheus server would refuse or that the format leaves ambiguous (a sample before its family's TYPE, a second
 * TYPE, a malformed name, label or value, a duplicated series, histogram series out of shape).
 */

export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseValue(text: string, line: number): number {
  // Prometheus reads values with Go's strconv.ParseFloat: Inf, Infinity and NaN in any letter case (prom-client
  // writes NaN as "Nan", e.g. the event-loop lag before its first sample).
  if (/^\+?inf(inity)?$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^[-+]?nan$/i.test(text)) return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text))
    throw new Error(`line ${line}: bad value "${text}"`);
  return Number(text);
}

/** The family a sample name belongs to (histogram and summary series carry suffixes). */
function familyOf(sample: string, families: Map<string, Family>): Family | undefined {
  const direct = families.get(sample);
  if (direct) return direct;
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sample.endsWith(suffix)) continue;
    const family = families.get(sample.slice(0, -suffix.length));
    if (family && (family.type === 'histogram' || (family.type === 'summary' && suffix !== '_bucket')))
      return family;
  }
  return undefined;
}

function parseLabels(text: string, line: number): Record<string, string> {
  const labels: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`line ${line}: label without "="`);
    const name = text.slice(i, eq).trim();
    if (!LABEL_NAME.test(name)) throw new Error(`line ${line}: bad label name "${name}"`);
    if (name in labels) throw new Error(`line ${line}: label "${name}" twice`);
    if (text[eq + 1] !== '"') throw new Error(`line ${line}: label value not quoted`);
    let value = '';
    let j = eq + 2;
    for (;;) {
      const c = text[j];
      if (c === undefined) throw new Error(`line ${line}: unterminated label value`);
      if (c === '"') break;
      if (c === '\\') {
        const next = text[j + 1];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`line ${line}: bad escape "\\${next}"`);
        j += 2;
        continue;
      }
      if (c === '\n') throw new Error(`line ${line}: raw line feed in a label value`);
      value += c;
      j += 1;
    }
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i += 1;
    else if (i < text.length) throw new Error(`line ${line}: expected "," between labels`);
  }
  return labels;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  if (text.length > 0 && !text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw === '') return;
    if (raw.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(raw);
      if (!m) return; // a plain comment
      const [, keyword, name, rest = ''] = m;
      if (!METRIC_NAME.test(name!)) throw new Error(`line ${line}: bad metric name "${name}"`);
      const family = families.get(name!) ?? {
        name: name!,
        type: 'untyped' as MetricType,
        help: '',
        samples: [],
      };
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest as MetricType)) throw new Error(`line ${line}: unknown type "${rest}"`);
        if (families.has(name!) && (family as Family & { typed?: boolean }).typed)
          throw new Error(`line ${line}: second TYPE for ${name}`);
        if (family.samples.length > 0) throw new Error(`line ${line}: TYPE after samples of ${name}`);
        family.type = rest as MetricType;
        (family as Family & { typed?: boolean }).typed = true;
      } else {
        family.help = rest.replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
      }
      families.set(name!, family);
      return;
    }
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(raw);
    if (!m) throw new Error(`line ${line}: not a sample: ${raw}`);
    const [, name, labelText = '', valueText] = m;
    const family = familyOf(name!, families);
    if (!family || !(family as Family & { typed?: boolean }).typed)
      throw new Error(`line ${line}: sample ${name} before its TYPE`);
    const labels = parseLabels(labelText, line);
    const key = `${name}{${Object.entries(labels)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join(',')}}`;
    if (seen.has(key)) throw new Error(`line ${line}: duplicate series ${key}`);
    seen.add(key);
    if (family.type === 'histogram' && name!.endsWith('_bucket') && labels.le === undefined)
      throw new Error(`line ${line}: histogram bucket without "le"`);
    family.samples.push({ name: name!, labels, value: parseValue(valueText!, line) });
  });
  for (const family of families.values()) {
    if (family.type !== 'histogram') continue;
    // Every histogram series ends with an +Inf bucket equal to its _count.
    const counts = family.samples.filter((s) => s.name === `${family.name}_count`);
    for (const count of counts) {
      const same = (s: Sample) =>
        Object.entries(count.labels).every(([k, v]) => s.labels[k] === v) &&
        Object.keys(s.labels).length === Object.keys(count.labels).length + 1;
      const inf = family.samples.find(
        (s) => s.name === `${family.name}_bucket` && s.labels.le === '+Inf' && same(s),
      );
      if (!inf || inf.value !== count.value)
        throw new Error(`histogram ${family.name}: +Inf bucket does not match _count`);
    }
  }
  return families;
}

/** The value of one series (labels matched exactly on the given keys), or undefined. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values()) {
    for (const s of family.samples) {
      if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) return s.value;
    }
  }
  return undefined;
}

/** The sum over all series of a sample name that match the given labels. */
export function sampleSum(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number {
  let total = 0;
  for (const family of families.values()) {
    for (const s of family.samples) {
      if (s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)) total += s.value;
    }
  }
  return total;
}
