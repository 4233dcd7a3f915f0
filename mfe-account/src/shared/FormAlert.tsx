import type { HTMLAttributes, ReactNode } from 'react';

type Props = HTMLAttributes<HTMLDivElement> & {
  /** Bootstrap's alert colour: a refusal or a failure is `danger` (the default) or `warning`. */
  tone?: 'danger' | 'warning' | 'success' | 'info';
  /** Inside a polite live region that is always there, so that a reader hears it appear even where a status is not. */
  live?: boolean;
  /** What it says; nothing (null, false, '') shows nothing. */
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * What an account form says after an attempt, one way: a failure or a refusal is an alert, read out at once
 * (`role="alert"`); a success or a note is a status, read out when the reader is free (`role="status"`).
 */
export function FormAlert({ tone = 'danger', live = false, children, className, ...div }: Props) {
  const shown = children !== null && children !== undefined && children !== false && children !== '';
  const alert = shown && (
    <div
      className={`alert alert-${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'success' || tone === 'info' ? 'status' : 'alert'}
      {...div}
    >
      {children}
    </div>
  );
  return live ? <div aria-live="polite">{alert}</div> : alert || null;
}
