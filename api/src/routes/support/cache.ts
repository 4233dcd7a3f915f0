/** Site data that is the same for every visitor and changes rarely: shared caches may keep it a minute. */
export const CACHE_PUBLIC = 'public, max-age=60';
