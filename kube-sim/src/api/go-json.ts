/**
 * The syntax errors of Go's encoding/json (scanner.go), which the API server reports for a body that is not JSON:
 * `unexpected end of JSON input`, `invalid character 'x' looking for beginning of value`, `... after object key`,
 * and so on. `goJsonSyntaxError` returns the message, or undefined for valid JSON.
 */

type Parse = 'objectKey' | 'objectValue' | 'arrayValue';

function quoteChar(c: number): string {
  if (c === 0x27) return `'\\''`;
  if (c === 0x22) return `'"'`;
  if (c >= 0x20 && c < 0x7f) return `'${String.fromCharCode(c)}'`;
  const named: Record<number, string> = {
    7: '\\a',
    8: '\\b',
    9: '\\t',
    10: '\\n',
    11: '\\v',
    12: '\\f',
    13: '\\r',
  };
  return `'${named[c] ?? `\\x${c.toString(16).padStart(2, '0')}`}'`;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

export function goJsonSyntaxError(data: Buffer | string): string | undefined {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const stack: Parse[] = [];
  let err: string | undefined;
  let endTop = false;
  const fail = (c: number, context: string) => {
    err = `invalid character ${quoteChar(c)} ${context}`;
  };
  type State = (c: number) => void;
  let state: State;

  const literal =
    (word: string, i: number): State =>
    (c) => {
      if (c === word.charCodeAt(i)) state = i + 1 === word.length ? endValue : literal(word, i + 1);
      else fail(c, `in literal ${word} (expecting ${quoteChar(word.charCodeAt(i))})`);
    };
  const beginValue: State = (c) => {
    if (isSpace(c)) return;
    if (c === 0x7b) {
      stack.push('objectKey');
      state = beginStringOrEmpty;
    } else if (c === 0x5b) {
      stack.push('arrayValue');
      state = beginValueOrEmpty;
    } else if (c === 0x22) state = inString;
    else if (c === 0x2d) state = neg;
    else if (c === 0x30) state = zero;
    else if (c >= 0x31 && c <= 0x39) state = one;
    else if (c === 0x74) state = literal('true', 1);
    else if (c === 0x66) state = literal('false', 1);
    else if (c === 0x6e) state = literal('null', 1);
    else fail(c, 'looking for beginning of value');
  };
  const beginValueOrEmpty: State = (c) => {
    if (isSpace(c)) return;
    if (c === 0x5d) endValue(c);
    else beginValue(c);
  };
  const beginStringOrEmpty: State = (c) => {
    if (isSpace(c)) return;
    if (c === 0x7d) {
      stack[stack.length - 1] = 'objectValue';
      endValue(c);
    } else beginString(c);
  };
  const beginString: State = (c) => {
    if (isSpace(c)) return;
    if (c === 0x22) state = inString;
    else fail(c, 'looking for beginning of object key string');
  };
  const endTopState: State = (c) => {
    if (!isSpace(c)) fail(c, 'after top-level value');
  };
  const endValue: State = (c) => {
    if (stack.length === 0) {
      endTop = true;
      state = endTopState;
      endTopState(c);
      return;
    }
    if (isSpace(c)) {
      state = endValue;
      return;
    }
    const top = stack[stack.length - 1]!;
    if (top === 'objectKey') {
      if (c === 0x3a) {
        stack[stack.length - 1] = 'objectValue';
        state = beginValue;
      } else fail(c, 'after object key');
    } else if (top === 'objectValue') {
      if (c === 0x2c) {
        stack[stack.length - 1] = 'objectKey';
        state = beginString;
      } else if (c === 0x7d) {
        stack.pop();
        state = endValue;
        if (stack.length === 0) {
          endTop = true;
          state = endTopState;
        }
      } else fail(c, 'after object key:value pair');
    } else if (c === 0x2c) state = beginValue;
    else if (c === 0x5d) {
      stack.pop();
      state = endValue;
      if (stack.length === 0) {
        endTop = true;
        state = endTopState;
      }
    } else fail(c, 'after array element');
  };
  const inString: State = (c) => {
    if (c === 0x22) state = endValue;
    else if (c === 0x5c) state = inStringEsc;
    else if (c < 0x20) fail(c, 'in string literal');
  };
  const inStringEsc: State = (c) => {
    if ([0x62, 0x66, 0x6e, 0x72, 0x74, 0x5c, 0x2f, 0x22].includes(c)) state = inString;
    else if (c === 0x75) state = escU(0);
    else fail(c, 'in string escape code');
  };
  const escU =
    (n: number): State =>
    (c) => {
      if (!isHex(c)) fail(c, 'in \\u hexadecimal character escape');
      else state = n === 3 ? inString : escU(n + 1);
    };
  const neg: State = (c) => {
    if (c === 0x30) state = zero;
    else if (c >= 0x31 && c <= 0x39) state = one;
    else fail(c, 'in numeric literal');
  };
  const one: State = (c) => {
    if (isDigit(c)) return;
    zero(c);
  };
  const zero: State = (c) => {
    if (c === 0x2e) state = dot;
    else if (c === 0x65 || c === 0x45) state = exp;
    else endValue(c);
  };
  const dot: State = (c) => {
    if (isDigit(c)) state = dot0;
    else fail(c, 'after decimal point in numeric literal');
  };
  const dot0: State = (c) => {
    if (isDigit(c)) return;
    if (c === 0x65 || c === 0x45) state = exp;
    else endValue(c);
  };
  const exp: State = (c) => {
    if (c === 0x2b || c === 0x2d) state = expSign;
    else expSign(c);
  };
  const expSign: State = (c) => {
    if (isDigit(c)) state = exp0;
    else fail(c, 'in exponent of numeric literal');
  };
  const exp0: State = (c) => {
    if (!isDigit(c)) endValue(c);
  };

  state = beginValue;
  for (const c of bytes) {
    state(c);
    if (err) return err;
  }
  if (endTop) return undefined;
  state(0x20);
  if (err) return err;
  return endTop ? undefined : 'unexpected end of JSON input';
}

/** apiserver's summarizeData: the body's first 30 bytes (as hex unless it starts with `{`), for decode errors. */
export function summarizeBody(text: string, max = 30): string {
  const data = Buffer.from(text, 'utf8');
  if (data.length === 0) return '<empty>';
  const cut = data.length > max;
  const head = cut ? data.subarray(0, max) : data;
  const s = data[0] === 0x7b ? head.toString('utf8') : head.toString('hex');
  return cut ? `${s} ...` : s;
}
