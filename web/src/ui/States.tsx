import type { ReactNode } from 'react';
import { FolderIcon, WarningIcon } from './icons.tsx';
import { Spinner } from './Spinner.tsx';

export function EmptyState({
  title,
  children,
  icon = <FolderIcon />,
  actions,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** 1 when the state is the whole page (nothing found), so the page still has its main heading. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="state">
      <div className="state__icon">{icon}</div>
      <Heading className="state__title">{title}</Heading>
      {children && <p className="state__body">{children}</p>}
      {actions && <div className="state__actions">{actions}</div>}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  actions,
  headingLevel = 2,
}: {
  title: string;
  message: string;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="state state--error" role="alert">
      <div className="state__icon">
        <WarningIcon />
      </div>
      <Heading className="state__title">{title}</Heading>
      <p className="state__body">{message}</p>
      {actions && <div className="state__actions">{actions}</div>}
    </div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="state">
      <Spinner size="large" label={label} />
    </div>
  );
}

export function Skeleton({ width = '100%' }: { width?: string }) {
  return <span className="skeleton" style={{ width }} aria-hidden="true" />;
}
