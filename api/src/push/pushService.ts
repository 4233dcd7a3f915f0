import { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from 'shared-contracts/api/signup';
import type { Database } from '../db/database';
import { PushSubscriptionRepository } from '../repositories/pushSubscriptions';
import { publicAddressLookup } from './publicAddress';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Sends Web Push messages (RFC 8030, payloads encrypted per RFC 8291, VAPID per RFC 8292) to every subscription of
 * a member. A subscription the push service says is gone (404/410), or whose host resolves to a non-public address,
 * is deleted; other failures are logged and the next subscription is tried.
 */
export class PushService {
  private readonly agent: Agent;
  private readonly subscriptions: PushSubscriptionRepository;

  constructor(
    db: Database,
    private readonly vapid: VapidKeys,
    /** TLS agent for the push services; tests pass one that reaches their local stand-in. */
    agent?: Agent,
  ) {
    this.agent = agent ?? new Agent({ lookup: publicAddressLookup() });
    this.subscriptions = new PushSubscriptionRepository(db);
  }

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Returns how many subscriptions accepted the message. */
  async send(memberId: number, payload: PushPayload, contact: string): Promise<number> {
    const subscriptions = await this.subscriptions.ofMember(memberId);
    let accepted = 0;
    for (const subscription of subscriptions) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject: `mailto:${contact}`, ...this.vapid }, TTL: 24 * 60 * 60, agent: this.agent },
        );
        accepted += 1;
      } catch (error) {
        const { statusCode, code } = error as { statusCode?: number; code?: string };
        if (statusCode === 404 || statusCode === 410 || code === 'ENONPUBLIC') {
          await this.subscriptions.remove(subscription.id);
        } else {
          console.warn(`Push to subscription ${subscription.id} failed: ${String(error)}`);
        }
      }
    }
    return accepted;
  }
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
