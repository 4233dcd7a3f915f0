import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from 'shared-contracts/api/signup';
import type { Database } from '../db/database';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Sends Web Push messages (RFC 8030, payloads encrypted per RFC 8291, VAPID per RFC 8292) to every subscription of
 * a member. A subscription the push service says is gone (404/410) is deleted.
 */
export class PushService {
  constructor(
    private readonly db: Database,
    private readonly vapid: VapidKeys,
    /** TLS agent for the push services; tests pass one that trusts their local stand-in. */
    private readonly agent?: Agent,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Returns how many subscriptions accepted the message. */
  async send(memberId: number, payload: PushPayload, contact: string): Promise<number> {
    const subscriptions = await this.db.query<{ id: number; endpoint: string; p256dh: string; auth: string }>(
      'select id, endpoint, p256dh, auth from push_subscriptions where member_id = $1',
      [memberId],
    );
    let accepted = 0;
    for (const subscription of subscriptions) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject: `mailto:${contact}`, ...this.vapid }, TTL: 24 * 60 * 60, ...(this.agent ? { agent: this.agent } : {}) },
        );
        accepted += 1;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) await this.db.query('delete from push_subscriptions where id = $1', [subscription.id]);
        else throw error;
      }
    }
    return accepted;
  }
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
