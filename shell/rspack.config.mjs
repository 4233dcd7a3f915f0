import { createAppConfig } from '../tools/rspack-config.mjs';

export default ({ version, outputDir, publicPath }) =>
  createAppConfig({
    kind: 'host',
    appDir: import.meta.dirname,
    name: 'shell',
    outputDir,
    publicPath,
    buildId: version,
  });
