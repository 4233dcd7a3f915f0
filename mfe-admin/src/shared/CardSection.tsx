import type { ReactNode } from 'react';

/** A card of a page that is a section of its own, named by its heading (h2). */
export function CardSection({
  id,
  title,
  children,
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card mb-4" aria-labelledby={id} data-testid={testId}>
      <div className="card-body">
        <h2 className="h5" id={id}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
