import type { Config } from '../../config.ts';
import type { NotifyRuntime } from './channels.ts';
import { type Mailer, noMailer, smtpMailer } from './senders.ts';
import { type Resolver, systemResolver } from './targets.ts';
import { DEFAULT_NOTIFY_SETTINGS } from './worker.ts';

/** The notification runtime from configuration: settings, the mailer (SMTP_URL), DNS, the links' base. */
export function notifyRuntime(
  config: Config,
  baseUrl: string,
  overrides: { resolver?: Resolver; mailer?: Mailer } = {},
): NotifyRuntime {
  const settings = {
    ...DEFAULT_NOTIFY_SETTINGS,
    allowPrivateTargets: config.notify.allowPrivateTargets,
    pollMs: config.notify.pollMs,
    retryBaseMs: config.notify.retryBaseMs,
    claimMs: config.notify.claimMs,
  };
  const mailer =
    overrides.mailer ??
    (config.notify.smtpUrl
      ? smtpMailer(config.notify.smtpUrl, config.notify.smtpFrom, settings.sendTimeoutMs)
      : noMailer);
  return {
    settings,
    mailer,
    resolver: overrides.resolver ?? systemResolver,
    links: { baseUrl: config.publicUrl ?? baseUrl },
  };
}
