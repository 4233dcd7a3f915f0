import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { callFailure } from '../../shared/errors';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { DecisionForm } from '../../shared/moderation/DecisionForm';
import { DecisionHistory } from '../../shared/moderation/DecisionHistory';
import { MemberPanel } from '../../shared/moderation/MemberPanel';
import { NextInQueue } from '../../shared/moderation/NextInQueue';
import { CaseEvidence } from '../../shared/moderation/CaseEvidence';
import { useMay, useOperatorSessionQuery } from '../../shared/operatorSession';
import { PageHeader } from '../../shared/PageHeader';
import { useCaseQuery, useClaimCaseMutation } from './reportsApi';

/**
 * A case (docs/operators.md "Reports"): the reported member with every photo and text, each report with the chat it
 * came from, earlier decisions on the member, claiming, and the decision that closes the case, then the next case.
 */
export default function CasePage() {
  const { caseId } = useParams();
  // The next case opens on this page: a new case starts with nothing read or decided yet.
  return <Case key={caseId} id={Number(caseId)} />;
}

function Case({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { search } = useLocation();
  const may = useMay();
  const me = useOperatorSessionQuery(undefined).data?.operator.id;
  const found = useCaseQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [claim, claiming] = useClaimCaseMutation();
  // Said after the decision once the closed case no longer shows its form (which says it while it shows).
  const [decided, setDecided] = useState<string | null>(null);
  const claimFailure = claiming.error ? callFailure(claiming.error) : null;

  if (!found.data) {
    if (found.isError && callFailure(found.error).status === 404)
      return <p className="alert alert-secondary">{t('moderation.case.notFound')}</p>;
    return <LoadState isError={found.isError} onRetry={() => void found.refetch()} />;
  }
  const { case: current, member, reports, decisions } = found.data;
  const open = current.status === 'open';
  const mine = current.claimed_by?.id === me;
  const otherClaim = current.claimed_by !== null && !mine;

  return (
    <>
      <p className="mb-2">
        <Link to={`/admin/reports${search}`}>← {t('moderation.case.back')}</Link>
      </p>
      <PageHeader
        title={t('moderation.case.title', { id: current.id, name: current.profile.name })}
        intro={t(open ? 'moderation.case.openSince' : 'moderation.case.closedOn', {
          date: format.dateTime(open ? current.opened_at : current.closed_at),
          site: current.site_name,
        })}
        actions={
          open && may('reports.act') ? (
            <button
              type="button"
              className={`btn btn-sm ${mine ? 'btn-outline-secondary' : 'btn-outline-primary'}`}
              disabled={claiming.isLoading || otherClaim}
              onClick={() => void claim({ id: current.id, claim: !mine })}
            >
              {t(mine ? 'moderation.case.unclaim' : 'moderation.case.claim')}
            </button>
          ) : undefined
        }
      />
      {decided && !open && (
        <>
          <p className="alert alert-success" role="status">
            {t('moderation.decision.done', { action: t(`moderation.actions.${decided}`) })}
          </p>
          <NextInQueue queue="reports" decided={current.id} />
        </>
      )}
      {current.claimed_by && open && (
        <p className="alert alert-info py-2" data-testid="case-claim">
          {mine ? t('moderation.case.claimedByYou') : t('moderation.case.claimedBy', { name: current.claimed_by.name })}
        </p>
      )}
      {claimFailure && (
        <p className="alert alert-danger" role="alert">
          {t(`moderation.decision.error.${claimFailure.code ?? 'unknown'}`, {
            defaultValue: t('moderation.decision.error.unknown'),
          })}
        </p>
      )}
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <MemberPanel member={member} />
          <CaseEvidence caseId={current.id} reports={reports} />
        </div>
        <div className="col-12 col-xl-5">
          {open && may('reports.act') && !otherClaim && (
            <DecisionForm member={member} caseId={current.id} onDecided={setDecided} />
          )}
          <h2 className="h5">{t('moderation.case.history')}</h2>
          <DecisionHistory decisions={decisions} label={t('moderation.case.history')} />
        </div>
      </div>
    </>
  );
}
