import { CASE_MESSAGES_PAGE_SIZE } from 'shared-contracts/api/admin';
import { HttpError, noSuchConversation } from '../lib/httpErrors';
import { StorageUnavailableError, type ImageStorage } from '../media/storage';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type { CaseRepository } from '../repositories/moderationCases';
import type { PhotoReviewRepository } from '../repositories/photoReview';
import type { InTransaction } from '../repositories/transactions';

const noPhoto = () => new HttpError(404, 'no_photo', 'No such photo');

/**
 * What operators read of members' private content (docs/operators.md "Audit log"): a case's conversation and a photo
 * nobody else may see. Each read is an audit entry of its own (who, whose, when: `PRIVATE_READ_ACTIONS`), written
 * before anything is answered, so no read leaves without its trace.
 */
export class PrivateReadService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      cases: CaseRepository;
      photos: PhotoReviewRepository;
      storage: ImageStorage;
      audit: AuditRepository;
      /** Draws a demo face the storage does not have yet (seed/demoFaceFiles.ts); false for any other key. */
      drawDemoFace: (key: string) => Promise<boolean>;
    },
  ) {}

  /** A page of the conversation a report of the case was filed from (any other is a 404), newest first. */
  async caseConversation(act: OperatorAct, read: { caseId: number; conversationId: number; before?: number }) {
    const { inTransaction, cases, audit } = this.deps;
    return inTransaction(async (tx) => {
      const siteId = await cases.siteOfNamedConversation(tx, read.caseId, read.conversationId);
      if (siteId === null) throw noSuchConversation();
      const page = await cases.messages(tx, read.conversationId, read.before, CASE_MESSAGES_PAGE_SIZE);
      await audit.append(tx, {
        ...act,
        action: 'conversation.read',
        objectType: 'conversation',
        objectId: read.conversationId,
        siteId,
        after: {
          case: read.caseId,
          profiles: page.sides.map((side) => side.profile_id),
          messages: page.messages.length,
          ...(read.before === undefined ? {} : { before: read.before }),
        },
      });
      return page;
    });
  }

  /**
   * A photo's file (JPEG), whatever its state; one not public is audited once its file was read. Throws
   * StorageUnavailableError while the image store is down (nothing was read, nothing is audited).
   */
  async photoFile(act: OperatorAct, read: { photoId: number; size: 'full' | 'thumb' }): Promise<Buffer> {
    const { inTransaction, photos, storage, audit, drawDemoFace } = this.deps;
    const photo = await photos.files(read.photoId);
    if (!photo) throw noPhoto();
    const key = read.size === 'thumb' ? photo.thumb_filename : photo.filename;
    // The store being down is not the photo being gone: the route answers that with a 503.
    const missing = (error: unknown) => {
      throw error instanceof StorageUnavailableError ? error : noPhoto();
    };
    // A demo face is drawn the first time anyone asks for it, here as on the CDN; a removed or pending one was never
    // shown on the site, so the console may be the first to ask.
    const content = await storage
      .read(key)
      .catch(async (error: unknown) =>
        !(error instanceof StorageUnavailableError) && (await drawDemoFace(key))
          ? storage.read(key).catch(missing)
          : missing(error),
      );
    // A public photo is anyone's to see on the site already: its reads would bury the private ones.
    if (photo.visibility !== 'public') {
      await inTransaction((tx) =>
        audit.append(tx, {
          ...act,
          action: 'photo.read',
          objectType: 'photo',
          objectId: read.photoId,
          siteId: photo.site_id,
          after: { profile: photo.profile_id, visibility: photo.visibility, size: read.size },
        }),
      );
    }
    return content;
  }
}
