import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/PageHeader';
import { useOperatorSessionQuery } from '../../shared/operatorSession';
import { WorkWaiting } from './WorkWaiting';

/** The console's front page for the roles without a dashboard: the work waiting in their queues. */
export default function HomePage() {
  const { t } = useTranslation();
  const { data } = useOperatorSessionQuery(undefined);
  if (!data) return null;
  const { operator } = data;
  return (
    <>
      <PageHeader title={t('home.title')} intro={t('home.welcome', { name: operator.name || operator.email })} />
      <p>{t('home.intro', { role: t(`console.role.${operator.role}`) })}</p>
      <WorkWaiting />
    </>
  );
}
