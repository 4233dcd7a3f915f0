import { fakerEN } from '@faker-js/faker';
import type { Gender } from 'shared-contracts/api';
import type { Webcam } from 'shared-contracts/api/search';

export interface CamSearch {
  gender?: Gender;
  minAge?: number;
  maxAge?: number;
}

/** A live-cam partner's feed. A real partner's adapter implements this against its API. */
export interface CamFeed {
  search(criteria: CamSearch): Promise<Webcam[]>;
  /** Where a click on the cam takes the member. */
  redirectUrl(account: string): string;
}

/**
 * The built-in demo feed: a stable set of made-up performers with the demo portraits, so the ONLINE cards work
 * without a partner contract. Clicks lead to local demo partner pages (demoPartnerPages.ts).
 */
export class DemoCamFeed implements CamFeed {
  private readonly cams: (Webcam & { gender: Gender })[];

  constructor(count = 60) {
    fakerEN.seed(4242);
    this.cams = Array.from({ length: count }, (_, index) => {
      const gender: Gender = index % 4 === 3 ? 'male' : 'female';
      return {
        account: `demo-${index + 1}`,
        name: fakerEN.person.firstName(gender),
        age: fakerEN.number.int({ min: 19, max: 55 }),
        country: fakerEN.helpers.arrayElement(['NL', 'DE', 'GB', 'US', 'BE']),
        thumbnail: `demo/${gender}-${(index % 24) + 1}-thumb.jpg`,
        gender,
      };
    });
  }

  find(account: string): Webcam | undefined {
    return this.cams.find((cam) => cam.account === account);
  }

  async search(criteria: CamSearch): Promise<Webcam[]> {
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
export const DEMO_ADVERT_URL = `${DEMO_PARTNER_PATH}/offer`;
