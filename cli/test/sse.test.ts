import { describe, expect, it } from 'vitest';
import { parseSse } from '../src/api/sse.ts';

async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

describe('parseSse', () => {
  it('reads graphql-yoga events split anywhere across chunks, skipping keep-alive comments', async () => {
    const events = [];
    for await (const e of parseSse(
      chunks(
        ':\n\n',
        'event: next\ndata: {"data":',
        '{"a":1}}\n\nevent: next\r\ndata: {"data":{"a":2}}\r\n\r\n',
        'event: complete\ndata:\n\n',
      ),
    )) {
      events.push(e);
    }
    expect(events).toEqual([
      { event: 'next', data: '{"data":{"a":1}}' },
      { event: 'next', data: '{"data":{"a":2}}' },
      { event: 'complete', data: '' },
    ]);
  });
});
