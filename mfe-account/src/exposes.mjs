/** The pages this remote exposes; the shell's route table (shared-contracts/src/routes.ts) names them. */
export const exposes = {
  './login': './src/features/login/LoginPage.tsx',
  './credits': './src/features/credits/CreditsPage.tsx',
  './credits-checkout': './src/features/checkout/CheckoutPage.tsx',
  './credits-repeat-order': './src/features/repeat-order/RepeatOrderPage.tsx',
  './transaction': './src/features/transaction/TransactionPage.tsx',
  './premium': './src/features/premium/PremiumPage.tsx',
  './pricing': './src/features/pricing/PricingPage.tsx',
  './reset-password': './src/features/reset-password/ResetPasswordPage.tsx',
  './reset-password-do': './src/features/reset-password/ResetPasswordDoPage.tsx',
  './notifications': './src/app/NotificationsPage.tsx',
  './mail-change': './src/features/mail-change/MailChangeDoPage.tsx',
  './complaints': './src/features/complaints/ComplaintsPage.tsx',
  './legal-page': './src/features/legal/LegalPage.tsx',
  './ban': './src/app/BanPage.tsx',
  './dev-panel': './src/features/dev-panel/DevPages.tsx',
  './dev-tools': './src/features/dev-panel/DevPanel.tsx',
  './account-deleted': './src/features/delete-account/AccountDeletedPage.tsx',
  './my-profile': './src/app/MyProfilePage.tsx',
  // Not a page: the member home's block of profile, credits and offers, which the shell places (memberHomeBlocks).
  './home-status': './src/features/home/HomeStatus.tsx',
};
