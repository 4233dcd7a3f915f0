import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isolate } from 'shared-contracts';
import { reportReasons } from 'shared-contracts/api/search';
import type { Translate } from './text';

export type ReportReason = (typeof reportReasons)[number];
const MESSAGE_MAX = 2000;

/**
 * Reporting a member to the moderators (docs/product.md: from a profile page and from a chat): a reason and an optional
 * note, in a modal dialog. The app makes the call (`send`: the profile page sends the profile, the chat also the
 * conversation); its words are the app's `report.*` keys (title, reason, reasons.<reason>, message, submit, cancel,
 * close, thanks, failed).
 */
export function ReportDialog({
  name,
  t,
  send,
  onClose,
}: {
  name: string;
  t: Translate;
  send: (report: { reason: ReportReason; message?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) return;
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    setState('sending');
    send({ reason, ...(message ? { message } : {}) }).then(
      () => setState('sent'),
      (error: unknown) => {
        console.error('The report could not be sent', error);
        setState('failed');
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className="report-dialog border-0 rounded-3 shadow p-0"
      style={{ width: 'min(32rem, calc(100vw - 2rem))', maxHeight: 'calc(100vh - 2rem)' }}
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
        {state === 'sent' ? (
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
            {state === 'failed' && (
              <p className="alert alert-danger" role="alert">
                {t('report.failed')}
              </p>
            )}
            <div className="d-flex gap-2 justify-content-end">
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                {t('report.cancel')}
              </button>
              <button type="submit" className="btn btn-danger" disabled={!reason || state === 'sending'}>
                {t('report.submit')}
              </button>
            </div>
          </>
        )}
      </form>
    </dialog>
  );
}
