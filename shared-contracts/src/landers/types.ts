/**
 * The eight lander types (docs/product.md §2, /landers/{type}/…): the route table makes a route of each, and the
 * landers remote names each one's copy in its catalog by it.
 */
export const landerTypes = [
  'video',
  'gallery',
  'maplanding',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
  'collagelanding',
  'transitionsvideolanding',
] as const;
export type LanderType = (typeof landerTypes)[number];
