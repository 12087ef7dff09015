import { useEffect } from 'react';

const PRODUCT = 'Kueue Batch';

/** Sets the browser tab's title to "<page> · Kueue Batch" while the page is shown. */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT}` : PRODUCT;
  }, [page]);
}
