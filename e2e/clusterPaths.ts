import { tmpdir } from 'node:os';
import path from 'node:path';

/** The cluster the cluster suite runs against (e2e/cluster.config.ts): its proxy's port and its data folder. */
export const clusterPort = Number(process.env.CLUSTER_E2E_PORT ?? 8281);
/**
 * Under the system's temporary folder, not the checkout: run as root, PostgreSQL runs as the postgres user, which
 * must be able to reach its folder.
 */
export const clusterDataDir = path.join(tmpdir(), `cluster-e2e-${clusterPort}`);
