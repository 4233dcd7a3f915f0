import type { Queryable } from '../db/database';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Browser push subscriptions of members (docs/product.md §7 POST /api/user.php?push=1). */
export class PushSubscriptionRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Saves a subscription; false when its endpoint belongs to another member. An endpoint moves to another member only
   * with the subscription's own keys, i.e. from the browser that holds it (a shared device where someone else logs
   * in); knowing another member's endpoint is not enough.
   */
  async save(
    memberId: number,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ): Promise<boolean> {
    const [saved] = await this.db.query(
      `insert into push_subscriptions (member_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)
       on conflict (endpoint) do update set member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth
        where push_subscriptions.member_id = excluded.member_id
           or (push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth)
       returning id`,
      [memberId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
    );
    return saved !== undefined;
  }

  async ofMember(memberId: number): Promise<StoredSubscription[]> {
    return this.db.query<StoredSubscription>(
      'select id, endpoint, p256dh, auth from push_subscriptions where member_id = $1',
      [memberId],
    );
  }

  async remove(id: number): Promise<void> {
    await this.db.query('delete from push_subscriptions where id = $1', [id]);
  }
}
