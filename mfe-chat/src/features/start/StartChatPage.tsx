import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isRouteId, routePath } from 'shared-contracts';
import { useStartChatMutation } from '../../shared/chatsApi';

/**
 * /members/{memberId}/chat: starts (or finds) the conversation with this member and goes to it
 * (docs/product.md §7); a failure shows the danger notice of §8 with a way back.
 */
export default function StartChatPage() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { profileId } = useParams();
  const [startChat] = useStartChatMutation();
  const [failed, setFailed] = useState(false);

  const start = useCallback(async () => {
    setFailed(false);
    if (!isRouteId(profileId)) return setFailed(true);
    try {
      const id = await startChat(Number(profileId)).unwrap();
      void navigate(routePath('chats-chatId', { chatId: id }), { replace: true });
    } catch (error) {
      console.error('Starting the chat failed', error);
      setFailed(true);
    }
  }, [navigate, profileId, startChat]);

  useEffect(() => {
    void start();
  }, [start]);

  if (!failed) {
    return (
      <p className="text-body-secondary p-3" role="status">
        {t('start.starting')}
      </p>
    );
  }
  return (
    <div className="container py-4" data-testid="start-chat-failed">
      <div className="alert alert-danger" role="alert">
        <h1 className="alert-heading h5">{t('start.failedTitle')}</h1>
        <p className="mb-0">{t('start.failedBody')}</p>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => void start()}>
          {t('start.retry')}
        </button>
        {isRouteId(profileId) && (
          <Link
            className="btn btn-outline-secondary"
            to={routePath('members-memberId', { profileId: Number(profileId) })}
          >
            {t('start.back')}
          </Link>
        )}
      </div>
    </div>
  );
}
