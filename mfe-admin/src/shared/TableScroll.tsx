import type { CSSProperties, ReactNode } from 'react';

/**
 * A table's box: a wide table scrolls sideways on a phone or tablet (a long one down, with a `maxHeight`), and the box
 * takes the focus, named after the table, so the keyboard can scroll it too.
 */
export function TableScroll({
  label,
  className = '',
  style,
  children,
}: {
  label: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={`table-responsive ${className}`.trim()} style={style} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
