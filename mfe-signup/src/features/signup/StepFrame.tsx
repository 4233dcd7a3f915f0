import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from 'shared-contracts/store';
import { progressOf, stageOf, type Step } from './flow';

/** Heading, progress bar and the optional four stage dots around each step. */
export function StepFrame({
  step,
  title,
  intro,
  children,
}: {
  step: Step;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const progress = Math.round(progressOf(step) * 100);
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
      <h1 className="h3 mb-2">{title}</h1>
      {intro && <p className="text-body-secondary">{intro}</p>}
      {children}
    </section>
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
