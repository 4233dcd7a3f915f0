import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';

/**
 * The way into the signup, one click away: the signup route with the query string the visitor arrived with (what
 * tracking left of it; the traffic source itself is already kept by captureTracking).
 */
export function signupHref(): string {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return `${routePath('signup')}${search}`;
}

export function SignupCta({
  children,
  className = 'btn btn-primary btn-lg px-4 shadow',
  testId = 'lander-cta',
  ...rest
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
  'aria-label'?: string;
}) {
  return (
    <Link className={className} to={signupHref()} data-testid={testId} {...rest}>
      {children}
    </Link>
  );
}
