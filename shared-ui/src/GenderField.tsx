import { useFormContext } from 'react-hook-form';
import { SelectField } from './Field';
import type { Translate } from './text';

/** "I am" a woman or a man, as `gender` of the form ('' until chosen). `t` finds its words under `textPrefix`. */
export function GenderField({ t, textPrefix }: { t: Translate; textPrefix: string }) {
  const { register } = useFormContext<{ gender: string }>();
  return (
    <SelectField label={t(`${textPrefix}.gender`)} t={t} {...register('gender')}>
      <option value="" disabled>
        {t('choose')}
      </option>
      <option value="female">{t(`${textPrefix}.female`)}</option>
      <option value="male">{t(`${textPrefix}.male`)}</option>
    </SelectField>
  );
}
