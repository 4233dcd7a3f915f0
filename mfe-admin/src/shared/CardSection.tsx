import type { ReactNode } from 'react';

/** A card of a page that is a section of its own, named by its heading (h2). */
export function CardSection({
  id,
  title,
  children,
  testId,
  bodyClassName = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  testId?: string;
  /** More classes of the card's body (`pb-0` where the last child keeps its own margin). */
  bodyClassName?: string;
}) {
  return (
    <section className="card mb-4" aria-labelledby={id} data-testid={testId}>
      <div className={`card-body ${bodyClassName}`}>
        <h2 className="h5" id={id}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
