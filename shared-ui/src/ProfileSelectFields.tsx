import { useFormContext } from 'react-hook-form';
import { useSettings } from 'shared-contracts/store';
import { useFieldError } from './FieldError';
import { SelectField } from './Field';
import type { Translate } from './text';

interface Props {
  t: Translate;
  /** What the empty choice says ("Choose…" at signup, "Not said" on the profile page). */
  emptyLabel: string;
  /** Whether the empty choice can be chosen again (clearing the field). */
  clearable?: boolean;
}

/** One select per field the site's settings show and give `allowed_values` for, as `fields.<field>` of the form. */
export function ProfileSelectFields(props: Props) {
  const settings = useSettings();
  const names = settings.visible_profile_fields.filter((name) => (settings.allowed_values[name] ?? []).length > 0);
  return names.map((name) => <ProfileSelectField key={name} field={name} {...props} />);
}

function ProfileSelectField({ field, t, emptyLabel, clearable = false }: Props & { field: string }) {
  const settings = useSettings();
  const { register } = useFormContext();
  const name = `fields.${field}`;
  const message = useFieldError(name);
  return (
    <SelectField
      label={t(`fields.${field}.label`, { defaultValue: field })}
      message={message}
      t={t}
      announceError
      {...register(name)}
    >
      <option value="" disabled={!clearable}>
        {emptyLabel}
      </option>
      {(settings.allowed_values[field] ?? []).map((value) => (
        <option key={value} value={value}>
          {t(`fields.${field}.${value}`, { defaultValue: value })}
        </option>
      ))}
    </SelectField>
  );
}
