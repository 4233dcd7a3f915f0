import { useEffect, useState } from 'react';
import { callEndpoint, isRouteId, setDocumentTitle } from 'shared-contracts';
import { captureTracking, landerMemberEndpoint, type LanderMember } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import { useTranslation } from 'react-i18next';

export type LanderMemberState = { status: 'loading' } | { status: 'ready'; profile: LanderMember | null };

/**
 * The member a member lander shows, by the route's id. An id that is no id, an unknown, hidden or deleted member and
 * a failed call all give `profile: null`: the lander then invites to the signup without a member, never a blank page.
 * Keeps the traffic source (docs/product.md §2) for the signup the lander leads to.
 * Hand-written, not RTK Query: landers are visitors' first paint, and RTK Query's chunks would add ~22 KB gzip to it.
 */
export function useLanderMember(profileId: string | undefined): LanderMemberState {
  const [state, setState] = useState<LanderMemberState>(
    isRouteId(profileId) ? { status: 'loading' } : { status: 'ready', profile: null },
  );
  useEffect(() => {
    captureTracking();
  }, []);
  useEffect(() => {
    if (!isRouteId(profileId)) {
      setState({ status: 'ready', profile: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    callEndpoint(landerMemberEndpoint, { query: { id: profileId }, signal: controller.signal })
      .then(({ profile }) => setState({ status: 'ready', profile }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The lander member could not be loaded', error);
        setState({ status: 'ready', profile: null });
      });
    return () => controller.abort();
  }, [profileId]);
  useMemberTabTitle(state.status === 'ready' ? state.profile : undefined);
  return state;
}

/**
 * "Meet Anna on Datelane" once the member is known; the shell's generic title stays for a generic lander. Plain text,
 * like every title (setDocumentTitle); the lander's own heading isolates the name.
 */
function useMemberTabTitle(profile: LanderMember | null | undefined): void {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  const title = profile ? t('seo.member.title', { name: profile.name, site: settings.name }) : null;
  useEffect(() => {
    if (title) setDocumentTitle(title);
  }, [title]);
}
