/**
 * The bound on one GraphQL answer's bytes (MAX_RESPONSE_BYTES): a JSON answer larger than that is refused as a
 * whole — no partial data, one error saying the limit — and read no further than the limit. Streams
 * (subscriptions over SSE, incremental delivery) are not bounded here: each of their events is its own answer.
 */

export const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

export async function boundResponse(response: Response, maxBytes: number): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !/^application\/(graphql-response\+)?json/.test(type)) return response;
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared <= maxBytes) return response;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(response, maxBytes);
    }
    chunks.push(value);
  }
  return new Response(Buffer.concat(chunks), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function tooLarge(response: Response, maxBytes: number): Response {
  const body = JSON.stringify({
    errors: [
      {
        message: `The answer is larger than this server's MAX_RESPONSE_BYTES (${maxBytes} bytes), so none of it is sent: ask for smaller pages (first), fewer logs (tailLines) or fewer fields.`,
        extensions: { code: RESPONSE_TOO_LARGE, limit: maxBytes },
      },
    ],
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, headers });
}
