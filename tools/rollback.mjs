// npm run rollback -- <app>: make the previous version of one app live again.
import { rollbackApp } from './deploy.mjs';

const [app] = process.argv.slice(2);
if (!app) {
  console.error('Usage: npm run rollback -- <shell|mfe-signup|mfe-search|mfe-chat|mfe-account|mfe-landers>');
  process.exit(2);
}
try {
  const { from, to } = await rollbackApp(app);
  console.log(`${app}: rolled back from ${from} to ${to}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
