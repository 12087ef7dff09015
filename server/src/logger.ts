import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs. Secrets never reach a log line: known secret-bearing keys are redacted wholesale. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'kueue-batch' },
      redact: {
        paths: [
          'token',
          '*.token',
          'kubeconfig',
          '*.kubeconfig',
          'authorization',
          '*.authorization',
          'headers.authorization',
          'headers.cookie',
          'req.headers.authorization',
          'req.headers.cookie',
          'secretKey',
          'registryAuth',
          '*.registryAuth',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
