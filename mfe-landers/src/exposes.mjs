/** The pages this remote exposes; the shell's route table (shared-contracts/src/routes.ts) names them. */
export const exposes = {
  './home': './src/features/home/VisitorHome.tsx',
  './member-signup': './src/features/member-landers/MemberSignupPage.tsx',
  './member-landing': './src/features/member-landers/MemberLandingPage.tsx',
  './member-landing2': './src/features/member-landers/MemberLanding2Page.tsx',
  './member-landing3': './src/features/member-landers/MemberLanding3Page.tsx',
  './match-finder': './src/features/match-finder/MatchFinderPage.tsx',
  './lander-video': './src/features/lander-types/VideoLander.tsx',
  './lander-gallery': './src/features/lander-types/GalleryLander.tsx',
  './lander-maplanding': './src/features/lander-types/MapLander.tsx',
  './lander-alonetonight': './src/features/lander-types/AloneTonightLander.tsx',
  './lander-iconslanding': './src/features/lander-types/IconsLander.tsx',
  './lander-socialnetwork': './src/features/lander-types/SocialNetworkLander.tsx',
  './lander-collagelanding': './src/features/lander-types/CollageLander.tsx',
  './lander-transitionsvideolanding': './src/features/lander-types/TransitionsLander.tsx',
};
