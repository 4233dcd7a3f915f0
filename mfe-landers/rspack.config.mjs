import { createAppConfig } from '../tools/rspack-config.mjs';
import { exposes } from './src/exposes.mjs';

export default ({ version, outputDir, publicPath }) =>
  createAppConfig({
    kind: 'remote',
    appDir: import.meta.dirname,
    name: 'mfe_landers',
    outputDir,
    publicPath,
    buildId: version,
    exposes,
  });
