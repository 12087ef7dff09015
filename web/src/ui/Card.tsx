import type { HTMLAttributes } from 'react';

export function Card({
  padded = false,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { padded?: boolean }) {
  return (
    <div {...rest} className={['card', padded && 'card--padded', className].filter(Boolean).join(' ')} />
  );
}
