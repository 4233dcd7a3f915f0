import { PaymentService } from '../payments/paymentService';
import { PriceAdminService } from '../payments/priceAdmin';
import { createProviders } from '../payments/providers';
import { PaymentSweep } from '../payments/reconciliation';
import { RefundService } from '../payments/refunds';
import type { SandboxProvider } from '../payments/sandboxProvider';
import { CatalogAdminRepository } from '../repositories/catalog';
import { DiscountCodeRepository } from '../repositories/discountCodes';
import { OrderRefundRepository } from '../repositories/orderRefunds';
import { OrderRepository } from '../repositories/orders';
import { coreDomain, type CoreServices } from './core';
import { defineDomain, warnUnlessSilent } from './domain';
import { mailDomain, type MailServices } from './mail';
import { sitesDomain, type SitesServices } from './sites';

/** Buying credits (docs/payments.md): orders, providers, the sweep, refunds, prices and discount codes. */
export interface PaymentsServices {
  discountCodes: DiscountCodeRepository;
  orders: OrderRepository;
  payments: PaymentService;
  /** Asks the provider about unsettled orders whose webhook has not come; started and stopped with the app. */
  paymentSweep: PaymentSweep;
  /** The test provider, when it may be used (its checkout page needs it). */
  sandbox: SandboxProvider | null;
  /** Operators' refunds through the provider (docs/payments.md "Refunds by an operator"). */
  refunds: RefundService;
  /** Prices and offers in the console (docs/operators.md, docs/payments.md). */
  priceAdmin: PriceAdminService;
}

export const paymentsDomain = defineDomain<CoreServices & MailServices & SitesServices, PaymentsServices>({
  name: 'payments',
  dependencies: [coreDomain, mailDomain, sitesDomain],
  create: ({ config, db, inTransaction, live, audit, mail, sites, catalog, siteChanges }) => {
    const discountCodes = new DiscountCodeRepository(db);
    const orders = new OrderRepository(db, live);
    const providers = createProviders(config, db);
    const payments = new PaymentService({
      db,
      catalog,
      codes: discountCodes,
      orders,
      sites,
      mail,
      providers,
      publicOrigin: config.publicOrigin,
    });
    return {
      discountCodes,
      orders,
      payments,
      paymentSweep: new PaymentSweep({
        orders,
        reconcile: (order) => payments.reconcile(order),
        timing: config.payments.sweep,
        warn: warnUnlessSilent(config),
      }),
      sandbox: providers.sandbox,
      refunds: new RefundService({
        inTransaction,
        orders,
        refunds: new OrderRefundRepository(db),
        providers,
        audit,
      }),
      priceAdmin: new PriceAdminService({
        inTransaction,
        sites,
        catalog: new CatalogAdminRepository(db),
        codes: discountCodes,
        changes: siteChanges,
        audit,
      }),
    };
  },
  // Every server process sweeps for payments whose webhook never came (docs/payments.md "Reconciliation").
  start: ({ paymentSweep }) => {
    paymentSweep.start();
    return () => paymentSweep.stop();
  },
});
