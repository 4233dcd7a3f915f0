import { generateVapidKeys, PushService, type VapidKeys } from '../push/pushService';
import { PushSubscriptionRepository } from '../repositories/pushSubscriptions';
import { persistentSecret } from '../repositories/secrets';
import { coreDomain, type CoreServices } from './core';
import { defineDomain } from './domain';

/** Web push (docs/product.md "Notifications"). */
export interface PushServices {
  push: PushService;
  pushSubscriptions: PushSubscriptionRepository;
}

export const pushDomain = defineDomain<CoreServices, PushServices>({
  name: 'push',
  dependencies: [coreDomain],
  create: async ({ db }, options) => {
    // Generated once and kept: every subscription is bound to this public key (settings.push_pub).
    const vapid = JSON.parse(
      await persistentSecret(db, 'vapid-keys', () => JSON.stringify(generateVapidKeys())),
    ) as VapidKeys;
    return {
      push: new PushService(db, vapid, options.pushAgent),
      pushSubscriptions: new PushSubscriptionRepository(db),
    };
  },
});
