import { createAppConfig } from '../tools/rspack-config.mjs';

export default ({ version, outputDir, publicPath, serverOutputDir }) =>
  createAppConfig({
    kind: 'host',
    appDir: import.meta.dirname,
    name: 'shell',
    outputDir,
    publicPath,
    serverOutputDir,
    buildId: version,
  });
