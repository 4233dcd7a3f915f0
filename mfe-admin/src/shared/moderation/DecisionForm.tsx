import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  decisionRequestSchema,
  FACTS_MAX_LENGTH,
  SUSPENSION_MAX_DAYS,
  type ModeratedMember,
  type ModeratorAction,
} from 'shared-contracts/api/admin';
import { bodyResolver } from '../callResolver';
import { callFailure } from '../errors';
import { InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../fieldMessage';
import { useDecideMutation } from './decisionsApi';
import { useProfileFieldText } from './profileFieldText';
import { useGroundOptions } from './words';

interface Values {
  action: ModeratorAction | '';
  ground: string;
  facts: string;
  days: string;
  photo: string;
  fields: string[];
}

/** The actions that make sense for this member now: a dismissal needs a case, a lift a restriction, and so on. */
function actionsFor(member: ModeratedMember, onCase: boolean): ModeratorAction[] {
  const { account, profile } = member;
  const open = account !== null && account.status !== 'deleted' && account.status !== 'deactivated';
  const actions: ModeratorAction[] = [];
  if (onCase) actions.push('dismiss');
  if (open) actions.push('warn');
  if (profile.photos.some((photo) => photo.visibility === 'public' || photo.visibility === 'pending'))
    actions.push('remove_photo');
  if (profile.text_fields.some((field) => profile.fields[field])) actions.push('remove_text');
  if (open && account.restriction !== 'banned') actions.push('suspend', 'ban');
  if (account?.restriction) actions.push('lift');
  return actions;
}

/**
 * A decision on a case or directly on a member (docs/operators.md "Decisions"): the action, the rule of the terms and
 * the facts (both quoted in the statement of reasons the member gets), the days of a suspension, the photo or texts
 * to remove. Checked with the call's own schema first; the form's request id makes a double click decide once.
 */
export function DecisionForm({
  member,
  caseId,
  onDecided,
}: {
  member: ModeratedMember;
  caseId?: number;
  onDecided?: (action: ModeratorAction) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const fieldText = useProfileFieldText();
  const groundOptions = useGroundOptions();
  const id = useId();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [decide, { isLoading, error, data }] = useDecideMutation();
  const failure = error ? callFailure(error) : null;
  const actions = actionsFor(member, caseId !== undefined);
  const form = useForm<Values, unknown, Parameters<typeof decide>[0]>({
    // An action first; then the call's own schema on the decision as it is sent.
    resolver: bodyResolver(
      decisionRequestSchema,
      (values) => ({
        request_id: requestId,
        ...(caseId !== undefined ? { case: caseId } : { profile: member.profile.id }),
        action: values.action,
        ...(values.ground ? { ground: values.ground } : {}),
        facts: values.facts,
        ...(values.action === 'suspend' ? { days: Number(values.days) } : {}),
        ...(values.action === 'remove_photo' && values.photo ? { photo: Number(values.photo) } : {}),
        ...(values.action === 'remove_text' && values.fields.length ? { fields: values.fields } : {}),
      }),
      { before: ({ action }) => !action && ['action', 'required'] },
    ),
    defaultValues: { action: '', ground: '', facts: '', days: '7', photo: '', fields: [] },
  });
  const { errors } = form.formState;
  const action = form.watch('action');
  const needsGround = action !== '' && action !== 'dismiss' && action !== 'lift';

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await decide(body);
    if ('data' in result) {
      form.reset();
      setRequestId(crypto.randomUUID());
      onDecided?.(body.action);
    }
  });

  if (!actions.length) return null;
  return (
    <section className="card mb-4" aria-labelledby={`${id}-heading`} data-testid="decision-form">
      <form noValidate className="card-body" onSubmit={(event) => void onSubmit(event)}>
        <h2 className="h5" id={`${id}-heading`}>
          {t('moderation.decision.title')}
        </h2>
        {data && !isLoading && (
          <p className="alert alert-success" role="status">
            {t('moderation.decision.done', { action: t(`moderation.actions.${data.decision.action}`) })}
          </p>
        )}
        {failure && (
          <p className="alert alert-danger" role="alert">
            {t(`moderation.decision.error.${failure.code ?? 'unknown'}`, {
              defaultValue: t('moderation.decision.error.unknown'),
            })}
          </p>
        )}
        <fieldset className="mb-3" aria-describedby={errors.action ? `${id}-action-error` : undefined}>
          <legend className="form-label fs-6">{t('moderation.decision.action')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {actions.map((value) => (
              <div className="form-check form-check-inline me-2" key={value}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`${id}-${value}`}
                  value={value}
                  {...form.register('action')}
                />
                <label className="form-check-label" htmlFor={`${id}-${value}`}>
                  {t(`moderation.actions.${value}`)}
                </label>
              </div>
            ))}
          </div>
          {errors.action && (
            <div className="invalid-feedback d-block" id={`${id}-action-error`}>
              {t(`validation.${errors.action.message ?? 'invalid'}`)}
            </div>
          )}
        </fieldset>
        {action === 'remove_photo' && (
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('moderation.decision.photo')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {member.profile.photos
                .filter((photo) => photo.visibility === 'public' || photo.visibility === 'pending')
                .map((photo) => (
                  <div className="form-check" key={photo.id}>
                    <input
                      className="form-check-input"
                      type="radio"
                      id={`${id}-photo-${photo.id}`}
                      value={String(photo.id)}
                      {...form.register('photo')}
                    />
                    <label className="form-check-label" htmlFor={`${id}-photo-${photo.id}`}>
                      {t('moderation.decision.photoNumber', { id: photo.id })}
                      {photo.main && ` (${t('moderation.member.main')})`}
                    </label>
                  </div>
                ))}
            </div>
            {errors.photo && (
              <div className="invalid-feedback d-block">{t(`validation.${errors.photo.message ?? 'invalid'}`)}</div>
            )}
          </fieldset>
        )}
        {action === 'remove_text' && (
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('moderation.decision.fields')}</legend>
            {member.profile.text_fields
              .filter((field) => member.profile.fields[field])
              .map((field) => (
                <div className="form-check" key={field}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${id}-field-${field}`}
                    value={field}
                    {...form.register('fields')}
                  />
                  <label className="form-check-label" htmlFor={`${id}-field-${field}`}>
                    {fieldText.label(field)}
                  </label>
                </div>
              ))}
            {errors.fields && (
              <div className="invalid-feedback d-block">{t(`validation.${errors.fields.message ?? 'invalid'}`)}</div>
            )}
          </fieldset>
        )}
        <div className="row g-2">
          {needsGround && (
            <div className="col-12 col-md-6">
              <SelectField
                label={t('moderation.decision.ground')}
                registration={form.register('ground')}
                error={fieldMessage(errors.ground?.message)}
                options={groundOptions}
              />
            </div>
          )}
          {action === 'suspend' && (
            <div className="col-6 col-md-3">
              <InputField
                label={t('moderation.decision.days')}
                type="number"
                min={1}
                max={SUSPENSION_MAX_DAYS}
                inputMode="numeric"
                registration={form.register('days')}
                error={fieldMessage(errors.days?.message)}
              />
            </div>
          )}
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-facts`}>
            {t(needsGround ? 'moderation.decision.facts' : 'moderation.decision.note')}
          </label>
          <textarea
            id={`${id}-facts`}
            className={`form-control${errors.facts ? ' is-invalid' : ''}`}
            rows={4}
            maxLength={FACTS_MAX_LENGTH}
            aria-describedby={`${id}-facts-hint`}
            aria-invalid={errors.facts ? true : undefined}
            {...form.register('facts')}
          />
          <div className="form-text" id={`${id}-facts-hint`}>
            {t(needsGround ? 'moderation.decision.factsHint' : 'moderation.decision.noteHint')}
          </div>
          {errors.facts && (
            <div className="invalid-feedback d-block">{t(`validation.${errors.facts.message ?? 'invalid'}`)}</div>
          )}
        </div>
        <button type="submit" className="btn btn-danger" disabled={isLoading || action === ''}>
          {action
            ? t('moderation.decision.submit', { action: t(`moderation.actions.${action}`) })
            : t('moderation.decision.choose')}
        </button>
      </form>
    </section>
  );
}
