import type { Dispatcher } from 'undici';
import { AnswerTooLarge, ClusterHttpStatusError, UnreadableAnswer } from './cluster-error.ts';

/**
 * The direct HTTP path of hot reads: undici dispatch handlers that read one JSON object or a bounded text answer
 * straight from a cluster's agent, skipping client-node's request machinery. `ClusterClient` runs them inside its
 * timeout and breaker; whatever they throw is mapped by `toClusterError`.
 */

/** Largest answer the direct path reads for one object (a ClusterQueue or discovery document is a few KiB). */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Direct reads against a cluster inside `ClusterClient.request`, sharing its timeout. */
export interface ClusterHttp {
  /**
   * GETs `path` (below the cluster's server URL, e.g. `/apis`) and parses the JSON answer. Throws on a non-2xx
   * answer or a network failure; `request` maps whatever it throws to a `ClusterError`.
   */
  getJson(path: string): Promise<unknown>;
  /**
   * Sends `body` as JSON with `method` (POST to create, DELETE with DeleteOptions) and parses the JSON answer.
   * Throws like `getJson` (a 409 is a `ClusterError` with statusCode 409 once mapped).
   */
  sendJson(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<unknown>;
  /**
   * GETs `path` as text, keeping at most the last `keepBytes` bytes of the answer and reading at most `maxBytes`
   * (then `complete` is false and the caller asks again for less, e.g. with `tailLines`). Throws like `getJson`.
   */
  getText(path: string, limits: { keepBytes: number; maxBytes: number }): Promise<TextAnswerResult>;
  /**
   * Opens a streaming GET (a followed log): resolves once the answer's headers arrived (within the call's
   * timeout), then yields the body's chunks until it ends or `signal` aborts. Errors while streaming are thrown
   * as `ClusterError`; a non-2xx answer is thrown before anything is yielded.
   */
  openStream(path: string, signal: AbortSignal): Promise<AsyncIterable<Buffer>>;
}

export interface TextAnswerResult {
  text: string;
  /** Bytes were dropped from the front of the answer to keep `keepBytes`. */
  truncated: boolean;
  /** False when the answer was larger than `maxBytes` and reading stopped. */
  complete: boolean;
}

/**
 * One GET through undici's dispatcher interface, reading the body into one buffer: no Response object, no web
 * stream, no Readable. Aborts when `signal` does (the call's time budget).
 */
export class JsonAnswer implements Dispatcher.DispatchHandler {
  #status = 0;
  #size = 0;
  readonly #chunks: Buffer[] = [];
  #controller: Dispatcher.DispatchController | undefined;
  readonly #signal: AbortSignal;
  readonly #resolve: (value: unknown) => void;
  readonly #reject: (error: unknown) => void;
  readonly #onAbort = () => this.#controller?.abort(this.#signal.reason as Error);

  constructor(signal: AbortSignal, resolve: (value: unknown) => void, reject: (error: unknown) => void) {
    this.#signal = signal;
    this.#resolve = resolve;
    this.#reject = reject;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#signal.aborted) controller.abort(this.#signal.reason as Error);
    else this.#signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    if (statusCode >= 200) this.#status = statusCode;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#size += chunk.length;
    if (this.#size > MAX_ANSWER_BYTES) controller.abort(new AnswerTooLarge());
    else this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.#signal.removeEventListener('abort', this.#onAbort);
    const text = (
      this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks, this.#size)
    ).toString('utf8');
    if (this.#status < 200 || this.#status >= 300) {
      this.#reject(new ClusterHttpStatusError(this.#status, text));
      return;
    }
    try {
      this.#resolve(JSON.parse(text));
    } catch {
      this.#reject(new UnreadableAnswer());
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.#signal.removeEventListener('abort', this.#onAbort);
    this.#reject(error);
  }
}

/** Stops a text read at `maxBytes`: not an error, the caller asks again for less. */
export class ReadLimitReached extends Error {}

/** One text GET through the dispatcher, keeping only the last `keepBytes` of the body. */
export class TextAnswer implements Dispatcher.DispatchHandler {
  #status = 0;
  #read = 0;
  #kept = 0;
  #dropped = false;
  #chunks: Buffer[] = [];
  #controller: Dispatcher.DispatchController | undefined;
  readonly #onAbort = () => this.#controller?.abort(this.signal.reason as Error);

  constructor(
    private readonly signal: AbortSignal,
    private readonly limits: { keepBytes: number; maxBytes: number },
    private readonly resolve: (value: TextAnswerResult) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.signal.aborted) controller.abort(this.signal.reason as Error);
    else this.signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    if (statusCode >= 200) this.#status = statusCode;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#read += chunk.length;
    this.#chunks.push(chunk);
    this.#kept += chunk.length;
    // Error bodies are kept whole (bounded by maxBytes) for the status reason.
    const keep = this.#status >= 200 && this.#status < 300 ? this.limits.keepBytes : this.limits.maxBytes;
    while (this.#kept > keep && this.#chunks.length > 0) {
      const first = this.#chunks[0]!;
      const excess = this.#kept - keep;
      if (first.length <= excess) {
        this.#chunks.shift();
        this.#kept -= first.length;
      } else {
        this.#chunks[0] = first.subarray(excess);
        this.#kept -= excess;
      }
      this.#dropped = true;
    }
    if (this.#read > this.limits.maxBytes) controller.abort(new ReadLimitReached());
  }

  onResponseEnd(): void {
    this.#finish(true);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (error instanceof ReadLimitReached && this.#status >= 200 && this.#status < 300) this.#finish(false);
    else {
      this.signal.removeEventListener('abort', this.#onAbort);
      this.reject(error);
    }
  }

  #finish(complete: boolean): void {
    this.signal.removeEventListener('abort', this.#onAbort);
    let text = Buffer.concat(this.#chunks, this.#kept).toString('utf8');
    if (this.#status < 200 || this.#status >= 300) {
      this.reject(new ClusterHttpStatusError(this.#status, text));
      return;
    }
    // A cut in the middle of a UTF-8 sequence or a line: start at the next whole line.
    // Where the kept bytes hold no whole line (one line longer than keepBytes), cut the line instead: never
    // answer nothing for a log that has text.
    if (this.#dropped) {
      const newline = text.indexOf('\n');
      text =
        newline >= 0 && newline < text.length - 1 ? text.slice(newline + 1) : text.replace(/^\uFFFD+/, '');
    }
    this.resolve({ text, truncated: this.#dropped, complete });
  }
}

export async function readLimited(body: AsyncIterable<unknown>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) break;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
