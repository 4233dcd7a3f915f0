import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  testId: string;
  /** `offer`: tinted with the site's brand colour, so a running offer stands out beside the member's own state. */
  tone?: 'plain' | 'offer';
  children: ReactNode;
}

/** One part of the home's status block: a heading, what it says, and its link at the bottom (`mt-auto`). */
export function StatusPart({ title, testId, tone = 'plain', children }: Props) {
  const headingId = useId();
  const colours = tone === 'offer' ? 'bg-primary-subtle text-primary-emphasis' : 'bg-body-tertiary';
  return (
    <section
      className={`h-100 rounded-3 p-3 d-flex flex-column gap-2 ${colours}`}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h3 className="h6 mb-0" id={headingId}>
        {title}
      </h3>
      {children}
    </section>
  );
}
