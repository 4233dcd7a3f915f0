import { DemoCamFeed } from '../cams/camFeed';
import { ResellClickRepository } from '../repositories/resellClicks';
import { SearchRepository } from '../repositories/search';
import { SearchService } from '../search/searchService';
import { coreDomain, type CoreServices } from './core';
import { defineDomain } from './domain';

/** Finding members (the search paging and counts) and the partner cards beside them (cams and adverts). */
export interface SearchServices {
  search: SearchService;
  /**
   * The live-cam feed of the ONLINE cards: the built-in demo, which also serves the partner pages its clicks lead to
   * (routes/web/demoPartnerPages.ts). A real partner's adapter implements `CamFeed` (cams/camFeed.ts).
   */
  cams: DemoCamFeed;
  resellClicks: ResellClickRepository;
}

export const searchDomain = defineDomain<CoreServices, SearchServices>({
  name: 'search',
  dependencies: [coreDomain],
  create: ({ db }) => ({
    search: new SearchService(new SearchRepository(db)),
    cams: new DemoCamFeed(),
    resellClicks: new ResellClickRepository(db),
  }),
});
