import { demoFaceOf, renderDemoFace } from './demoFaces';
import type { ImageStorage } from '../media/storage';

/**
 * The demo's faces are drawn when first asked for (seed/demoFaces.ts): seeding names a face for every profile and
 * draws none. The CDN asks here for a demo face its storage does not have; only a face some profile has is drawn, so
 * the files anyone can make the server draw are those of its own profiles. A face asked for twice at once is drawn once.
 */
export class DemoFaceFiles {
  private readonly drawing = new Map<string, Promise<boolean>>();

  constructor(
    private readonly storage: ImageStorage,
    /** Whether a profile's photo has this full-size file (PhotoRepository.fileAccess). */
    private readonly profileHasFile: (filename: string) => Promise<boolean>,
  ) {}

  /** Draws the face a key names into the storage; false when the key names no face a profile has. */
  draw(key: string): Promise<boolean> {
    const face = demoFaceOf(key);
    if (!face) return Promise.resolve(false);
    let drawing = this.drawing.get(face.filename);
    if (!drawing) {
      drawing = (async () =>
        (await this.profileHasFile(face.filename)) && renderDemoFace(this.storage, face.filename))().finally(() =>
        this.drawing.delete(face.filename),
      );
      this.drawing.set(face.filename, drawing);
    }
    return drawing;
  }
}
