import { createAppConfig } from '../tools/rspack-config.mjs';
import { exposes } from './src/exposes.mjs';

export default ({ version, outputDir }) =>
  createAppConfig({
    kind: 'remote',
    appDir: import.meta.dirname,
    name: 'mfe_search',
    outputDir,
    publicPath: 'auto',
    buildId: version,
    exposes,
  });
