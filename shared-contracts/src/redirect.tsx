import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * In the server's render (the shell's server build), where a page sends its visitor instead of showing itself: the
 * server answers with that redirect rather than an empty page that moves once its scripts have run.
 */
export const ServerRedirectContext = createContext<((path: string) => void) | null>(null);

/**
 * Sends the visitor to `to` in place of this page (it replaces the page in the history). Pages use it instead of
 * react-router's `<Navigate>`, which does nothing in a server's render: there the server is told, and it redirects.
 */
export function Redirect({ to }: { to: string }) {
  const tellServer = useContext(ServerRedirectContext);
  if (!tellServer) return <Navigate replace to={to} />;
  tellServer(to);
  return null;
}
