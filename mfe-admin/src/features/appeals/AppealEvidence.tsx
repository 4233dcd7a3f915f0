import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { endpointUrl } from 'shared-contracts';
import { photoFileEndpoint, type AppealEvidence as Evidence, type DecisionRow } from 'shared-contracts/api/admin';
import { CardSection } from '../../shared/CardSection';
import { useFormat } from '../../shared/format';
import { CaseEvidence } from '../../shared/moderation/CaseEvidence';
import { ProfileTexts } from '../../shared/moderation/ProfileTexts';

/** How a decision without a case was taken: by the classifier, in the photo queue, or on the member directly. */
const withoutCase = (decision: DecisionRow) =>
  decision.automated ? 'automated' : decision.action === 'reject_photo' ? 'photoReview' : 'noCase';

/** The photo a decision removed, rejected or held: asked for on purpose, since a look at one not public is audited. */
function DecidedPhoto({ photoId }: { photoId: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <CardSection id="appeal-photo" title={t('moderation.appeal.evidence.photo')}>
      {shown ? (
        <img
          src={endpointUrl(photoFileEndpoint, { id: String(photoId) })}
          alt={t('moderation.appeal.evidence.photoAlt', { id: photoId })}
          className="d-block rounded mw-100"
          style={{ maxHeight: '28rem' }}
        />
      ) : (
        <>
          <p className="small text-body-secondary">{t('moderation.appeal.evidence.photoAudited')}</p>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setShown(true)}>
            {t('moderation.appeal.evidence.showPhoto')}
          </button>
        </>
      )}
    </CardSection>
  );
}

/**
 * What the appealed decision was taken on, for its reviewer (docs/operators.md "Appeals"): the case with a link to
 * it, its reports and the chat they name (an audited read, as on the case page), the texts the decision removed as
 * they were, and its photo.
 */
export function AppealEvidence({ evidence, decision }: { evidence: Evidence; decision: DecisionRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { search } = useLocation();
  const texts = Object.entries(evidence.removed_texts);
  const { case: decidedCase } = evidence;
  return (
    <>
      <CardSection id="appeal-case" title={t('moderation.appeal.evidence.case')} testId="appeal-case">
        {decidedCase ? (
          <p className="mb-0">
            <Link to={`/admin/reports/${decidedCase.id}${search}`}>
              {t('moderation.case.title', { id: decidedCase.id, name: decidedCase.profile.name })}
            </Link>{' '}
            <span className="text-body-secondary">
              · {t('moderation.appeal.evidence.opened', { date: format.dateTime(decidedCase.opened_at) })} ·{' '}
              {decidedCase.site_name}
            </span>
          </p>
        ) : (
          <p className="mb-0 text-body-secondary">{t(`moderation.appeal.evidence.${withoutCase(decision)}`)}</p>
        )}
      </CardSection>
      {decidedCase && <CaseEvidence caseId={decidedCase.id} reports={evidence.reports} />}
      {texts.length > 0 && (
        <CardSection id="appeal-texts" title={t('moderation.appeal.evidence.texts')}>
          <ProfileTexts texts={texts} className="mb-2" />
        </CardSection>
      )}
      {decision.photo_id !== null && <DecidedPhoto photoId={decision.photo_id} />}
    </>
  );
}
