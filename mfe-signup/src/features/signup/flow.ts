import type { User } from 'shared-contracts/api';
import type { BrowserPushState } from 'shared-contracts';

/** The signup steps of docs/product.md §2; progress is step / 6. */
export type Step = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const LAST_STEP: Step = 7;

export const progressOf = (step: Step) => Math.min(step / 6, 1);

/** The four stages the optional dots show: account, photo, about you, done. */
export const stageOf = (step: Step): 0 | 1 | 2 | 3 => (step === 0 ? 0 : step <= 2 ? 1 : step <= 5 ? 2 : 3);

/**
 * Where the flow goes after step 0; `subscribed` has already been added to the account. The push step when it is
 * offered, otherwise the photo step (docs/product.md §4). The original specification's §4 said step 3 here, contradicting its §2 ("only
 * the push step is skipped"); that reading skipped the photo for every iPhone outside an installed app and every
 * browser that blocks notifications, so we took the one that keeps the photo step.
 */
export function stepAfterAccount(push: BrowserPushState): Step {
  return push === 'not_subscribed' ? 1 : 2;
}

/** The push option is offered to a logged-in, push-capable, not yet subscribed member on a site with a push key (docs/product.md §6). */
export function pushOffered(push: BrowserPushState, pushKey: string): boolean {
  return push === 'not_subscribed' && pushKey !== '';
}

/**
 * Where a logged-in member resumes (docs/product.md §4 "Resume for a logged-in user"). A photo waiting for review
 * counts as given: on a pre-moderated site every new photo waits, and the member would be asked for one again.
 */
export function resumeStep(user: User, offerPush: boolean, autoSkip: boolean): Step {
  const { profile } = user;
  let step: Step = offerPush ? 1 : 2;
  if (profile.main_image || profile.images.some((image) => image.visibility === 'pending')) step = 3;
  if (!autoSkip) return step;
  if (profile.countryregion || profile.city) step = 4;
  if (profile.gender || profile.date_of_birth) step = 5;
  if (profile.personal) step = 6;
  return step;
}

/** docs/product.md §6: signup is open for all, or only for visitors who came from a traffic source. */
export function signupAllowed(signups: string, network: string | undefined): boolean {
  return signups === 'all' || (signups === 'with_trafficsource' && Boolean(network));
}
