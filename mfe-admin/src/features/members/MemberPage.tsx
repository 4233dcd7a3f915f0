import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callFailure } from '../../shared/errors';
import { LoadState } from '../../shared/LoadState';
import { MemberPanels } from '../../shared/memberPanels';
import { useMay } from '../../shared/operatorSession';
import { PageHeader } from '../../shared/PageHeader';
import { AccountActions } from './actions/AccountActions';
import { useConsoleLink } from './links';
import { MemberStateBadges } from './MemberStateBadges';
import { useMemberDetailsQuery } from './membersApi';
import { AccountSection, ProfileSection } from './sections/AccountSection';
import { LedgerSection } from './sections/LedgerSection';
import { ModerationHistory } from './sections/ModerationHistory';
import { OrdersSection } from './sections/OrdersSection';
import { PhotosSection } from './sections/PhotosSection';
import { ReportsSection } from './sections/ReportsSection';

const sections = ['account', 'photos', 'reports', 'moderation', 'credits', 'orders'] as const;

/**
 * A member (docs/operators.md "Members"): account, profile, photos, reports both ways, moderation history, the credit
 * ledger and orders, in sections a tablet scrolls through (with a jump list). Moderators read; admins and owners
 * also act on money (refunds, adjustments) and the account (activation, export, deletion).
 */
export default function MemberPage() {
  const { t } = useTranslation();
  const { memberId } = useParams();
  const id = Number(memberId);
  const valid = Number.isInteger(id) && id > 0;
  const details = useMemberDetailsQuery(id, { skip: !valid });
  const may = useMay();
  const link = useConsoleLink();
  const [notice, setNotice] = useState<string | null>(null);

  const missing = !valid || callFailure(details.error).status === 404;
  if (missing)
    return (
      <>
        <p className="alert alert-secondary">{t('member.notFound')}</p>
        <Link to={link('/admin/members')}>{t('member.backToMembers')}</Link>
      </>
    );
  if (!details.data) return <LoadState isError={details.isError} onRetry={() => void details.refetch()} />;
  const { account, profile } = details.data;
  const name = profile?.name || t('members.memberNumber', { id });

  return (
    <>
      <nav aria-label={t('member.breadcrumb')} className="mb-2 small">
        <Link to={link('/admin/members')}>{t('members.title')}</Link> <span aria-hidden="true">›</span> #{id}
      </nav>
      <PageHeader
        title={name}
        intro={`${account.email} · ${account.site.name}`}
        actions={
          may('members.account') && (
            <AccountActions account={account} name={name} onDone={(message) => setNotice(message)} />
          )
        }
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <MemberStateBadges status={account.status} restriction={account.restriction} />
        {account.paid_user && <span className="badge text-bg-info">{t('member.paying')}</span>}
      </div>
      {notice && (
        <div className="alert alert-success d-flex align-items-center gap-2" role="status">
          <span className="flex-grow-1">{notice}</span>
          <button type="button" className="btn-close" aria-label={t('dialog.close')} onClick={() => setNotice(null)} />
        </div>
      )}
      <nav aria-label={t('member.sections')} className="mb-4">
        <ul className="nav nav-pills flex-wrap gap-1 small">
          {sections.map((section) => (
            <li className="nav-item" key={section}>
              <a className="nav-link py-1 px-2 link-body-emphasis bg-body-tertiary" href={`#member-${section}`}>
                {t(`member.section.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="row g-3 mb-4" id="member-account">
        <div className="col-12 col-xl-6">
          <AccountSection account={account} />
        </div>
        <div className="col-12 col-xl-6">
          <ProfileSection profile={profile} />
        </div>
      </div>
      <MemberPanels member={{ id, profileId: profile?.id ?? null, siteId: account.site.id }} />
      <PhotosSection photos={details.data.photos} />
      <ReportsSection filed={details.data.reports_filed} received={details.data.reports_received} />
      <ModerationHistory decisions={details.data.moderation} />
      <LedgerSection
        memberId={id}
        balance={account.credits}
        total={details.data.totals.ledger}
        mayAdjust={may('members.money') && account.status !== 'deleted'}
        onDone={setNotice}
      />
      <OrdersSection
        memberId={id}
        total={details.data.totals.orders}
        mayRefund={may('members.money')}
        onDone={setNotice}
      />
    </>
  );
}
