import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanderProfile } from 'shared-contracts/api';
import { FictionalNote } from './LanderChrome';
import { SignupCta } from './SignupCta';
import type { useLander } from './useLander';

/** The two looks of a lander's opening words: on a dark page (night, collage, slideshow) or a light one. */
const looks = {
  light: {
    eyebrow: 'lander-eyebrow text-primary mb-2',
    lead: 'lead text-body-secondary',
    cta: 'btn btn-primary btn-lg px-5 rounded-pill fw-semibold shadow',
    note: 'small text-body-secondary mt-2',
  },
  dark: {
    eyebrow: 'lander-eyebrow mb-2',
    lead: 'lead text-muted-light',
    cta: 'btn btn-primary btn-lg px-5 py-3 rounded-pill fw-semibold lander-cta-pulse',
    note: 'lander-note mt-3',
  },
};

/**
 * A lander's opening words: its eyebrow, headline and lead (the type's `eyebrow`, `title` and `lead` texts unless
 * given), the signup button (`cta`) and the "free" note under it. `titleWidth` and `leadWidth` narrow a centred
 * headline or lead; `noteSpaced` keeps the note's bottom margin for what follows it in the same column.
 */
export function LanderPitch({
  tone,
  text,
  title = text('title'),
  lead = text('lead'),
  titleWidth,
  leadWidth,
  noteSpaced = false,
}: {
  tone: keyof typeof looks;
  /** The lander type's texts (useLander). */
  text: ReturnType<typeof useLander>['text'];
  title?: ReactNode;
  lead?: ReactNode;
  titleWidth?: string;
  leadWidth?: string;
  noteSpaced?: boolean;
}) {
  const { t } = useTranslation('landers');
  const look = looks[tone];
  return (
    <>
      <p className={look.eyebrow}>{text('eyebrow')}</p>
      <h1
        className={titleWidth ? 'lander-title mx-auto mb-3' : 'lander-title mb-3'}
        style={titleWidth ? { maxWidth: titleWidth } : undefined}
      >
        {title}
      </h1>
      <p
        className={`${look.lead}${leadWidth ? ' mx-auto' : ''} mb-4`}
        style={leadWidth ? { maxWidth: leadWidth } : undefined}
      >
        {lead}
      </p>
      <SignupCta className={look.cta}>{text('cta')}</SignupCta>
      <p className={noteSpaced ? look.note : `${look.note} mb-0`}>{t('common.freeNote')}</p>
    </>
  );
}

/** Under a lander's grid of members: one more way into the signup (`lander-cta-more`), then the fictional legend. */
export function MoreMembersCta({ children, profiles }: { children: ReactNode; profiles: readonly LanderProfile[] }) {
  return (
    <>
      <div className="text-center mt-4">
        <SignupCta className="btn btn-outline-primary btn-lg rounded-pill px-4" testId="lander-cta-more">
          {children}
        </SignupCta>
      </div>
      <FictionalNote profiles={profiles} className="text-center text-body-secondary mt-4" />
    </>
  );
}
