import { useTranslation } from 'react-i18next';
import type { ExperimentSummary } from 'shared-contracts/api/experiments';

const tone = { draft: 'secondary', running: 'success', stopped: 'dark', promoted: 'primary' } as const;

/** An experiment's status as a badge. */
export function ExperimentStatus({ status }: { status: ExperimentSummary['status'] }) {
  const { t } = useTranslation();
  return <span className={`badge text-bg-${tone[status]}`}>{t(`experiments.status.${status}`)}</span>;
}

/** Its variants in one line: `control = live (50%), b = 2026… (50%)`, weights as shares of their sum. */
export function useVariantsText() {
  const { t } = useTranslation();
  return (experiment: Pick<ExperimentSummary, 'variants'>) => {
    const sum = experiment.variants.reduce((total, variant) => total + variant.weight, 0) || 1;
    return experiment.variants
      .map(
        (variant) =>
          `${variant.name} = ${variant.version ?? t('experiments.live')} (${Math.round((variant.weight / sum) * 100)}%)`,
      )
      .join(', ');
  };
}
