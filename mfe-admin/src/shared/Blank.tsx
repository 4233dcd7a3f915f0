import { useTranslation } from 'react-i18next';

/**
 * A field or cell with nothing in it: a dash to the eye (a gap would look like something failed to load), words to a
 * screen reader ("not given"), which would read the dash as "em dash" or skip it.
 */
export function Blank() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="text-body-secondary">
        —
      </span>
      <span className="visually-hidden">{t('console.blank')}</span>
    </>
  );
}
