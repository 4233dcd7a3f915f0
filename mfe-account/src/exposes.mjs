/** The pages this remote exposes; the shell's route table (shared-contracts/src/routes.ts) names them. */
export const exposes = {
  './login': './src/features/login/LoginPage.tsx',
};
