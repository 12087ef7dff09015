import type { FieldError } from '../status.ts';

/** Kubernetes' limits for Indexed jobs (pkg/apis/batch/validation). */
const MAX_PARALLELISM_INDEXED = 100_000;
const COMPLETIONS_SOFT_LIMIT = 100_000;
const HIGH_COMPLETIONS_LIMIT = 10_000;

/**
 * ValidateJobSpec's checks of the Indexed-mode fields (completionMode, backoffLimitPerIndex, maxFailedIndexes,
 * successPolicy) and of podFailurePolicy, in the API server's order and words.
 */
export function indexedJobErrors(spec: Record<string, any>): FieldError[] {
  const errs: FieldError[] = [];
  const invalid = (field: string, badValue: unknown, detail: string) =>
    errs.push({ type: 'FieldValueInvalid', field, badValue, detail });
  const num = (v: unknown): v is number => typeof v === 'number';
  for (const f of ['backoffLimitPerIndex', 'maxFailedIndexes']) {
    if (num(spec[f]) && spec[f] < 0) invalid(`spec.${f}`, spec[f], 'must be greater than or equal to 0');
    if (f === 'maxFailedIndexes' && num(spec.maxFailedIndexes) && !num(spec.backoffLimitPerIndex))
      errs.push({
        type: 'FieldValueRequired',
        field: 'spec.backoffLimitPerIndex',
        detail: 'when maxFailedIndexes is specified',
      });
  }
  if (spec.completionMode === 'Indexed') {
    if (!num(spec.completions))
      errs.push({
        type: 'FieldValueRequired',
        field: 'spec.completions',
        detail: 'when completion mode is Indexed',
      });
    if (num(spec.parallelism) && spec.parallelism > MAX_PARALLELISM_INDEXED)
      invalid(
        'spec.parallelism',
        spec.parallelism,
        `must be less than or equal to ${MAX_PARALLELISM_INDEXED} when completion mode is Indexed`,
      );
    if (num(spec.completions) && num(spec.maxFailedIndexes) && spec.maxFailedIndexes > spec.completions)
      invalid('spec.maxFailedIndexes', spec.maxFailedIndexes, 'must be less than or equal to completions');
    if (
      num(spec.completions) &&
      spec.completions > COMPLETIONS_SOFT_LIMIT &&
      num(spec.backoffLimitPerIndex)
    ) {
      const high = `when completions are above ${COMPLETIONS_SOFT_LIMIT} and used with backoff limit per index`;
      if (!num(spec.maxFailedIndexes))
        errs.push({
          type: 'FieldValueRequired',
          field: 'spec.maxFailedIndexes',
          detail: `must be specified when completions is above ${COMPLETIONS_SOFT_LIMIT}`,
        });
      if (num(spec.parallelism) && spec.parallelism > HIGH_COMPLETIONS_LIMIT)
        invalid(
          'spec.parallelism',
          spec.parallelism,
          `must be less than or equal to ${HIGH_COMPLETIONS_LIMIT} ${high}`,
        );
      if (num(spec.maxFailedIndexes) && spec.maxFailedIndexes > HIGH_COMPLETIONS_LIMIT)
        invalid(
          'spec.maxFailedIndexes',
          spec.maxFailedIndexes,
          `must be less than or equal to ${HIGH_COMPLETIONS_LIMIT} ${high}`,
        );
    }
  } else {
    if (num(spec.backoffLimitPerIndex))
      invalid('spec.backoffLimitPerIndex', spec.backoffLimitPerIndex, 'requires indexed completion mode');
    if (num(spec.maxFailedIndexes))
      invalid('spec.maxFailedIndexes', spec.maxFailedIndexes, 'requires indexed completion mode');
  }
  ((spec.podFailurePolicy?.rules ?? []) as Record<string, any>[]).forEach((rule, i) => {
    if (rule.action === 'FailIndex' && !num(spec.backoffLimitPerIndex))
      invalid(
        `spec.podFailurePolicy.rules[${i}].action`,
        rule.action,
        'requires the backoffLimitPerIndex to be set',
      );
  });
  if (spec.successPolicy && spec.completionMode !== 'Indexed')
    invalid('spec.successPolicy', spec.successPolicy, 'requires indexed completion mode');
  if (spec.podFailurePolicy && spec.podReplacementPolicy && spec.podReplacementPolicy !== 'Failed')
    errs.push({
      type: 'FieldValueNotSupported',
      field: 'spec.podReplacementPolicy',
      badValue: spec.podReplacementPolicy,
      detail: 'supported values: "Failed"',
    });
  return errs;
}
