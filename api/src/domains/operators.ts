import { OperatorAccountService } from '../operators/operatorAccounts';
import { operatorToken } from '../operators/operatorToken';
import { PrivateReadService } from '../operators/privateReads';
import { KnownDevices, OperatorLoginThrottle } from '../repositories/loginThrottle';
import { OperatorRepository } from '../repositories/operators';
import { coreDomain, type CoreServices } from './core';
import { defineDomain, purgeEvery, warnUnlessSilent } from './domain';
import { mailDomain, type MailServices } from './mail';
import { moderationDomain, type ModerationServices } from './moderation';
import { photosDomain, type PhotosServices } from './photos';

/** The operator console (docs/operators.md): operators, their sessions, devices and invitations. */
export interface OperatorsServices {
  operators: OperatorRepository;
  operatorThrottle: OperatorLoginThrottle;
  /** Browsers operators signed in from: the console's own known devices, apart from members'. */
  operatorDevices: KnownDevices;
  operatorAccounts: OperatorAccountService;
  /** The bearer token of the operator's calls (operators/operatorToken.ts). */
  operatorToken: string;
  /** Operators reading members' private content (a case's conversation, a photo not public), each audited. */
  privateReads: PrivateReadService;
}

type Needs = CoreServices & MailServices & ModerationServices & PhotosServices;

export const operatorsDomain = defineDomain<Needs, OperatorsServices>({
  name: 'operators',
  dependencies: [coreDomain, mailDomain, moderationDomain, photosDomain],
  create: async ({ config, db, inTransaction, audit, storage, mail, cases, photoReviews, demoFaces }) => {
    const operators = new OperatorRepository(db);
    const operatorThrottle = new OperatorLoginThrottle(db);
    const operatorDevices = KnownDevices.ofOperators(db);
    return {
      operators,
      operatorThrottle,
      operatorDevices,
      operatorAccounts: new OperatorAccountService({
        inTransaction,
        operators,
        audit,
        throttle: operatorThrottle,
        devices: operatorDevices,
        mail,
        publicOrigin: config.publicOrigin,
      }),
      operatorToken: await operatorToken(config.operatorToken, config.dataDir),
      privateReads: new PrivateReadService({
        inTransaction,
        cases,
        photos: photoReviews,
        storage,
        audit,
        drawDemoFace: (key) => demoFaces.draw(key),
      }),
    };
  },
  // Operators' ended sessions, their login counts and the browsers unseen for longer than their cookie.
  start: ({ config, operators, operatorThrottle, operatorDevices }) =>
    purgeEvery(
      () => [operators.purgeExpiredSessions(), operatorThrottle.purgeOld(), operatorDevices.purgeOld()],
      warnUnlessSilent(config),
    ),
});
