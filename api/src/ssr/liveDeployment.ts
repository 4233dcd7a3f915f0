import type { LiveDeployment } from '../deploy/registry';
import type { Deployment } from './serverRenderer';

/** The live versions as the render workers load them; none before the shell's first release. */
export function liveDeployment({ shellVersion, registry }: LiveDeployment): Deployment | null {
  if (!shellVersion) return null;
  return {
    deploymentId: registry.deploymentId,
    shellVersion,
    remotes: registry.remotes.map(({ name, version }) => ({ remote: name, version })),
  };
}
