import { useId, type ReactNode } from 'react';

interface Props {
  /** The block's heading, in the member's language. */
  title: string;
  /** The way to the block's own page (the remote's router link, e.g. "All chats"); shown beside the heading. */
  link?: ReactNode;
  testId: string;
  children: ReactNode;
}

/**
 * The frame of one block of the member home (docs/architecture.md "Member home"): every remote's block has the same
 * card, heading level and place for the link to its page, so the page reads as one whatever remote rendered what.
 */
export function HomeBlock({ title, link, testId, children }: Props) {
  const headingId = useId();
  return (
    <section className="home-block card h-100" aria-labelledby={headingId} data-testid={testId}>
      <div className="card-body d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between column-gap-3 row-gap-1">
          <h2 className="h5 mb-0" id={headingId}>
            {title}
          </h2>
          {link && <div className="small">{link}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
