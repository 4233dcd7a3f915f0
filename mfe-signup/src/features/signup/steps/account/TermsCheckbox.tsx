import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  invalid: boolean;
  error: string | null;
  registration: UseFormRegisterReturn<'terms'>;
  /** Opens the terms or the privacy statement in the legal modal. */
  onOpenLegal: (page: 'terms' | 'privacy') => void;
}

/** "I accept the terms and the privacy statement", each readable in a modal without leaving the form. */
export function TermsCheckbox({ id, invalid, error, registration, onOpenLegal }: Props) {
  const { t } = useTranslation('signup');
  return (
    <div className="form-check mb-3">
      <input id={id} type="checkbox" className={`form-check-input ${invalid ? 'is-invalid' : ''}`} {...registration} />
      <label htmlFor={id} className="form-check-label">
        {t('account.acceptBefore')}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onOpenLegal('terms')}>
          {t('account.terms')}
        </button>{' '}
        {t('account.acceptBetween')}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onOpenLegal('privacy')}>
          {t('account.privacy')}
        </button>
      </label>
      <div className="invalid-feedback" role="alert">
        {error}
      </div>
    </div>
  );
}
