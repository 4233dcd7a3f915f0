// The browser API of react-router that our apps use, shared as the `react-router` singleton. Shared modules are
// not tree-shaken: the whole package (data routers, server runtime, RSC, cookies, sessions) is 31 KB gzip, this
// declarative subset 14 KB. ESLint (eslint.config.mjs) keeps every app's imports from `react-router` within it.
export {
  BrowserRouter,
  createPath,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-browser-build';
