import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckField } from 'shared-ui/fields';

interface Props {
  id: string;
  error: string | null;
  registration: UseFormRegisterReturn<'terms'>;
  /** Opens the terms or the privacy statement in the legal modal. */
  onOpenLegal: (page: 'terms' | 'privacy') => void;
}

/** "I accept the terms and the privacy statement", each readable in a modal without leaving the form. */
export function TermsCheckbox({ id, error, registration, onOpenLegal }: Props) {
  const { t } = useTranslation('signup');
  return (
    <CheckField
      id={id}
      registration={registration}
      error={error}
      announceError
      label={
        <>
          {t('account.acceptBefore')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onOpenLegal('terms')}>
            {t('account.terms')}
          </button>{' '}
          {t('account.acceptBetween')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onOpenLegal('privacy')}>
            {t('account.privacy')}
          </button>
        </>
      }
    />
  );
}
