import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Translate } from './text';

/** "I am" a woman or a man, as `gender` of the form ('' until chosen). `t` finds its words under `textPrefix`. */
export function GenderField({ t, textPrefix }: { t: Translate; textPrefix: string }) {
  const { register } = useFormContext<{ gender: string }>();
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t(`${textPrefix}.gender`)}
      </label>
      <select id={id} className="form-select" {...register('gender')}>
        <option value="" disabled>
          {t('choose')}
        </option>
        <option value="female">{t(`${textPrefix}.female`)}</option>
        <option value="male">{t(`${textPrefix}.male`)}</option>
      </select>
    </div>
  );
}
