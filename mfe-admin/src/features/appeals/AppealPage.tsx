import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { APPEAL_NOTE_MAX_LENGTH, appealDecideEndpoint } from 'shared-contracts/api/admin';
import { bodyResolver } from '../../shared/callResolver';
import { CardSection } from '../../shared/CardSection';
import { callFailure } from '../../shared/errors';
import { languageName, useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { DecisionHistory } from '../../shared/moderation/DecisionHistory';
import { MemberPanel } from '../../shared/moderation/MemberPanel';
import { NextInQueue } from '../../shared/moderation/NextInQueue';
import { PageHeader } from '../../shared/PageHeader';
import { AppealEvidence } from './AppealEvidence';
import { useAppealQuery, useDecideAppealMutation } from './appealsApi';

interface Values {
  outcome: 'uphold' | 'reverse' | '';
  note: string;
}

/** Uphold or reverse, with a note the member reads; refused to the moderator who took the decision. */
function AppealDecision({ appealId, onDecided }: { appealId: number; onDecided: () => void }) {
  const { t } = useTranslation();
  const [decide, { isLoading, error }] = useDecideAppealMutation();
  const failure = error ? callFailure(error) : null;
  const form = useForm<Values, unknown, Parameters<typeof decide>[0]>({
    resolver: bodyResolver(appealDecideEndpoint.body, (values) => ({ id: appealId, ...values })),
    defaultValues: { outcome: '', note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    if ('data' in (await decide(body))) onDecided();
  });
  return (
    <form
      noValidate
      className="card card-body mb-4"
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="appeal-decide"
    >
      <h2 className="h5" id="appeal-decide">
        {t('moderation.appeal.decide')}
      </h2>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {t(`moderation.appeal.error.${failure.code ?? 'unknown'}`, {
            defaultValue: t('moderation.appeal.error.unknown'),
          })}
        </p>
      )}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('moderation.appeal.outcome')}</legend>
        {(['reverse', 'uphold'] as const).map((outcome) => (
          <div className="form-check" key={outcome}>
            <input
              className="form-check-input"
              type="radio"
              id={`appeal-${outcome}`}
              value={outcome}
              {...form.register('outcome')}
            />
            <label className="form-check-label" htmlFor={`appeal-${outcome}`}>
              {t(`moderation.appeal.outcomeName.${outcome}`)}
            </label>
          </div>
        ))}
        {errors.outcome && (
          <div className="invalid-feedback d-block">{t(`validation.${errors.outcome.message ?? 'invalid'}`)}</div>
        )}
      </fieldset>
      <div className="mb-3">
        <label className="form-label" htmlFor="appeal-note">
          {t('moderation.appeal.note')}
        </label>
        <textarea
          id="appeal-note"
          className={`form-control${errors.note ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={APPEAL_NOTE_MAX_LENGTH}
          aria-describedby="appeal-note-hint"
          aria-invalid={errors.note ? true : undefined}
          {...form.register('note')}
        />
        <div className="form-text" id="appeal-note-hint">
          {t('moderation.appeal.noteHint')}
        </div>
        {errors.note && (
          <div className="invalid-feedback d-block">{t(`validation.${errors.note.message ?? 'invalid'}`)}</div>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {t('moderation.appeal.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * An appeal (docs/operators.md "Appeals"): the member's text, the statement of reasons, what the decision was taken on
 * (the case, its reports and chat, the removed texts or photo), the member, and — for another moderator than the one
 * who decided — uphold or reverse with a note, then the next appeal. A reversal restores what the decision removed
 * and lifts its restriction.
 */
export default function AppealPage() {
  const { appealId } = useParams();
  // The next appeal opens on this page: it starts with nothing decided yet.
  return <Appeal key={appealId} id={Number(appealId)} />;
}

function Appeal({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { search } = useLocation();
  const [decidedHere, setDecidedHere] = useState(false);
  const found = useAppealQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  if (!found.data) {
    if (found.isError && callFailure(found.error).status === 404)
      return <p className="alert alert-secondary">{t('moderation.appeal.notFound')}</p>;
    return <LoadState isError={found.isError} onRetry={() => void found.refetch()} />;
  }
  const { appeal, decision, statement, evidence, member, may_decide: mayDecide } = found.data;
  return (
    <>
      <p className="mb-2">
        <Link to={`/admin/appeals${search}`}>← {t('moderation.appeal.back')}</Link>
      </p>
      <PageHeader
        title={t('moderation.appeal.title', { id: appeal.id, name: appeal.profile.name })}
        intro={t('moderation.appeal.intro', {
          date: format.dateTime(appeal.created_at),
          statement: format.dateTime(statement.created_at),
          until: format.date(statement.appeal_until),
        })}
      />
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <CardSection id="appeal-text" title={t('moderation.appeal.text')}>
            <blockquote
              className="border-start border-3 ps-2 mb-0 text-break"
              style={{ whiteSpace: 'pre-wrap' }}
              data-testid="appeal-text"
            >
              {appeal.text}
            </blockquote>
          </CardSection>
          <CardSection id="appeal-statement" title={t('moderation.appeal.statement')} bodyClassName="pb-0">
            <p className="small text-body-secondary mb-2">
              {t('moderation.appeal.statementSent', {
                date: format.dateTime(statement.created_at),
                language: languageName(statement.locale),
              })}
            </p>
            <DecisionHistory decisions={[decision]} label={t('moderation.appeal.decision')} />
          </CardSection>
          <AppealEvidence evidence={evidence} decision={decision} />
          <MemberPanel member={member} />
        </div>
        <div className="col-12 col-xl-5">
          {appeal.status !== 'open' ? (
            <>
              <div className="alert alert-info" data-testid="appeal-outcome">
                <p className="mb-1">
                  {t(`moderation.appeal.decided.${appeal.status}`, {
                    name: appeal.decided_by?.name ?? '',
                    date: format.dateTime(appeal.decided_at),
                  })}
                </p>
                <q className="text-break">{appeal.note}</q>
              </div>
              {decidedHere && <NextInQueue queue="appeals" decided={appeal.id} />}
            </>
          ) : mayDecide ? (
            <AppealDecision appealId={appeal.id} onDecided={() => setDecidedHere(true)} />
          ) : (
            <p className="alert alert-warning" data-testid="appeal-not-yours">
              {t('moderation.appeal.notYours')}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
