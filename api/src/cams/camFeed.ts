import { fakerEN } from '@faker-js/faker';
import type { Gender } from 'shared-contracts/api';
import type { Cam } from 'shared-contracts/api/search';
import { renderCamPhoto } from './camPhotos';

export interface CamSearch {
  gender?: Gender;
  minAge?: number;
  maxAge?: number;
}

/** A live-cam partner's feed. A real partner's adapter implements this against its API. */
export interface CamFeed {
  search(criteria: CamSearch): Promise<Cam[]>;
  /** Where a click on the cam takes the member. */
  redirectUrl(account: string): string;
}

/**
 * The built-in demo feed: a stable set of made-up performers, so the ONLINE cards work without a partner contract.
 * Like a partner, it serves its own pictures (camPhotos.ts, from the demo partner pages), never a member's photo.
 * Clicks lead to local demo partner pages (demoPartnerPages.ts).
 */
export class DemoCamFeed implements CamFeed {
  private readonly cams: (Cam & { gender: Gender })[];
  /** Drawn on the first request for each, then kept (a few kB each). */
  private readonly photos = new Map<string, Promise<Buffer>>();

  constructor(count = 60) {
    fakerEN.seed(4242);
    this.cams = Array.from({ length: count }, (_, index) => {
      const gender: Gender = index % 4 === 3 ? 'male' : 'female';
      return {
        account: `demo-${index + 1}`,
        name: fakerEN.person.firstName(gender),
        age: fakerEN.number.int({ min: 19, max: 55 }),
        country: fakerEN.helpers.arrayElement(['NL', 'DE', 'GB', 'US', 'BE']),
        thumbnail: demoCamPhotoPath(`demo-${index + 1}`),
        gender,
      };
    });
  }

  find(account: string): Cam | undefined {
    return this.cams.find((cam) => cam.account === account);
  }

  /** The cam's picture (JPEG), or undefined for an account the feed does not have. */
  photo(account: string): Promise<Buffer> | undefined {
    const index = this.cams.findIndex((cam) => cam.account === account);
    const cam = this.cams[index];
    if (!cam) return undefined;
    const photo = this.photos.get(account) ?? renderCamPhoto(index, cam.gender);
    this.photos.set(account, photo);
    return photo;
  }

  async search(criteria: CamSearch): Promise<Cam[]> {
    return this.cams
      .filter(
        (cam) =>
          (!criteria.gender || cam.gender === criteria.gender) &&
          cam.age >= (criteria.minAge ?? 18) &&
          cam.age <= (criteria.maxAge ?? 100),
      )
      .map(({ gender: _gender, ...cam }) => cam);
  }

  redirectUrl(account: string): string {
    return `${DEMO_PARTNER_PATH}/cams/${encodeURIComponent(account)}`;
  }
}

export const DEMO_PARTNER_PATH = '/demo-partner';
/** Where the demo partner serves a cam's picture: on this site, as a partner's feed names its own CDN. */
export const demoCamPhotoPath = (account: string) =>
  `${DEMO_PARTNER_PATH}/cams/${encodeURIComponent(account)}/photo.jpg`;
export const DEMO_ADVERT_URL = `${DEMO_PARTNER_PATH}/offer`;
