// npm run release -- <app>: build one app into a new version folder and make it live.
import { releaseApp } from './deploy.mjs';

const apps = process.argv.slice(2);
if (apps.length === 0) {
  console.error('Usage: npm run release -- <shell|mfe-signup|mfe-search|mfe-chat|mfe-account|mfe-landers> [...]');
  process.exit(2);
}
try {
  for (const app of apps) {
    const version = await releaseApp(app);
    console.log(`${app}: version ${version} is live`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
}
