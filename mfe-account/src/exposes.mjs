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
  './notifications': './src/features/notifications/NotificationsPage.tsx',
  './mail-change': './src/features/mail-change/MailChangeDoPage.tsx',
  './complaints': './src/features/complaints/ComplaintsPage.tsx',
  './legal-page': './src/features/legal/LegalPage.tsx',
};
