import { createAppConfig } from '../tools/rspack-config.mjs';

export default ({ version, outputDir }) =>
  createAppConfig({
    kind: 'host',
    appDir: import.meta.dirname,
    name: 'shell',
    outputDir,
    publicPath: `/shell/${version}/`,
    buildId: version,
  });
