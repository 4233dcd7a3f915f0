import { createAppConfig } from '../tools/rspack-config.mjs';
import { exposes } from './src/exposes.mjs';

export default ({ version, outputDir, publicPath, serverOutputDir }) =>
  createAppConfig({
    kind: 'remote',
    appDir: import.meta.dirname,
    name: 'mfe_account',
    outputDir,
    publicPath,
    serverOutputDir,
    buildId: version,
    exposes,
  });
