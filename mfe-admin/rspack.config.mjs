import { createAppConfig } from '../tools/rspack-config.mjs';
import { exposes } from './src/exposes.mjs';

export default ({ version, outputDir, publicPath, serverOutputDir }) =>
  createAppConfig({
    kind: 'remote',
    appDir: import.meta.dirname,
    name: 'mfe_admin',
    outputDir,
    publicPath,
    serverOutputDir,
    buildId: version,
    exposes,
    // The console's messages (English and Dutch) ship inside it: member pages never load them.
    ownCatalogs: true,
    // Operators sign in inside the console: the server has nothing of theirs to render.
    serverRendered: false,
  });
