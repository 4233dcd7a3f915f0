import type { FastifyInstance, FastifyRequest } from 'fastify';
import { experimentEventEndpoint } from 'shared-contracts/api';
import {
  experimentActionEndpoint,
  experimentCreateEndpoint,
  experimentListEndpoint,
  experimentResultsEndpoint,
} from 'shared-contracts/api/experiments';
import { isbot } from 'isbot';
import { isVisitorId, VISITOR_COOKIE } from '../../experiments/assignment';
import { isBearerToken } from '../../lib/bearerToken';
import { HttpError } from '../../lib/httpErrors';
import { perAddress } from '../../plugins/rateLimits';
import type { OperatorAct } from '../../repositories/audit';
import { route } from '../route';

/**
 * The experiments' calls (docs/experiments.md): the shell's exposure and failure reports, and the operator's calls
 * (`npm run experiment`), which take a bearer token and never a member's session.
 */
export async function experimentRoutes(app: FastifyInstance): Promise<void> {
  const { experiments } = app.ctx;
  const operatorOnly = async (request: FastifyRequest) => {
    if (!isBearerToken(request.headers.authorization, app.ctx.operatorToken))
      throw new HttpError(401, 'operator_only', 'This call takes the operator token (docs/experiments.md)');
  };
  const operator = { tags: ['experiments'], errors: [400, 401, 404, 409] as const };
  // The token is the command line's (npm run experiment): the audit log names it as such, with the caller's address.
  const cliAct = (request: FastifyRequest): OperatorAct => ({
    actor: { kind: 'cli' },
    origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
  });

  route(
    app,
    experimentEventEndpoint,
    {
      tags: ['experiments'],
      summary: "The shell reports that a visitor's variant rendered, or failed to load",
      config: perAddress(app, 60, '1 minute'),
    },
    async (request, reply) => {
      const visitorId = request.cookies[VISITOR_COOKIE];
      const userAgent = request.headers['user-agent'] ?? '';
      // Bots get the control and are never counted; neither is a request without the visitor's own id.
      if (isVisitorId(visitorId) && !isbot(userAgent)) {
        await experiments.recordEvent(request.site, visitorId, request.body);
      }
      return reply.code(204).send(null);
    },
  );

  app.register(async (operatorApp) => {
    operatorApp.addHook('onRequest', operatorOnly);
    route(operatorApp, experimentListEndpoint, { ...operator, summary: 'Every experiment' }, async () => ({
      experiments: await experiments.list(),
    }));
    route(
      operatorApp,
      experimentResultsEndpoint,
      { ...operator, summary: "An experiment's results per variant and goal" },
      async (request) => experiments.results(request.query.key),
    );
    route(
      operatorApp,
      experimentCreateEndpoint,
      { ...operator, summary: 'Creates an experiment (not started)' },
      async (request) => ({ experiment: await experiments.create(cliAct(request), request.body) }),
    );
    route(
      operatorApp,
      experimentActionEndpoint,
      { ...operator, summary: 'Starts, stops or promotes an experiment (promoting makes the winner live)' },
      async (request) => {
        const { key, action, variant } = request.body;
        return { experiment: await experiments.perform(cliAct(request), { key, action, variant }) };
      },
    );
  });
}
