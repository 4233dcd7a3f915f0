import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button for an action that is hard to undo: the first press asks, inline, with the question read out and the
 * focus on "Confirm"; Escape or "Cancel" steps back.
 */
export function ConfirmButton({
  children,
  question,
  onConfirm,
  disabled,
  variant = 'outline-danger',
}: {
  children: ReactNode;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: string;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  const stepBack = () => {
    setAsking(false);
    requestAnimationFrame(() => askRef.current?.focus());
  };
  if (!asking)
    return (
      <button
        ref={askRef}
        type="button"
        className={`btn btn-sm btn-${variant}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    );
  return (
    <div
      className="d-inline-flex flex-wrap align-items-center gap-2 border rounded p-2 bg-body-tertiary"
      role="group"
      aria-label={question}
      onKeyDown={(event) => event.key === 'Escape' && stepBack()}
    >
      <span className="small">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className="btn btn-sm btn-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('console.confirm')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={stepBack}>
        {t('console.cancel')}
      </button>
    </div>
  );
}
