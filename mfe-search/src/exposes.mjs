/** The pages this remote exposes; the shell's route table (shared-contracts/src/routes.ts) names them. */
export const exposes = {
  './members': './src/features/search/SearchPage.tsx',
  './profile': './src/features/profile/ProfilePage.tsx',
  './likes': './src/features/likes/LikesPage.tsx',
  './signup-matches': './src/features/signup-matches/SignupMatchesPage.tsx',
  // Mounted by the shell for every logged-in member: keeps the likes badge current.
  './likes-watcher': './src/features/likes/LikesWatcher.tsx',
  // Blocks of the member home, composed by the shell (memberHomeBlocks): the likes as this remote caches them for
  // the likes page and the badge, and the first page of the member's search, shared with /members.
  './home-likes': './src/features/home/HomeLikes.tsx',
  './home-nearby': './src/features/home/HomeNearby.tsx',
};
