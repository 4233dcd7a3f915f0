import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { routePath } from 'shared-contracts';
import { trackingParameterNames } from 'shared-contracts/api';

/** The query string less the traffic source, which captureTracking keeps for the signup and takes out of the address. */
function withoutTracking(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of trackingParameterNames) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The way into the signup, one click away: the signup route with the query string the visitor arrived with, less the
 * traffic source. Read from the router, not the window, so the server's link is the browser's.
 */
export function useSignupHref(): string {
  const { search } = useLocation();
  return `${routePath('signup')}${withoutTracking(search)}`;
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
  const href = useSignupHref();
  return (
    <Link className={className} to={href} data-testid={testId} {...rest}>
      {children}
    </Link>
  );
}
