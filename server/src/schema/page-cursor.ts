import { BadUserInputError } from '../services/errors.ts';

/**
 * The cursors of our Prisma connections (`cursor: 'id'`) are what Pothos writes for a string id:
 * base64("GPC:S:<id>"). Anything else in `after`/`before` was not given by the list — a forged or damaged cursor —
 * and is the caller's mistake (BAD_USER_INPUT), never handed to the database.
 */
const ID_CURSOR = /^GPC:S:[A-Za-z0-9_-]{1,100}$/;

export function checkIdCursors(args: { after?: string | null; before?: string | null }): void {
  for (const field of ['after', 'before'] as const) {
    const cursor = args[field];
    if (cursor == null) continue;
    const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor)
      ? Buffer.from(cursor, 'base64').toString('utf8')
      : '';
    if (!ID_CURSOR.test(decoded))
      throw new BadUserInputError([
        { field, message: 'is not a cursor this list gave (start again without it)' },
      ]);
  }
}
