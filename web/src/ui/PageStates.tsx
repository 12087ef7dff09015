import type { CombinedError } from '@urql/core';
import type { ReactNode } from 'react';
import { describeError } from '../client.ts';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { EmptyState, ErrorState, LoadingState } from './States.tsx';

/**
 * The states a page shows before its object: the query failed (with "Try again"), is loading, or answered that the
 * object does not exist (or is not visible). `pageState` returns that page, or null once the object is there.
 */
export function pageState(
  query: { error?: CombinedError; fetching: boolean; loaded: boolean; found: boolean; retry: () => void },
  page: {
    nav?: ReactNode;
    errorTitle: string;
    loadingLabel: string;
    notFoundTitle: string;
    notFound: ReactNode;
    /** 1 when the state is the whole page, so the page still has its main heading. */
    headingLevel?: 1 | 2;
    /** What stands in while loading, in place of the spinner card (a skeleton of the page's table). */
    loading?: ReactNode;
    /** The error's sentence, when the page's domain says it better than `describeError`. */
    describe?: (error: CombinedError) => string;
  },
): ReactNode | null {
  let body: ReactNode;
  if (query.error && !query.loaded) {
    body = (
      <ErrorState
        title={page.errorTitle}
        headingLevel={page.headingLevel}
        message={(page.describe ?? describeError)(query.error)}
        actions={
          <Button variant="primary" busy={query.fetching} onClick={query.retry}>
            Try again
          </Button>
        }
      />
    );
  } else if (!query.loaded) {
    if (page.loading) {
      return (
        <>
          {page.nav}
          {page.loading}
        </>
      );
    }
    body = <LoadingState label={page.loadingLabel} />;
  } else if (!query.found) {
    body = (
      <EmptyState title={page.notFoundTitle} headingLevel={page.headingLevel}>
        {page.notFound}
      </EmptyState>
    );
  } else {
    return null;
  }
  return (
    <>
      {page.nav}
      <Card>{body}</Card>
    </>
  );
}
