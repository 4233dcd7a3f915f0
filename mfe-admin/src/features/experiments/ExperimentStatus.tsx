import { useTranslation } from 'react-i18next';
import type { ExperimentSummary } from 'shared-contracts/api/experiments';

const tone = { draft: 'secondary', running: 'success', stopped: 'dark', promoted: 'primary' } as const;

/** An experiment's status as a badge. */
export function ExperimentStatus({ status }: { status: ExperimentSummary['status'] }) {
  const { t } = useTranslation();
  return <span className={`badge text-bg-${tone[status]}`}>{t(`experiments.status.${status}`)}</span>;
}

/** Its variants, one a line: `control = live (50%)`, weights as shares of their sum. */
export function VariantList({ experiment }: { experiment: Pick<ExperimentSummary, 'variants'> }) {
  const { t } = useTranslation();
  const sum = experiment.variants.reduce((total, variant) => total + variant.weight, 0) || 1;
  return (
    <ul className="list-unstyled small mb-0" style={{ minWidth: '12rem' }}>
      {experiment.variants.map((variant) => (
        <li key={variant.name}>
          {variant.name} = <code className="text-break">{variant.version ?? t('experiments.live')}</code> (
          {Math.round((variant.weight / sum) * 100)}%)
        </li>
      ))}
    </ul>
  );
}

/** A variant's name in a table, the control marked as such. */
export function VariantLabel({ name, control }: { name: string; control: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {name}
      {control && <span className="text-body-secondary fw-normal"> ({t('experiments.results.control')})</span>}
    </>
  );
}
