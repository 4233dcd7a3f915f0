/** The pages this remote exposes; the shell's route table (shared-contracts/src/routes.ts) names them. */
export const exposes = {
  './home': './src/features/home/HomePage.tsx',
  './member-signup': './src/features/member-landers/MemberSignupPage.tsx',
  './member-landing': './src/features/member-landers/MemberLandingPage.tsx',
  './member-landing2': './src/features/member-landers/MemberLanding2Page.tsx',
  './member-landing3': './src/features/member-landers/MemberLanding3Page.tsx',
  './match-finder': './src/features/match-finder/MatchFinderPage.tsx',
};
