import { useTranslation } from 'react-i18next';
import type { MemberRow } from 'shared-contracts/api/admin';

const statusStyle: Record<MemberRow['status'], string> = {
  active: 'text-bg-success',
  not_confirmed: 'text-bg-warning',
  deactivated: 'text-bg-secondary',
  deleted: 'text-bg-dark',
};

/** The account's status, and its restriction when a moderator set one. */
export function MemberStateBadges({ status, restriction }: Pick<MemberRow, 'status' | 'restriction'>) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <span className={`badge ${statusStyle[status]}`}>{t(`members.stateName.${status}`)}</span>
      {restriction && <span className="badge text-bg-danger">{t(`members.stateName.${restriction}`)}</span>}
    </span>
  );
}
