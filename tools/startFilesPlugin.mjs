// Writes start-files.json beside a build:
// - for the shell's start-up chunk and for each module a remote exposes, the script files it runs and the shared
//   modules it takes from federation (itself, or through this app's copy of another shared module), each with the
//   files this app's own copy of it loads;
// - for every shared module the app provides, the files its copy loads (`providedFiles`; none for one in the entry),
//   so a page can preload the shell's copy of what its remote takes from the shell.
// The server preloads them with a page, so the browser asks for them with the HTML instead of one step after another
// (docs/architecture.md, "No request chain"). mf-manifest.json lists an exposed module's own files but not which
// shared modules it needs, and for a shared module the files of every way to it, not the ones the runtime loads.

const consumedShare = /^consume shared module \(\w+\) (.+?)@/;
const providedShare = /^provide shared module \(\w+\) (.+?)@\d/;

/** The chunk group federation names for an exposed module (`./likes-watcher` → `__federation_expose_likes_watcher`). */
const exposeGroupName = (exposePath) => `__federation_expose_${exposePath.replace(/^\.\//, '').replace(/\W/g, '_')}`;

const isScript = (file) => file.endsWith('.js');

export class StartFilesPlugin {
  /** @param {Record<string, string>} groups the key each module is listed under → the name of its chunk group */
  constructor(groups) {
    this.groups = groups;
  }

  /** For a remote: every exposed module, under its expose path. */
  static forExposes(exposes) {
    return new StartFilesPlugin(Object.fromEntries(Object.keys(exposes).map((key) => [key, exposeGroupName(key)])));
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const filesOf = (group) => [...group.chunks].flatMap((chunk) => [...chunk.files]).filter(isScript);
          const sharesIn = (groups) => {
            const shares = new Set();
            for (const group of groups)
              for (const chunk of group.chunks)
                for (const module of chunkGraph.getChunkModules(chunk)) {
                  const share = consumedShare.exec(module.identifier())?.[1];
                  if (share) shares.add(share);
                }
            return shares;
          };
          // The files the federation runtime loads for this app's copy of each shared module it provides, and the
          // shared modules that copy takes from federation in turn (the API client takes RTK Query).
          const provided = new Map();
          const providedTakes = new Map();
          for (const module of compilation.modules) {
            const share = providedShare.exec(module.identifier())?.[1];
            if (!share) continue;
            const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
            provided.set(share, groups.flatMap(filesOf));
            providedTakes.set(share, sharesIn(groups));
          }
          const modules = {};
          for (const [key, groupName] of Object.entries(this.groups)) {
            const group = compilation.namedChunkGroups.get(groupName);
            // A renamed group would silently preload nothing: the build stops instead.
            if (!group) throw new Error(`StartFilesPlugin: no chunk group ${groupName} for ${key}`);
            // The module's own, and those its shared modules take (a Set visits what is added while it iterates).
            const shares = sharesIn([group]);
            for (const share of shares) for (const taken of providedTakes.get(share) ?? []) shares.add(taken);
            modules[key] = {
              files: filesOf(group),
              shares: Object.fromEntries([...shares].sort().map((share) => [share, provided.get(share) ?? []])),
            };
          }
          const providedFiles = Object.fromEntries(
            [...provided.keys()].sort().map((share) => [share, provided.get(share)]),
          );
          // `provides` as well, for servers that read only that.
          const startFiles = { provides: Object.keys(providedFiles), providedFiles, modules };
          compilation.emitAsset('start-files.json', new RawSource(`${JSON.stringify(startFiles, null, 2)}\n`));
        },
      );
    });
  }
}
