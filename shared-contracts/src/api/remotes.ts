import { z } from 'zod/mini';
import { remoteNames } from '../remotes';

/** GET /remotes.json: which version of each remote is live and where its manifest is. Never cached. */
export const remoteEntrySchema = z.object({
  name: z.enum(remoteNames as [string, ...string[]]),
  version: z.string().check(z.minLength(1)),
  manifestUrl: z.string().check(z.startsWith('/')),
  /** The shared-contracts version the build needs (docs/releasing.md); absent for builds that predate the rule. */
  contracts: z.optional(z.string()),
  /**
   * Set when this visitor is in an experiment's variant (docs/experiments.md): which one, and the live version's
   * manifest to fall back to should the variant's files fail to load.
   */
  experiment: z.optional(
    z.object({
      key: z.string(),
      variant: z.string(),
      fallbackManifestUrl: z.optional(z.string().check(z.startsWith('/'))),
    }),
  ),
});
export const remoteRegistrySchema = z.object({
  remotes: z.array(remoteEntrySchema),
  /**
   * Changes with every release or rollback of any app. It names the message catalogs (/_i18n/{hash}/…) and lets an
   * open tab see that a newer deployment is live.
   */
  deploymentId: z.string().check(z.minLength(1)),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/** GET /_build/latest.json: the live deployment, so an open tab can tell it is stale (docs/product.md §4 Deployments). */
export const latestBuildSchema = z.object({ deploymentId: z.string().check(z.minLength(1)) });
