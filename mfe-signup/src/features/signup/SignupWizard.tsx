import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { User } from 'shared-contracts/api';
import { userLoaded, useSettings, useUser, useAppDispatch } from 'shared-contracts/store';
import { browserPushState, CONFIRM_EMAIL_HASH, currentSubscription, type BrowserPushState } from 'shared-contracts';
import { pushOffered, resumeStep, stepAfterAccount, type Step } from './flow';
import { signupApi } from './signupApi';
import { StepEntered, StepLoading } from './StepFrame';
import { AccountStep } from './steps/AccountStep';

/**
 * The first paint of /signup is step 0; the later steps (and with them the shared profile fields of shared-ui) load
 * in one chunk, fetched as soon as there is a member to show them to.
 */
const loadLaterSteps = () => import('./steps/laterSteps');
const PushStep = lazy(() => loadLaterSteps().then(({ PushStep }) => ({ default: PushStep })));
const PhotoStep = lazy(() => loadLaterSteps().then(({ PhotoStep }) => ({ default: PhotoStep })));
const LocationStep = lazy(() => loadLaterSteps().then(({ LocationStep }) => ({ default: LocationStep })));
const PersonalStep = lazy(() => loadLaterSteps().then(({ PersonalStep }) => ({ default: PersonalStep })));
const AboutStep = lazy(() => loadLaterSteps().then(({ AboutStep }) => ({ default: AboutStep })));
const CompleteStep = lazy(() => loadLaterSteps().then(({ CompleteStep }) => ({ default: CompleteStep })));

/** Steps 0–7 (docs/product.md §2, §4): a visitor starts at 0, a logged-in member resumes where the profile says. */
export function SignupWizard({ profileId, autoSkip }: { profileId: number | null; autoSkip: boolean }) {
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const user = useUser();
  const { hash } = useLocation();
  const [step, setStep] = useState<Step | null>(user ? null : 0);
  // A member who was logged in when the page opened came back to finish: step 7 reminds rather than reports sending.
  const [resumed] = useState(user !== null);
  // Moved on from the step the page opened with: every step from here opens at its heading (StepEntered).
  const [moved, setMoved] = useState(false);
  const moveTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  useEffect(() => {
    if (step !== null || !user) return;
    // The shell's "confirm your address" banner links straight to the reminder (step 7). Read here, not in the first
    // render: an address's fragment never reaches the server, whose markup that render must match.
    if (hash === `#${CONFIRM_EMAIL_HASH}` && !user.email_confirmed) return setStep(7);
    void browserPushState().then((push) => setStep(resumeStep(user, pushOffered(push, settings.push_pub), autoSkip)));
  }, [step, user, hash, settings.push_pub, autoSkip]);

  useEffect(() => {
    if (user) void loadLaterSteps();
  }, [user]);

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
  const next = (after: Step) => () => moveTo((after + 1) as Step);

  const onSignedUp = async (signedUp: User) => {
    dispatch(userLoaded(signedUp));
    const push: BrowserPushState = await browserPushState();
    if (push === 'subscribed') {
      const subscription = await currentSubscription();
      if (subscription)
        await signupApi.addPushSubscription(subscription.toJSON()).catch((error: unknown) => console.error(error));
    }
    moveTo(stepAfterAccount(pushOffered(push, settings.push_pub) ? push : 'unsupported'));
  };

  if (step === null) return null;
  if (step === 0 || !user)
    return <AccountStep profileId={profileId} onSignedUp={(signedUp) => void onSignedUp(signedUp)} />;
  // Step 6 shows nothing of its own: its place keeps the frame while it saves, as while a step's code loads.
  const laterSteps: Record<Exclude<Step, 0>, ReactNode> = {
    1: <PushStep onDone={next(1)} />,
    2: <PhotoStep user={user} onUser={onUser} onDone={next(2)} />,
    3: <LocationStep user={user} onUser={onUser} onDone={next(3)} />,
    4: <PersonalStep user={user} onUser={onUser} onDone={next(4)} />,
    5: <AboutStep user={user} onUser={onUser} onDone={next(5)} />,
    6: <StepLoading step={6} />,
    7: <CompleteStep user={user} justSignedUp={!resumed} />,
  };
  return (
    <StepEntered.Provider value={moved}>
      <Suspense fallback={<StepLoading step={step} />}>{laterSteps[step]}</Suspense>
    </StepEntered.Provider>
  );
}
