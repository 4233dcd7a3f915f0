/** The pages this remote exposes; the shell's route table (shared-contracts/src/routes.ts) names them. */
export const exposes = {
  './signup': './src/features/signup/SignupPage.tsx',
  './complete-signup': './src/exposes/CompleteSignup.tsx',
  './activate-done': './src/exposes/ActivateDone.tsx',
  './activate-active': './src/exposes/ActivateActive.tsx',
  './activate-error': './src/exposes/ActivateError.tsx',
};
