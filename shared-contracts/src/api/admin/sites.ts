import { z } from 'zod/mini';
import { adminEndpoint } from './endpoint';

export const siteSummarySchema = z.object({
  id: z.int(),
  key: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  is_default: z.boolean(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/** GET /api/admin/sites.php: every site, for the console's site picker (every role works per site). */
export const siteSummariesEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/sites.php',
  permission: 'console',
  response: z.object({ sites: z.array(siteSummarySchema) }),
});
