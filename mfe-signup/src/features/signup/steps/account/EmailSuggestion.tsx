import { useTranslation } from 'react-i18next';

/** "Did you mean anna@gmail.com?" under the e-mail field; choosing the suggestion puts it into the field. */
export function EmailSuggestion({ suggestion, onChoose }: { suggestion: string; onChoose: () => void }) {
  const { t } = useTranslation('signup');
  return (
    <div className="form-text" data-testid="did-you-mean">
      {t('account.didYouMean')}{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onChoose}>
        {suggestion}
      </button>
      ?
    </div>
  );
}
