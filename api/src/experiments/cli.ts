// npm run experiment -- <command>: the operator's A/B experiments on lander remote versions (docs/experiments.md).
// It talks to the running server's operator calls, so it works the same with the embedded database (which only
// the server may open) and with PostgreSQL. `promote` makes the winner the live remote: the server does that in its
// own deploy folder, so the command works from any machine that can reach it.
import { parseArgs } from 'node:util';
import { experimentGoals } from 'shared-contracts/api';
import {
  experimentActionEndpoint,
  experimentCreateEndpoint,
  experimentListEndpoint,
  experimentResultsEndpoint,
  type ExperimentSummary,
} from 'shared-contracts/api/experiments';
import { operatorCall, runCommand, UsageError } from '../operators/serverCall';
import { OPERATOR_TOKEN_FILE } from '../operators/operatorToken';
import { formatAnalysis } from './statistics';

const USAGE = `Usage: npm run experiment -- <command>
  create <key> --site <host> --variant control=live --variant b=<version> [--weights 50,50] [--goal signup|activation|purchase]
  start <key>            stop <key>            promote <key> <variant>
  list                   results <key> [--json]
The server is OPERATOR_SERVER or EXPERIMENT_SERVER (default http://localhost:$PORT); the token OPERATOR_TOKEN or DATA_DIR/${OPERATOR_TOKEN_FILE}.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string' },
    variant: { type: 'string', multiple: true },
    weights: { type: 'string' },
    goal: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

/** `control=live`, `b=20261123T101500Z-abc123`: a name and a version, `live` meaning whatever is live. */
function parseVariants(specs: string[], weightsText: string | undefined) {
  if (specs.length < 2) throw new UsageError('An experiment needs at least two --variant name=version|live');
  const weights = weightsText
    ? weightsText.split(',').map((weight) => Number(weight.trim()))
    : specs.map((_, index) => Math.floor(100 / specs.length) + (index < 100 % specs.length ? 1 : 0));
  if (weights.length !== specs.length || weights.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new UsageError(`--weights takes one whole number per variant (${specs.length}), e.g. 50,50`);
  }
  return specs.map((spec, index) => {
    const [name, version] = spec.split('=');
    if (!name || !version) throw new UsageError(`--variant ${spec}: write name=version or name=live`);
    return { name, version: version === 'live' ? null : version, weight: weights[index] as number };
  });
}

function describe(experiment: ExperimentSummary): string {
  const variants = experiment.variants
    .map((variant) => `${variant.name}=${variant.version ?? 'live'} (${variant.weight}%)`)
    .join(', ');
  const reason = experiment.stopReason ? ` — ${experiment.stopReason}` : '';
  const winner = experiment.promotedVariant ? ` — promoted ${experiment.promotedVariant}` : '';
  return `${experiment.key} on ${experiment.site} [${experiment.status}] goal ${experiment.goal}: ${variants}${winner}${reason}`;
}

async function run([command, key, variant]: string[]): Promise<void> {
  const needKey = () => {
    if (!key) throw new UsageError(`${command} takes the experiment's key`);
    return key;
  };
  switch (command) {
    case 'create': {
      if (!values.site) throw new UsageError('create takes --site <host>');
      if (values.goal && !(experimentGoals as readonly string[]).includes(values.goal))
        throw new UsageError(`--goal is one of ${experimentGoals.join(', ')}`);
      const { experiment } = await operatorCall(experimentCreateEndpoint, {
        body: {
          key: needKey(),
          site: values.site,
          variants: parseVariants(values.variant ?? [], values.weights),
          ...(values.goal ? { goal: values.goal } : {}),
        },
      });
      console.log(`Created ${describe(experiment)}\nStart it with: npm run experiment -- start ${experiment.key}`);
      return;
    }
    case 'start':
    case 'stop': {
      const { experiment } = await operatorCall(experimentActionEndpoint, {
        body: { key: needKey(), action: command },
      });
      console.log(describe(experiment));
      return;
    }
    case 'promote': {
      if (!variant) throw new UsageError('promote takes the experiment key and the winning variant');
      const { experiment } = await operatorCall(experimentActionEndpoint, {
        body: { key: needKey(), action: 'promote', variant },
      });
      const winner = experiment.variants.find((candidate) => candidate.name === variant);
      if (winner?.version) {
        console.log(`${experiment.app} ${winner.version} is live for everyone`);
      } else {
        console.log(`${variant} was the live version; ${experiment.app} stays as it is`);
      }
      console.log(describe(experiment));
      return;
    }
    case 'list': {
      const { experiments } = await operatorCall(experimentListEndpoint);
      console.log(experiments.length ? experiments.map(describe).join('\n') : 'No experiments yet');
      return;
    }
    case 'results': {
      const results = await operatorCall(experimentResultsEndpoint, { query: { key: needKey() } });
      if (values.json) {
        console.log(JSON.stringify(results, null, 2));
        return;
      }
      console.log(describe(results.experiment));
      for (const failure of results.failures.filter((entry) => entry.failed > 0)) {
        console.log(`  ${failure.variant}: failed to load for ${failure.failed} of ${failure.visitors} visitors`);
      }
      const goals = [results.experiment.goal, ...experimentGoals.filter((goal) => goal !== results.experiment.goal)];
      for (const goal of goals) console.log(`\n${formatAnalysis(goal, results.goals[goal])}`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'Which command?');
  }
}

await runCommand(() => run(positionals), USAGE);
