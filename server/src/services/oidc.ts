import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';
import type { Logger } from '../logger.ts';

/*
 * Sign-in with an OpenID Provider (ARCHITECTURE §13): the authorization code flow with PKCE, state and nonce,
 * through openid-client. This module talks to the provider and checks its answers; which user that is lives in
 * oidc-users.ts, cookies and pages in ../oidc-routes.ts.
 */

/** Why a sign-in did not happen: `refused` (the answer failed a check, 400) or `unavailable` (the provider, 503). */
export class OidcSignInError extends Error {
  override name = 'OidcSignInError';
  constructor(
    readonly kind: 'refused' | 'unavailable',
    /** Shown to the person on the error page: what happened, never a token, code or secret. */
    message: string,
    /** For the log line: the library's code and message (no token, code or secret either). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** What a sign-in in progress must remember between the redirect to the provider and its callback. */
export interface SignInTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The path of this app to return to (already checked to be a local path). */
  returnTo: string;
  /** When the transaction stops being accepted (epoch ms). */
  expiresAt: number;
}

/** How long a person may spend at the provider between "Sign in" and the callback. */
export const SIGN_IN_TRANSACTION_TTL_MS = 10 * 60_000;

/** The verified identity a completed sign-in yields: the ID token's claims, completed by the userinfo endpoint. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The groups claim's values; null when the provider sent no such claim. */
  groups: string[] | null;
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/**
 * The configured provider: its discovery document (fetched at start-up with a timeout, retried in the background
 * with backoff until it succeeds, and on demand at sign-in) and the calls of a sign-in.
 */
export class OidcProvider {
  #configuration: client.Configuration | null = null;
  #attempt: Promise<client.Configuration | null> | null = null;
  #retry: NodeJS.Timeout | null = null;
  #retryDelay = RETRY_FIRST_MS;
  #stopped = false;

  constructor(
    readonly settings: OidcConfig,
    private readonly logger: Logger,
  ) {}

  get name(): string {
    return this.settings.providerName;
  }

  /** Discovery succeeded: sign-in can start. */
  get ready(): boolean {
    return this.#configuration !== null;
  }

  /** One discovery attempt, bounded by the timeout; on failure the server starts anyway and retries. */
  async start(): Promise<void> {
    await this.#discover();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
  }

  /** The discovered configuration, trying discovery now when it has not succeeded yet; null: unavailable. */
  async configuration(): Promise<client.Configuration | null> {
    return this.#configuration ?? (await this.#discover());
  }

  #discover(): Promise<client.Configuration | null> {
    this.#attempt ??= this.#discoverOnce().finally(() => {
      this.#attempt = null;
    });
    return this.#attempt;
  }

  async #discoverOnce(): Promise<client.Configuration | null> {
    const { issuer, clientId, clientSecret, timeoutMs } = this.settings;
    const insecure = new URL(issuer).protocol === 'http:';
    try {
      const configuration = await client.discovery(
        new URL(issuer),
        clientId,
        clientSecret ? { client_secret: clientSecret } : undefined,
        clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
        { timeout: timeoutMs / 1000, execute: insecure ? [client.allowInsecureRequests] : [] },
      );
      this.#configuration = configuration;
      if (this.#retry) clearTimeout(this.#retry);
      this.#retry = null;
      this.#retryDelay = RETRY_FIRST_MS;
      this.logger.info({ issuer }, 'OpenID Provider discovered');
      return configuration;
    } catch (error) {
      this.logger.warn(
        { issuer, reason: describe(error), retryInMs: this.#retryDelay },
        'OpenID Provider discovery failed; sign-in with it is unavailable until it succeeds',
      );
      this.#scheduleRetry();
      return null;
    }
  }

  #scheduleRetry(): void {
    if (this.#stopped || this.#retry) return;
    const delay = this.#retryDelay;
    this.#retryDelay = Math.min(this.#retryDelay * 2, RETRY_MAX_MS);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      if (!this.#configuration && !this.#stopped) void this.#discover();
    }, delay);
    this.#retry.unref();
  }

  /** A new transaction and the provider URL to send the browser to. */
  async beginSignIn(returnTo: string): Promise<{ url: URL; transaction: SignInTransaction }> {
    const configuration = await this.configuration();
    if (!configuration) throw this.#unavailable('discovery has not succeeded');
    const transaction: SignInTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
      expiresAt: Date.now() + SIGN_IN_TRANSACTION_TTL_MS,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: this.settings.scopes.join(' '),
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, transaction };
  }

  /**
   * Checks the provider's answer against the transaction (state, issuer, then at the token endpoint the code and
   * PKCE verifier; the ID token's signature, issuer, audience, expiry and nonce) and returns who signed in.
   */
  async completeSignIn(
    callbackQuery: URLSearchParams,
    transaction: SignInTransaction,
  ): Promise<OidcIdentity> {
    const configuration = await this.configuration();
    if (!configuration) throw this.#unavailable('discovery has not succeeded');
    if (!transaction.codeVerifier || !transaction.nonce || !transaction.state) {
      throw new OidcSignInError(
        'refused',
        'This sign-in is incomplete (its PKCE verifier, nonce or state is missing).',
      );
    }
    // The callback URL as registered at the provider (PUBLIC_URL), whatever address the request came in on.
    const callback = new URL(this.settings.redirectUri);
    callback.search = callbackQuery.toString();
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcSignInError('refused', 'The provider sent no ID token.');
      let info: Record<string, unknown> = {};
      if (tokens.access_token && configuration.serverMetadata().userinfo_endpoint) {
        info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      }
      const claim = (name: string): unknown => info[name] ?? claims[name];
      const email = claim('email');
      const name = claim('name');
      const verified = claim('email_verified');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof email === 'string' ? email : null,
        emailVerified: verified === true || verified === 'true',
        name: typeof name === 'string' && name.trim() ? name.trim() : null,
        groups: groupsOf(claim(this.settings.groupsClaim)),
      };
    } catch (error) {
      throw this.#explain(error);
    }
  }

  /** Where to send the browser to end its session at the provider too; null when the provider offers no such end. */
  endSessionUrl(postLogoutRedirectUri: string): URL | null {
    const configuration = this.#configuration;
    if (!configuration?.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(configuration, { post_logout_redirect_uri: postLogoutRedirectUri });
  }

  #unavailable(detail: string): OidcSignInError {
    return new OidcSignInError(
      'unavailable',
      `${this.name} is unavailable right now, so signing in with it is not possible. Try again in a minute.`,
      detail,
    );
  }

  /** openid-client's failures as what the person reads and what the log records. */
  #explain(error: unknown): OidcSignInError {
    if (error instanceof OidcSignInError) return error;
    const detail = describe(error);
    if (error instanceof client.AuthorizationResponseError) {
      return new OidcSignInError(
        'refused',
        `${this.name} did not sign you in (${safeCode(error.error)}).`,
        detail,
      );
    }
    if (error instanceof client.ResponseBodyError) {
      if (error.status >= 500) return this.#unavailable(detail);
      return new OidcSignInError(
        'refused',
        `${this.name} did not accept this sign-in (${safeCode(error.error)}): it may have been used already or ` +
          'have expired. Start again.',
        detail,
      );
    }
    if (error instanceof client.ClientError) {
      const reason = verificationFailure(error);
      if (reason === 'unavailable') return this.#unavailable(detail);
      return new OidcSignInError(
        'refused',
        `The answer from ${this.name} failed a check: ${reason}.`,
        detail,
      );
    }
    // fetch() rejects with a TypeError when the provider cannot be reached.
    if (error instanceof TypeError && !(error as { code?: unknown }).code) return this.#unavailable(detail);
    return new OidcSignInError('refused', `The answer from ${this.name} could not be processed.`, detail);
  }
}

/** A check that failed, in words (from the error's code and the claim or parameter it names). */
function verificationFailure(error: client.ClientError): string {
  // openid-client wraps oauth4webapi's error, whose own cause names the claim it compared.
  const inner = error.cause instanceof Error ? error.cause : undefined;
  const cause = inner?.cause as { claim?: unknown } | undefined;
  const message = inner?.message ?? error.message;
  switch (error.code) {
    case 'OAUTH_TIMEOUT':
    case 'OAUTH_ABORT':
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
      return 'unavailable';
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      return 'the ID token has expired or is not valid yet (compare the clocks of this server and the provider)';
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED': {
      const claim = cause?.claim ?? /"(\w+)"/.exec(message)?.[1];
      if (claim === 'iss') return 'the ID token was issued by another provider (wrong issuer)';
      if (claim === 'aud' || claim === 'azp')
        return 'the ID token is meant for another application (wrong audience)';
      if (claim === 'nonce') return 'the ID token does not belong to this sign-in (nonce mismatch)';
      return 'a claim of the ID token has an unexpected value';
    }
    case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
    case 'OAUTH_INVALID_RESPONSE': {
      if (/"state"/.test(message))
        return 'the answer does not belong to the sign-in this browser started (state mismatch)';
      if (/"iss"/.test(message)) return 'the answer came from another provider (wrong issuer)';
      return 'the answer is not well-formed';
    }
    default:
      return 'it could not be verified';
  }
}

/** An OAuth error code as text safe to show: its characters are restricted by RFC 6749, but do not trust that. */
function safeCode(code: unknown): string {
  const text = typeof code === 'string' ? code : 'error';
  return /^[\x20-\x7e]{1,64}$/.test(text) ? text : 'error';
}

function groupsOf(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return null;
}

/** An error's class, code and message, for a log line (openid-client's messages carry no tokens or secrets). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}${cause}`;
}
