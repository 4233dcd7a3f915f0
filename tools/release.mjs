// npm run release -- <app> [...] [--candidate]: build apps into new version folders and make them live together. With
// --candidate the build is kept without going live (an experiment's variant, docs/experiments.md); its version is
// the last line printed.
import { ContractsMismatchError, releaseApps } from './deploy.mjs';

const args = process.argv.slice(2);
const candidate = args.includes('--candidate');
const apps = args.filter((arg) => arg !== '--candidate');
if (apps.length === 0) {
  console.error(
    'Usage: npm run release -- <shell|mfe-signup|mfe-search|mfe-chat|mfe-account|mfe-landers|mfe-admin> [...] [--candidate]',
  );
  process.exit(2);
}
try {
  const built = await releaseApps(apps, { candidate });
  for (const [app, version] of built) {
    console.log(
      candidate ? `${app}: candidate ${version} built; it is not live` : `${app}: version ${version} is live`,
    );
  }
  if (candidate) console.log(built.map(([, version]) => version).join(' '));
} catch (error) {
  // A refusal says what to do; only an unexpected failure needs its stack.
  console.error(error instanceof ContractsMismatchError ? `\n  Not released: ${error.message}\n` : error.stack);
  process.exit(1);
}
