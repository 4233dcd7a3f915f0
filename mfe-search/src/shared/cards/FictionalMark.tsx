import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { useSettings } from 'shared-contracts/store';

/**
 * The operator's mark on a fictional profile (settings.fictional_icon); its name is read out in the user's locale.
 * `colour` is a text-colour class: on a card's photo the mark takes the white of the name beside it.
 */
export function FictionalMark({ colour = 'text-body-secondary' }: { colour?: string }) {
  const { t } = useTranslation('search');
  const settings = useSettings();
  if (!settings.fictional_icon) return null;
  return (
    <span className={`ms-1 ${colour}`} title={t('fictional.mark')} data-testid="fictional-icon">
      <span aria-hidden="true">{settings.fictional_icon}</span>
      <span className="visually-hidden">{t('fictional.mark')}</span>
    </span>
  );
}

/**
 * What the mark means, shown once on a page that shows at least one marked profile: a tooltip alone is invisible on
 * touch screens, and the operator's own wording (settings.fictional_plural) is in one language only. The mark is
 * left to assistive technology here, as the sentence is about the symbol itself.
 */
export function FictionalLegend({ profiles }: { profiles: readonly { fictional: boolean }[] }) {
  const { t } = useTranslation('search');
  const settings = useSettings();
  if (!settings.fictional_icon || !profiles.some((profile) => profile.fictional)) return null;
  return (
    <p className="small text-body-secondary mb-3" data-testid="fictional-legend">
      {settings.fictional_icon} {t('fictional.legend')}{' '}
      <Link to={routePath('pages-terms')}>{t('fictional.terms')}</Link>
    </p>
  );
}
