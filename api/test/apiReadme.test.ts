import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * api/src/README.md is the map a newcomer reads first: it must name every folder, repository, plugin and domain there
 * is, and nothing that is gone. This holds it against the folders.
 */
const src = path.join(import.meta.dirname, '..', 'src');
const readme = readFileSync(path.join(src, 'README.md'), 'utf8');

/** The text of the README's `## title` section, up to the next `## `. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`api/src/README.md has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

const foldersIn = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The modules of a folder by name, without `.ts`: the names the README uses. */
const modulesIn = (folder: string) =>
  readdirSync(path.join(src, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();

/** The names a section lists as bullets: "- `name`: what it is". */
const bulletsOf = (text: string) => [...text.matchAll(/^- `([^`]+)`/gm)].flatMap((match) => match[1] ?? []).sort();

const isFolder = (relative: string) => {
  try {
    return statSync(path.join(src, relative)).isDirectory();
  } catch {
    return false;
  }
};

describe('api/src/README.md', () => {
  it('names every folder of api/src and of api/src/routes, and no folder that is not there', () => {
    const text = section('Folders');
    const named = new Set([...text.matchAll(/`(\w+(?:\/\w+)*)\/`/g)].flatMap((match) => match[1] ?? []));
    const folders = [...foldersIn(src), ...foldersIn(path.join(src, 'routes')).map((name) => `routes/${name}`)];
    const unnamed = folders.filter((folder) => !named.has(folder));
    const gone = [...named].filter((folder) => !isFolder(folder));
    expect({ unnamed, gone }).toEqual({ unnamed: [], gone: [] });
  });

  it.each([
    ['Repositories', 'repositories'],
    ['Plugins', 'plugins'],
    ['Domains', 'domains'],
  ])('lists every file of its section %s (%s/) once, and no file that is not there', (title, folder) => {
    const listed = bulletsOf(section(title));
    const files = modulesIn(folder);
    const unlisted = files.filter((file) => !listed.includes(file));
    const gone = listed.filter((name) => !files.includes(name));
    const twice = listed.filter((name, index) => listed.indexOf(name) !== index);
    expect({ unlisted, gone, twice }).toEqual({ unlisted: [], gone: [], twice: [] });
  });
});
