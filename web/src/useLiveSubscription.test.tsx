import { act, render, screen } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogsSubscription } from './features/processes/VersionLogs.tsx';
import { reconnectDelay, useLiveSubscription } from './useLiveSubscription.ts';

/** An SSE answer as graphql-yoga writes it: `next` events, then `complete` (also what a shutting-down server sends). */
function sse(payloads: object[]): Response {
  const text =
    payloads.map((p) => `event: next\ndata: ${JSON.stringify(p)}\n\n`).join('') +
    'event: complete\ndata:\n\n';
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const chunk = (text: string, cursor: string, finished = false) => ({
  data: { processVersionLogChunks: { text, cursor, finished } },
});

function Follow() {
  const stream = useLiveSubscription(
    {
      query: LogsSubscription,
      variables: { id: 'v1', tailLines: 10 },
      isFinal: (event) => event.processVersionLogChunks.finished,
      resumeVariables: (last) => ({ id: 'v1', tailLines: 10, after: last.processVersionLogChunks.cursor }),
    },
    (text: string | undefined, event) => (text ?? '') + event.processVersionLogChunks.text,
  );
  return <pre data-testid="log">{stream.data ?? ''}</pre>;
}

describe('useLiveSubscription with urql’s own fetch exchange (SSE)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resumes a stream that completed without its final event after its last cursor, and no line twice', async () => {
    vi.useFakeTimers();
    const bodies: { variables: Record<string, unknown> }[] = [];
    const answers = [sse([chunk('one\n', 'c1'), chunk('two\n', 'c2')]), sse([chunk('three\n', 'c3', true)])];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answers.shift() ?? sse([]);
      }),
    );
    const client = new Client({
      url: 'http://app.test/graphql',
      fetchSubscriptions: true,
      preferGetMethod: false,
      exchanges: [fetchExchange],
    });
    render(
      <Provider value={client}>
        <Follow />
      </Provider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('log').textContent).toBe('one\ntwo\n');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('log').textContent).toBe('one\ntwo\nthree\n');
    expect(bodies.map((b) => b.variables)).toEqual([
      { id: 'v1', tailLines: 10 },
      { id: 'v1', tailLines: 10, after: 'c2' },
    ]);
  });

  it('waits 250 ms doubling to 15 s, jittered between half and all of it', () => {
    expect([0, 1, 2, 6, 7, 20].map((n) => reconnectDelay(n, () => 1))).toEqual([
      250, 500, 1000, 15_000, 15_000, 15_000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(1000);
  });
});
