import type { Queryable } from '../db/database';

/** Partner clicks (docs/product.md §7): partners pay per click, so one counts once per clicker, target and half hour. */
export class ResellClickRepository {
  constructor(private readonly db: Queryable) {}

  async record(click: {
    siteId: number;
    memberId: number | null;
    kind: 'cam' | 'advert';
    target: string;
    clicker: string;
  }): Promise<void> {
    await this.db.query(
      `insert into resell_clicks (site_id, member_id, kind, target, clicker, click_window)
       values ($1, $2, $3, $4, $5, (extract(epoch from now()) / 1800)::bigint)
       on conflict (site_id, kind, target, clicker, click_window) where clicker <> '' do nothing`,
      [click.siteId, click.memberId, click.kind, click.target, click.clicker],
    );
  }
}
