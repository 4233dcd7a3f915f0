import type { FastifyInstance } from 'fastify';
import { perAddress } from '../../plugins/rateLimits';

/**
 * The limit on discount-code checks per address, shared by discountcode.php and credits.php with a code, so neither
 * is a way round the other: enough to type a few codes; too few to try codes until one works.
 */
export const codeChecks = (app: FastifyInstance) => perAddress(app, 20, '1 minute');
