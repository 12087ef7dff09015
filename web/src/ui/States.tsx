import type { ReactNode } from 'react';
import { FolderIcon, WarningIcon } from './icons.tsx';
import { Spinner } from './Spinner.tsx';

export function EmptyState({
  title,
  children,
  icon = <FolderIcon />,
  actions,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="state">
      <div className="state__icon">{icon}</div>
      <h2 className="state__title">{title}</h2>
      {children && <p className="state__body">{children}</p>}
      {actions && <div className="state__actions">{actions}</div>}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions?: ReactNode;
}) {
  return (
    <div className="state state--error" role="alert">
      <div className="state__icon">
        <WarningIcon />
      </div>
      <h2 className="state__title">{title}</h2>
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
