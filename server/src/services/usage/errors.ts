import type { BudgetUnit } from '../../generated/prisma/client.ts';
import { ResultError } from '../errors.ts';

/** A hard budget refuses a request whose worst case exceeds what remains (ARCHITECTURE §18). */
export class BudgetExceededError extends ResultError {
  override readonly name = 'BudgetExceededError';
  constructor(
    message: string,
    readonly remaining: number,
    readonly required: number,
    readonly unit: BudgetUnit,
  ) {
    super(message);
  }
}
