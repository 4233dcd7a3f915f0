import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from 'shared-contracts/store';
import { progressOf, stageOf, type Step } from './flow';

/**
 * Whether the steps shown now were reached from another step (the wizard provides it): such a step opens at the top
 * of the page with the focus on its heading, so the member, and a screen reader, start reading there. The page's first
 * step is where the member arrived, and nothing is moved.
 */
export const StepEntered = createContext(false);

/**
 * Heading, progress bar and the optional four stage dots around each step. Without a title it is the frame a step's
 * place keeps while that step's code loads (StepLoading).
 */
export function StepFrame({
  step,
  title,
  intro,
  children,
}: {
  step: Step;
  title?: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const entered = useContext(StepEntered);
  const heading = useRef<HTMLHeadingElement>(null);
  const progress = Math.round(progressOf(step) * 100);

  // Once, when the step appears: the previous step may have been scrolled far down (a long form, its button).
  useEffect(() => {
    if (!entered) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [entered]);

  return (
    <section className="signup-step mx-auto" style={{ maxWidth: '34rem' }} data-step={step}>
      {settings.signup.showDots && (
        <ol className="list-unstyled d-flex justify-content-center gap-2 mb-3" aria-label={t('stages.label')}>
          {[0, 1, 2, 3].map((stage) => (
            <li key={stage} aria-current={stage === stageOf(step) ? 'step' : undefined}>
              <span
                className={`d-inline-block rounded-circle ${stage <= stageOf(step) ? 'bg-primary' : 'bg-secondary-subtle'}`}
                style={{ width: 10, height: 10 }}
              />
              <span className="visually-hidden">{t(`stages.${stage}`)}</span>
            </li>
          ))}
        </ol>
      )}
      {step > 0 && (
        <div
          className="progress mb-4"
          style={{ height: 6 }}
          role="progressbar"
          aria-label={t('progress')}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar bg-primary" style={{ width: `${progress}%` }} />
        </div>
      )}
      {title && (
        // Focusable by script only (tabIndex -1): the step's first stop for the keyboard stays its first field.
        <h1 className="h3 mb-2" ref={heading} tabIndex={-1}>
          {title}
        </h1>
      )}
      {intro && <p className="text-body-secondary">{intro}</p>}
      {children}
    </section>
  );
}

/** A step's place while its code loads (the later steps are one chunk, fetched on demand): its frame and a spinner. */
export function StepLoading({ step }: { step: Step }) {
  const { t } = useTranslation('signup');
  return (
    <StepFrame step={step}>
      <div className="d-flex justify-content-center py-5">
        <div className="spinner-border text-primary" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      </div>
    </StepFrame>
  );
}

/** Primary action plus "continue without" for the optional steps. */
export function StepActions({
  primary,
  disabled,
  busy,
  onSkip,
  skipLabel,
}: {
  primary: string;
  disabled?: boolean;
  busy?: boolean;
  onSkip?: () => void;
  skipLabel?: string;
}) {
  return (
    <div className="d-flex flex-column flex-sm-row gap-2 mt-4">
      <button type="submit" className="btn btn-primary flex-grow-1" disabled={disabled || busy}>
        {primary}
      </button>
      {onSkip && (
        <button type="button" className="btn btn-outline-secondary" onClick={onSkip} disabled={busy}>
          {skipLabel}
        </button>
      )}
    </div>
  );
}
