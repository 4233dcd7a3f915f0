import type { Queryable } from '../db/database';

/** Reports of members to the moderators. */
export class ReportRepository {
  constructor(private readonly db: Queryable) {}

  async add(report: { memberId: number; profileId: number; reason: string; message: string }): Promise<void> {
    await this.db.query('insert into reports (member_id, profile_id, reason, message) values ($1, $2, $3, $4)', [
      report.memberId,
      report.profileId,
      report.reason,
      report.message,
    ]);
  }
}
