import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTimeFormat, isolate, numberFormat, routePath } from 'shared-contracts';
import { activePremiumUntil } from 'shared-contracts/api';
import { MESSAGE_MAX_LENGTH } from 'shared-contracts/api/chat';
import { messageCreditsOf, paymentCountry } from 'shared-contracts/api/payments';
import { useAppDispatch, useSettings, useUser } from 'shared-contracts/store';
import { sendMessage } from '../../shared/conversations/conversationCalls';
import { useClock } from '../../shared/chatTime';
import { draftChanged, type ConversationState } from '../../shared/conversations/conversationsSlice';
import { sendTyping } from '../../shared/live/liveConnection';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 200;
/** The other side hears "typing" at most this often from here (the server passes on one per 2 s as well). */
const TYPING_EVERY_MS = 2_000;

/**
 * What a message costs and what the member has; premium members send without spending (docs/product.md §3). The
 * money is the "from" price the site publishes for the member's payment country: the best price per message of its
 * packages on /credits (docs/payments.md "What a message costs").
 */
function PriceLine({ price }: { price: number }) {
  const { t, i18n } = useTranslation('chat');
  const settings = useSettings();
  const user = useUser();
  const { timeZone } = useClock();
  if (!user) return null;
  const premiumUntil = activePremiumUntil(user);
  if (premiumUntil) {
    const date = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(new Date(premiumUntil));
    return <span data-testid="price-line">{t('composer.premium', { date })}</span>;
  }
  if (price <= 0) return <span data-testid="price-line">{t('composer.free')}</span>;
  const costs = settings.minimum_message_costs;
  const country = paymentCountry([user.profile.country, settings.geoip_country], Object.keys(costs));
  const cost = country ? costs[country] : undefined;
  const money = cost
    ? numberFormat(i18n.language, { style: 'currency', currency: cost.currency }).format(cost.costs)
    : null;
  return (
    <span data-testid="price-line">
      {money ? t('composer.priceFrom', { count: price, money }) : t('composer.price', { count: price })}{' '}
      {t('composer.balance', { count: user.credits })}
    </span>
  );
}

/** The prompt to buy credits, after a refused send (with the server's figures) or before one that cannot go through. */
function CreditsPrompt({ refused }: { refused: ConversationState['outOfCredits'] }) {
  const { t } = useTranslation('chat');
  return (
    <div
      className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2 mb-2"
      role="alert"
      data-testid="credits-prompt"
    >
      <span className="flex-grow-1">
        {refused
          ? t('composer.outOfCredits', { count: refused.price, balance: refused.balance })
          : t('composer.lowCredits')}
      </span>
      <Link className="btn btn-sm btn-warning" to={routePath('credits')}>
        {t('composer.buyCredits')}
      </Link>
    </div>
  );
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (not while an input method is composing). The
 * text stays as the conversation's draft until it is sent; a send refused for want of credits brings it back.
 */
export function Composer({
  conversationId,
  conversation,
  name,
}: {
  conversationId: number;
  conversation: ConversationState;
  name: string;
}) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const settings = useSettings();
  const user = useUser();
  const lastTyping = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const text = conversation.draft;
  const price = messageCreditsOf(settings);
  const short =
    user !== null && !activePremiumUntil(user) && price > 0 && user.credits < price && !conversation.outOfCredits;
  const left = MESSAGE_MAX_LENGTH - [...text].length;

  const setText = (value: string) => dispatch(draftChanged({ conversation: conversationId, text: value }));

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || left < 0) return;
    setText('');
    input.current?.focus();
    void dispatch(sendMessage({ conversation: conversationId, clientId: crypto.randomUUID(), text: trimmed }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    if (value.trim() && Date.now() - lastTyping.current > TYPING_EVERY_MS && sendTyping(conversationId)) {
      lastTyping.current = Date.now();
    }
  };

  return (
    <form className="chat-composer border-top bg-body px-2 px-sm-3 pt-2" onSubmit={onSubmit} data-testid="composer">
      {(conversation.outOfCredits || short) && <CreditsPrompt refused={conversation.outOfCredits} />}
      <div className="d-flex align-items-end gap-2">
        <textarea
          ref={input}
          className="form-control chat-input"
          rows={1}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label', { name: isolate(name) })}
          aria-describedby="composer-hint"
          enterKeyHint="send"
        />
        <button type="submit" className="btn btn-primary" disabled={!text.trim() || left < 0}>
          {t('composer.send')}
        </button>
      </div>
      <div className="d-flex flex-wrap justify-content-between gap-2 small text-body-secondary py-1" id="composer-hint">
        <PriceLine price={price} />
        {left <= COUNTER_FROM && (
          <span className={left < 0 ? 'text-danger' : ''} aria-live="polite">
            {t('composer.left', { count: left })}
          </span>
        )}
        <span className="visually-hidden">{t('composer.hint')}</span>
      </div>
    </form>
  );
}
