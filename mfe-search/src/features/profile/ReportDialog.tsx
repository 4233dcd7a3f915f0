import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from 'shared-contracts';
import { reportReasons } from 'shared-contracts/api/search';
import { useReportMemberMutation } from './profileActionsApi';
import './ReportDialog.css';

const MESSAGE_MAX = 2000;

/** Reporting a member to the moderators: a reason and an optional note, in a modal dialog. */
export function ReportDialog({ profileId, name, onClose }: { profileId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('search');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [report, { isLoading, isSuccess, isError }] = useReportMemberMutation();
  const [reason, setReason] = useState<(typeof reportReasons)[number] | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) return;
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    void report({ profile: profileId, reason, message: message || undefined });
  };

  return (
    <dialog
      ref={dialog}
      className="report-dialog border-0 rounded-3 shadow p-0"
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="report-dialog"
    >
      <form className="p-3 p-sm-4" onSubmit={onSubmit}>
        <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
          <h2 className="h5 mb-0" id={titleId}>
            {t('report.title', { name: isolate(name) })}
          </h2>
          <button type="button" className="btn-close" aria-label={t('report.close')} onClick={onClose} />
        </div>
        {isSuccess ? (
          <>
            <p className="alert alert-success" role="status">
              {t('report.thanks')}
            </p>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('report.close')}
            </button>
          </>
        ) : (
          <>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('report.reason')}</legend>
              {reportReasons.map((value) => (
                <div className="form-check" key={value}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="reason"
                    id={`${titleId}-${value}`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  <label className="form-check-label" htmlFor={`${titleId}-${value}`}>
                    {t(`report.reasons.${value}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="mb-3">
              <label className="form-label" htmlFor={`${titleId}-message`}>
                {t('report.message')}
              </label>
              <textarea
                className="form-control"
                id={`${titleId}-message`}
                name="message"
                rows={3}
                maxLength={MESSAGE_MAX}
              />
            </div>
            {isError && (
              <p className="alert alert-danger" role="alert">
                {t('report.failed')}
              </p>
            )}
            <div className="d-flex gap-2 justify-content-end">
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                {t('report.cancel')}
              </button>
              <button type="submit" className="btn btn-danger" disabled={!reason || isLoading}>
                {t('report.submit')}
              </button>
            </div>
          </>
        )}
      </form>
    </dialog>
  );
}
