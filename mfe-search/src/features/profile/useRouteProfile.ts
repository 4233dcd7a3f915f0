import { isRouteId } from 'shared-contracts';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { pageNotFound, useAppDispatch } from 'shared-contracts/store';
import { useGetProfileQuery } from '../../shared/likesApi';

/**
 * The profile the route's `:profileId` names (a profile id, not the member's account id), loaded from the server. A
 * malformed id, or a member the server does not know (404) or refuses (400), is `notFound`: the shell is told, and
 * shows its 404 page for this path.
 */
export function useRouteProfile() {
  const { profileId } = useParams();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const validId = isRouteId(profileId);
  const { data: profile, error, isLoading } = useGetProfileQuery(Number(profileId), { skip: !validId });
  const notFound =
    !validId || (error !== undefined && 'status' in error && (error.status === 404 || error.status === 400));

  useEffect(() => {
    if (notFound) dispatch(pageNotFound({ pathname }));
  }, [notFound, pathname, dispatch]);

  return { profile, error, isLoading, notFound };
}
