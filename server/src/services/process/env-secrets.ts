import type { PrismaClient } from '../../generated/prisma/client.ts';
import { quote } from '../../text.ts';
import type { FieldIssue } from '../errors.ts';
import { missingSecrets } from '../project-secrets.ts';
import type { CheckedEnvVar } from './input.ts';

/**
 * A new version may name only secrets its own project has now (ARCHITECTURE §21): a deleted or unknown one, or one
 * of another project, is an issue on its env row. Names resolve in the version's project only.
 */
export async function checkEnvSecrets(
  db: PrismaClient,
  projectId: string,
  env: readonly CheckedEnvVar[],
  issues: FieldIssue[],
): Promise<void> {
  const named = env.flatMap((e) => ('secret' in e ? [e.secret] : []));
  const missing = new Set(await missingSecrets(db, projectId, named));
  env.forEach((e, i) => {
    if ('secret' in e && missing.has(e.secret)) {
      issues.push({
        field: `env[${i}].secret`,
        message: `the project has no secret named ${quote(e.secret)}`,
      });
    }
  });
}
