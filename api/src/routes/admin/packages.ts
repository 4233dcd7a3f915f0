import type { FastifyInstance } from 'fastify';
import { packageCreateEndpoint, packageRemoveEndpoint, packageUpdateEndpoint } from 'shared-contracts/api/admin';
import { adminRoute } from '../route';

/** /api/admin/packages.php: credit packages; an order keeps the price it was charged. */
export async function packagesRoutes(app: FastifyInstance): Promise<void> {
  const { priceAdmin } = app.ctx;
  adminRoute(
    app,
    packageCreateEndpoint,
    { tags: ['prices'], summary: 'A new credit package', errors: [404, 409] },
    async (request) => ({ package: await priceAdmin.createItem(request.operatorAct(), 'credits', request.body) }),
  );
  adminRoute(
    app,
    packageUpdateEndpoint,
    { tags: ['prices'], summary: "A package's credits, price, place or retirement", errors: [404, 409] },
    async (request) => ({ package: await priceAdmin.updateItem(request.operatorAct(), 'credits', request.body) }),
  );
  adminRoute(
    app,
    packageRemoveEndpoint,
    { tags: ['prices'], summary: 'Deletes a package no order names, retires one that an order does', errors: [404] },
    async (request) => ({ outcome: await priceAdmin.removeItem(request.operatorAct(), 'credits', request.body.id) }),
  );
}
