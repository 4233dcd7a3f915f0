import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { LoadState } from '../LoadState';
import { useCaseMessagesQuery } from './caseMessagesApi';

/** One page of the chat, and the button to the page before it. */
function MessagesPage({
  caseId,
  conversation,
  before,
  onEarlier,
}: {
  caseId: number;
  conversation: number;
  before?: number;
  onEarlier?: (before: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const page = useCaseMessagesQuery({
    case: String(caseId),
    conversation: String(conversation),
    ...(before ? { before: String(before) } : {}),
  });
  if (!page.data) return <LoadState isError={page.isError} onRetry={() => void page.refetch()} />;
  const names = new Map(page.data.sides.map((side) => [side.profile_id, side.name]));
  const oldest = page.data.messages.at(-1)?.seq;
  return (
    <>
      {page.data.has_more && oldest !== undefined && onEarlier && (
        <button type="button" className="btn btn-sm btn-outline-secondary mb-2" onClick={() => onEarlier(oldest)}>
          {t('moderation.case.earlier')}
        </button>
      )}
      <ol className="list-unstyled mb-0">
        {[...page.data.messages].reverse().map((message) => (
          <li key={message.id} className="border-bottom py-2">
            <div className="small text-body-secondary">
              <bdi className="fw-semibold text-body">{names.get(message.sender) ?? message.sender}</bdi> ·{' '}
              <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>
            </div>
            <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {message.text}
            </div>
          </li>
        ))}
        {page.data.messages.length === 0 && <li className="text-body-secondary">{t('moderation.case.noMessages')}</li>}
      </ol>
    </>
  );
}

/**
 * The conversation between reporter and reported that a report was filed from (docs/operators.md "Reports"): newest
 * page first, earlier pages above it on request, oldest message at the top of each.
 */
export function CaseConversation({ caseId, conversation }: { caseId: number; conversation: number }) {
  const { t } = useTranslation();
  // The `before` of every earlier page loaded, oldest last.
  const [earlier, setEarlier] = useState<number[]>([]);
  return (
    <section className="card mb-4" aria-labelledby={`conversation-${conversation}`} data-testid="case-conversation">
      <div className="card-body">
        <h3 className="h6" id={`conversation-${conversation}`}>
          {t('moderation.case.conversation')}
        </h3>
        <div
          style={{ maxHeight: '28rem', overflowY: 'auto' }}
          tabIndex={0}
          aria-labelledby={`conversation-${conversation}`}
        >
          {[...earlier].reverse().map((before, index) => (
            <MessagesPage
              key={before}
              caseId={caseId}
              conversation={conversation}
              before={before}
              onEarlier={index === 0 ? (next) => setEarlier((pages) => [...pages, next]) : undefined}
            />
          ))}
          <MessagesPage
            caseId={caseId}
            conversation={conversation}
            onEarlier={earlier.length === 0 ? (next) => setEarlier([next]) : undefined}
          />
        </div>
      </div>
    </section>
  );
}
