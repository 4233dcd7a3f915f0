import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callFailure } from '../../../shared/errors';

/** What a failed action answered, in the console's words (its error code), or nothing. */
export function ActionFailure({ error }: { error: FetchBaseQueryError | SerializedError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  const { code } = callFailure(error);
  return (
    <p className="alert alert-danger" role="alert">
      {t(`member.error.${code ?? 'unknown'}`, { defaultValue: t('member.error.unknown') })}
    </p>
  );
}

/** The end of an action dialog's form: what failed, Cancel, and the button that says what it does. */
export function DialogFooter({
  error,
  onCancel,
  busy,
  danger = false,
  children,
}: {
  error: FetchBaseQueryError | SerializedError | undefined;
  onCancel: () => void;
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ActionFailure error={error} />
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('console.cancel')}
        </button>
        <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy}>
          {children}
        </button>
      </div>
    </>
  );
}
