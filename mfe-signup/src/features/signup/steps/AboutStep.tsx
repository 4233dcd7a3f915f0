import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import { StepActions, StepFrame } from '../StepFrame';
import { useStepSave } from '../useStepSave';

/** Step 5: the free-text about-me fields settings list, 150 px tall (docs/product.md §2, §9). */
export function AboutStep({ user, onUser, onDone }: { user: User; onUser: (user: User) => void; onDone: () => void }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const idPrefix = useId();
  const notes = settings.visible_profile_notes;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(notes.map((name) => [name, user.profile.fields[name] ?? ''])),
  );
  const { busy, save: saveStep } = useStepSave(onUser, onDone);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void saveStep({ fields: Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text.trim()])) });
  };

  return (
    <StepFrame step={5} title={t('about.title')} intro={t('about.intro')}>
      <form onSubmit={save} className="card card-body shadow-sm">
        {notes.map((name) => (
          <div className="mb-3" key={name}>
            <label htmlFor={`${idPrefix}-${name}`} className="form-label">
              {t(`notes.${name}`, { defaultValue: name })}
            </label>
            <textarea
              id={`${idPrefix}-${name}`}
              className="form-control"
              rows={2}
              maxLength={2000}
              style={{ height: 150 }}
              value={texts[name] ?? ''}
              onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
            />
          </div>
        ))}
        <StepActions primary={t('about.save')} busy={busy} onSkip={onDone} skipLabel={t('about.skip')} />
      </form>
    </StepFrame>
  );
}
