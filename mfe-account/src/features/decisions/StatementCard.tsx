import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { knownGround } from 'shared-contracts/api';
import type { Statement } from 'shared-contracts/api/account';
import { useSettings } from 'shared-contracts/store';
import { useFormat } from '../../shared/format';
import { AppealForm } from './AppealForm';

/** Where the appeal stands: open, decided (with the moderator's note), or the window passed without one. */
function AppealState({ statement, token }: { statement: Statement; token?: string }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const { appeal } = statement;
  if (appeal) {
    return (
      <div className="alert alert-info mt-3 mb-0" data-testid="appeal-state" data-status={appeal.status}>
        <p className="mb-1">
          {t(`decisions.appeal.status.${appeal.status}`, {
            date: format.date(appeal.created_at),
            decided: appeal.decided_at ? format.date(appeal.decided_at) : '',
          })}
        </p>
        {appeal.note && (
          <p className="mb-0">
            {t('decisions.appeal.note')} <q className="text-break">{appeal.note}</q>
          </p>
        )}
      </div>
    );
  }
  if (statement.can_appeal) {
    return (
      <>
        <p className="mt-3 mb-0">{t('decisions.appeal.until', { date: format.date(statement.appeal_until) })}</p>
        <AppealForm statementId={statement.id} token={token} />
      </>
    );
  }
  return <p className="mt-3 mb-0 text-body-secondary">{t('decisions.appeal.closed')}</p>;
}

/**
 * A statement of reasons as the member reads it (DSA art. 17): what was decided and when, the rule of the terms it
 * rests on (linked), the facts, whether automated means decided, the end of a suspension, what was removed, and the
 * appeal (art. 20).
 */
export function StatementCard({
  statement,
  token,
  highlighted = false,
}: {
  statement: Statement;
  token?: string;
  highlighted?: boolean;
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const settings = useSettings();
  return (
    <article
      id={`statement-${statement.id}`}
      className={`card mb-3${highlighted ? ' border-primary border-2' : ''}`}
      aria-labelledby={`statement-${statement.id}-title`}
      data-testid="statement"
      tabIndex={-1}
    >
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
          <h3 className="h5 mb-0" id={`statement-${statement.id}-title`}>
            {t(`decisions.action.${statement.action}`)}
          </h3>
          <time className="small text-body-secondary" dateTime={statement.created_at}>
            {format.dateTime(statement.created_at)}
          </time>
        </div>
        {statement.reversed && (
          <p className="badge text-bg-success mt-2 mb-0" data-testid="statement-reversed">
            {t('decisions.reversed')}
          </p>
        )}
        <dl className="mt-3 mb-0">
          {statement.suspended_until && (
            <>
              <dt>{t('decisions.until')}</dt>
              <dd data-testid="statement-until">{format.dateTime(statement.suspended_until)}</dd>
            </>
          )}
          <dt>{t('decisions.ground')}</dt>
          <dd>
            <Link to={routePath('pages-terms')} data-testid="statement-ground">
              {t(`decisions.grounds.${knownGround(statement.ground)}`)}
            </Link>
          </dd>
          <dt>{t('decisions.facts')}</dt>
          <dd>
            <blockquote className="border-start border-3 ps-2 mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {statement.facts}
            </blockquote>
          </dd>
          {statement.removed_fields.length > 0 && (
            <>
              <dt>{t('decisions.removedTexts')}</dt>
              <dd>
                {statement.removed_fields
                  .map((field) => t(`myProfile.notes.${field}`, { defaultValue: field }))
                  .join(', ')}
              </dd>
            </>
          )}
          {statement.photo && (
            <>
              <dt>{t('decisions.photo')}</dt>
              <dd>
                <img
                  src={`${settings.cdn_prefix}${statement.photo.thumb_filename}`}
                  alt={t('decisions.photoAlt')}
                  width={96}
                  height={96}
                  className="rounded object-fit-cover"
                />
              </dd>
            </>
          )}
          <dt>{t('decisions.how')}</dt>
          <dd className="mb-0">{t(statement.automated ? 'decisions.automated' : 'decisions.manual')}</dd>
        </dl>
        <AppealState statement={statement} token={token} />
      </div>
    </article>
  );
}
