import { createAppConfig } from '../tools/rspack-config.mjs';
import { exposes } from './src/exposes.mjs';

export default ({ version, outputDir, publicPath }) =>
  createAppConfig({
    kind: 'remote',
    appDir: import.meta.dirname,
    name: 'mfe_admin',
    outputDir,
    publicPath,
    buildId: version,
    exposes,
    // The console's messages (English and Dutch) ship inside it: member pages never load them.
    ownCatalogs: true,
  });
