import type { ReactNode } from 'react';

/** A console page's heading, its one-line purpose, and its actions on the right. */
export function PageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <header className="d-flex flex-wrap align-items-start gap-2 mb-4">
      <div className="flex-grow-1">
        <h1 className="h3 mb-1">{title}</h1>
        {intro && <p className="text-body-secondary mb-0">{intro}</p>}
      </div>
      {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
