import { useEffect, useState } from 'react';

const NARROW = '(max-width: 480px)';

/** True on a phone-width viewport (≤ 480 px), following rotations and resizes. */
export function useNarrowScreen(): boolean {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return narrow;
}
