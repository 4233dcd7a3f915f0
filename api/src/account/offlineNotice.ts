import { isLocaleCode } from 'shared-contracts';
import { routePath } from 'shared-contracts';
import type { NotificationMails } from './notificationMails';
import { mailText } from '../mail/mailText';
import type { PushService } from '../push/pushService';
import type { ChatRepository } from '../repositories/chats';
import type { ProfileRepository } from '../repositories/profiles';
import type { Site } from '../repositories/sites';

/**
 * A member with no live socket open in any API process (the send finds that out) learns of a new message by web push
 * and by mail, both "New message from {name}" in their language, never the text itself. The push goes to the member's
 * subscribed browsers (push on/off is per browser); clicking it opens the conversation (the service worker posts
 * NEW_PUSH_MESSAGE / NEW_PUSH_CLICK to open pages). The mail goes when the member wants new-message mails, at most once
 * an hour per conversation (docs/product.md §2 /notifications). Failures are only logged.
 */
export async function notifyOfflineRecipient(
  deps: { profiles: ProfileRepository; chats: ChatRepository; notificationMails: NotificationMails; push: PushService },
  site: Site,
  recipientMemberId: number,
  conversationId: number,
  senderProfileId: number,
): Promise<void> {
  const [language, sender] = await Promise.all([
    deps.profiles.languageOf(recipientMemberId),
    deps.chats.profileOf(senderProfileId),
  ]);
  const t = mailText(language && isLocaleCode(language) ? language : 'en');
  // Each goes its own way: a failing mail does not stop the push, nor the other way round.
  const [mailed, pushed] = await Promise.allSettled([
    deps.notificationMails.newMessage(site, recipientMemberId, conversationId, sender.name),
    deps.push.send(
      recipientMemberId,
      {
        title: site.settings.name,
        body: t('push.newMessage', { name: sender.name }),
        url: routePath('chats-chatId', { chatId: conversationId }),
        tag: `chat-${conversationId}`,
      },
      site.settings.support_email,
    ),
  ]);
  for (const outcome of [mailed, pushed]) if (outcome.status === 'rejected') throw outcome.reason;
}
