import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from 'shared-contracts/api';
import { userLoaded, useSettings, useUser, useAppDispatch } from 'shared-contracts/store';
import { browserPushState, CONFIRM_EMAIL_HASH, currentSubscription, type BrowserPushState } from 'shared-contracts';
import { pushOffered, resumeStep, stepAfterAccount, type Step } from './flow';
import { signupApi } from './signupApi';
import { AboutStep } from './steps/AboutStep';
import { AccountStep } from './steps/AccountStep';
import { CompleteStep } from './steps/CompleteStep';
import { LocationStep } from './steps/LocationStep';
import { PersonalStep } from './steps/PersonalStep';
import { PhotoStep } from './steps/PhotoStep';
import { PushStep } from './steps/PushStep';

/** Steps 0–7 (docs/product.md §2, §4): a visitor starts at 0, a logged-in member resumes where the profile says. */
export function SignupWizard({ profileId, autoSkip }: { profileId: number | null; autoSkip: boolean }) {
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const user = useUser();
  const { hash } = useLocation();
  // The shell's "confirm your address" banner links straight to the reminder (step 7).
  const [step, setStep] = useState<Step | null>(
    user ? (hash === `#${CONFIRM_EMAIL_HASH}` && !user.email_confirmed ? 7 : null) : 0,
  );
  // A member who was logged in when the page opened came back to finish: step 7 reminds rather than reports sending.
  const [resumed] = useState(user !== null);

  useEffect(() => {
    if (step !== null || !user) return;
    void browserPushState().then((push) => setStep(resumeStep(user, pushOffered(push, settings.push_pub), autoSkip)));
  }, [step, user, settings.push_pub, autoSkip]);

  // Step 6 is the embedded last sub-step: it records completion and moves on (docs/product.md §2).
  useEffect(() => {
    if (step !== 6) return;
    void signupApi
      .updateUser({ lastSignupStep: true })
      .then(({ user: saved }) => dispatch(userLoaded(saved)))
      .catch((error: unknown) => console.error('Saving the last step failed', error))
      .finally(() => setStep(7));
  }, [step, dispatch]);

  const onUser = (saved: User) => dispatch(userLoaded(saved));
  const next = (after: Step) => () => setStep((after + 1) as Step);

  const onSignedUp = async (signedUp: User) => {
    dispatch(userLoaded(signedUp));
    const push: BrowserPushState = await browserPushState();
    if (push === 'subscribed') {
      const subscription = await currentSubscription();
      if (subscription)
        await signupApi.addPushSubscription(subscription.toJSON()).catch((error: unknown) => console.error(error));
    }
    setStep(stepAfterAccount(pushOffered(push, settings.push_pub) ? push : 'unsupported'));
  };

  if (step === null) return null;
  if (step === 0 || !user)
    return <AccountStep profileId={profileId} onSignedUp={(signedUp) => void onSignedUp(signedUp)} />;
  switch (step) {
    case 1:
      return <PushStep onDone={next(1)} />;
    case 2:
      return <PhotoStep user={user} onUser={onUser} onDone={next(2)} />;
    case 3:
      return <LocationStep user={user} onUser={onUser} onDone={next(3)} />;
    case 4:
      return <PersonalStep user={user} onUser={onUser} onDone={next(4)} />;
    case 5:
      return <AboutStep user={user} onUser={onUser} onDone={next(5)} />;
    case 6:
      return null;
    default:
      return <CompleteStep user={user} justSignedUp={!resumed} />;
  }
}
