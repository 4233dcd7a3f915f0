/**
 * The import-boundary rules of eslint.config.mjs, each fed a file that breaks it and one that keeps it. The texts are
 * linted in memory at a path inside the rule's folder (no file is written), with the repository's own configuration,
 * so a rule that is removed, loosened or no longer reaches its folder fails here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** A folder of api/src/ that the configuration treats as services (every folder but the layers and the seed). */
const service = ['payments', 'signup', 'mail', 'account'].find((name) => existsSync(path.join(root, 'api/src', name)));

type Case = {
  rule: string;
  /** The file the text stands in for, relative to the repository. */
  file: string;
  violating: string;
  conforming: string;
  /** Which rule is expected: its ESLint rule and a part of its message. */
  ruleId?: 'no-restricted-imports' | 'no-restricted-syntax';
  message: string;
};

const cases: Case[] = [
  // Apps: remotes meet only in shared-contracts, never the shell, another remote or the API server.
  {
    rule: 'a remote imports no other remote',
    file: 'mfe-search/src/features/search/boundaryProbe.ts',
    violating: "import { ChatList } from 'mfe-chat/src/features/list/ChatList';\nexport { ChatList };\n",
    conforming: "import { routePath } from 'shared-contracts';\nexport { routePath };\n",
    message: 'Apps meet only through shared-contracts',
  },
  {
    rule: 'a remote imports no other remote by a relative path',
    file: 'mfe-search/src/features/search/boundaryProbe.ts',
    violating: "import { ChatList } from '../../../../mfe-chat/src/features/list/ChatList';\nexport { ChatList };\n",
    conforming: "import { SearchPage } from './SearchPage';\nexport { SearchPage };\n",
    message: 'Apps meet only through shared-contracts',
  },
  {
    rule: 'a remote imports not the shell',
    file: 'mfe-chat/src/features/list/boundaryProbe.ts',
    violating: "import { store } from 'shell/src/app/store';\nexport { store };\n",
    conforming: "import { useAppSelector } from 'shared-contracts/store';\nexport { useAppSelector };\n",
    message: 'Apps meet only through shared-contracts',
  },
  {
    rule: 'the shell imports no remote',
    file: 'shell/src/features/remotes/boundaryProbe.ts',
    violating: "import { HomePage } from '../../../../mfe-landers/src/features/home/HomePage';\nexport { HomePage };\n",
    conforming: "import { routes } from 'shared-contracts';\nexport { routes };\n",
    message: 'Apps meet only through shared-contracts',
  },
  {
    rule: 'an app imports not the API server (by path)',
    file: 'mfe-account/src/features/login/boundaryProbe.ts',
    violating: "import { loadConfig } from '../../../../api/src/config';\nexport { loadConfig };\n",
    conforming: "import { loginEndpoint } from 'shared-contracts/api';\nexport { loginEndpoint };\n",
    message: 'never import the API server',
  },
  {
    rule: 'an app imports not the API server (by package)',
    file: 'mfe-account/src/features/login/boundaryProbe.ts',
    violating: "import { loadConfig } from 'api/src/config';\nexport { loadConfig };\n",
    conforming: "import { loginEndpoint } from 'shared-contracts/api';\nexport { loginEndpoint };\n",
    message: 'Apps never import the API server.',
  },
  {
    rule: "a member remote loads no byte of the console's contracts",
    file: 'mfe-search/src/features/profile/boundaryProbe.ts',
    violating: "import { adminMembersEndpoint } from 'shared-contracts/api/admin';\nexport { adminMembersEndpoint };\n",
    conforming: "import { profileEndpoint } from 'shared-contracts/api';\nexport { profileEndpoint };\n",
    message: 'Member pages never load a byte of the operator console',
  },
  // Inside an app: app/ → features/<feature>/ → shared/.
  {
    rule: 'a feature imports not the app',
    file: 'mfe-search/src/features/search/boundaryProbe.ts',
    violating: "import { App } from '../../app/App';\nexport { App };\n",
    conforming: "import { ProfileCard } from '../../shared/cards/ProfileCard';\nexport { ProfileCard };\n",
    message: 'A feature imports neither',
  },
  {
    rule: 'a feature imports no other feature',
    file: 'mfe-search/src/features/search/boundaryProbe.ts',
    violating: "import { LikesPage } from '../likes/LikesPage';\nexport { LikesPage };\n",
    conforming: "import { SearchPage } from './SearchPage';\nexport { SearchPage };\n",
    message: 'A feature imports neither',
  },
  {
    rule: 'a feature does not climb out of src/ and back in',
    file: 'mfe-search/src/features/search/boundaryProbe.ts',
    violating: "import { LikesPage } from '../../../src/features/likes/LikesPage';\nexport { LikesPage };\n",
    conforming: "import { ProfileCard } from '../../shared/cards/ProfileCard';\nexport { ProfileCard };\n",
    message: 'A feature imports neither',
  },
  {
    rule: 'shared/ imports no feature',
    file: 'mfe-search/src/shared/cards/boundaryProbe.ts',
    violating: "import { SearchPage } from '../../features/search/SearchPage';\nexport { SearchPage };\n",
    conforming: "import { ProfileCard } from './ProfileCard';\nexport { ProfileCard };\n",
    message: 'mfe-search/src/shared/ is used by features and the app, and imports neither.',
  },
  {
    rule: 'shared/ imports not the app',
    file: 'mfe-admin/src/shared/boundaryProbe.ts',
    violating: "import { consolePages } from '../app/consolePages';\nexport { consolePages };\n",
    conforming: "import { adminApi } from './adminApi';\nexport { adminApi };\n",
    message: 'mfe-admin/src/shared/ is used by features and the app, and imports neither.',
  },
  // The facades the browser shares, and the typed store hooks.
  {
    rule: 'react-router: only the names its shared facade provides',
    file: 'mfe-chat/src/features/list/boundaryProbe.ts',
    violating: "import { createBrowserRouter } from 'react-router';\nexport { createBrowserRouter };\n",
    conforming: "import { useNavigate } from 'react-router';\nexport { useNavigate };\n",
    message: 'react-router facade',
  },
  {
    rule: 'react-i18next: only the names its shared facade provides',
    file: 'mfe-chat/src/features/list/boundaryProbe.ts',
    violating: "import { Trans } from 'react-i18next';\nexport { Trans };\n",
    conforming: "import { useTranslation } from 'react-i18next';\nexport { useTranslation };\n",
    message: 'react-i18next facade',
  },
  {
    rule: 'react-hook-form: only the names its shared facade provides',
    file: 'mfe-account/src/features/login/boundaryProbe.ts',
    violating: "import { useFieldArray } from 'react-hook-form';\nexport { useFieldArray };\n",
    conforming: "import { useForm } from 'react-hook-form';\nexport { useForm };\n",
    message: 'react-hook-form facade',
  },
  {
    rule: 'react-redux: the typed hooks of shared-contracts/store instead',
    file: 'mfe-chat/src/features/list/boundaryProbe.ts',
    violating: "import { useSelector } from 'react-redux';\nexport { useSelector };\n",
    conforming: "import { Provider } from 'react-redux';\nexport { Provider };\n",
    message: 'Use the typed hooks of shared-contracts/store',
  },
  // The shared packages depend on no app.
  {
    rule: 'shared-contracts imports no app and not shared-ui',
    file: 'shared-contracts/src/boundaryProbe.ts',
    violating: "import { InputField } from 'shared-ui';\nexport { InputField };\n",
    conforming: "import { z } from 'zod';\nexport { z };\n",
    message: 'shared-contracts depends on no app',
  },
  {
    rule: 'shared-contracts imports not the API server',
    file: 'shared-contracts/src/boundaryProbe.ts',
    violating: "import { loadConfig } from 'api/src/config';\nexport { loadConfig };\n",
    conforming: "import { z } from 'zod';\nexport { z };\n",
    message: 'shared-contracts depends on no app.',
  },
  {
    rule: 'shared-ui imports no app',
    file: 'shared-ui/src/boundaryProbe.ts',
    violating: "import { store } from 'shell/src/app/store';\nexport { store };\n",
    conforming: "import { routePath } from 'shared-contracts';\nexport { routePath };\n",
    message: 'shared-ui depends on no app.',
  },
  // The API: routes → services → repositories → db, plugins beside the routes, lib/ under everything.
  {
    rule: 'the API imports no app',
    file: 'api/src/lib/boundaryProbe.ts',
    violating: "import { HomePage } from 'mfe-landers/src/features/home/HomePage';\nexport { HomePage };\n",
    conforming: "import { z } from 'zod';\nexport { z };\n",
    message: 'The API imports shared-contracts and its own files, never an app.',
  },
  {
    rule: 'a route reaches the context as app.ctx, never by import',
    file: 'api/src/routes/support/boundaryProbe.ts',
    violating: "import { createContext } from '../../context';\nexport { createContext };\n",
    conforming: "import { z } from 'zod';\nexport { z };\n",
    message: 'Routes reach the context as app.ctx.',
  },
  {
    rule: 'a route file imports no other route file',
    file: 'api/src/routes/api/boundaryProbe.ts',
    violating: "import route from './login';\nexport { route };\n",
    conforming: "import { sendJson } from '../support/replies';\nexport { sendJson };\n",
    message: 'A route file imports no other route file',
  },
  {
    rule: 'a plugin imports no service or route',
    file: 'api/src/plugins/boundaryProbe.ts',
    violating: `import { probe } from '../${service}/probe';\nexport { probe };\n`,
    conforming: "import { probe } from '../repositories/probe';\nexport { probe };\n",
    message: 'Plugins sit under the routes',
  },
  {
    rule: 'a service imports no route, plugin, app.ts or context.ts',
    file: `api/src/${service}/boundaryProbe.ts`,
    violating: "import { probe } from '../routes/support/probe';\nexport { probe };\n",
    conforming: "import { probe } from '../repositories/probe';\nexport { probe };\n",
    message: 'A service imports repositories, db, lib and other services',
  },
  {
    rule: 'a service takes plain values, not the request',
    file: `api/src/${service}/boundaryProbe.ts`,
    violating: "import type { FastifyRequest } from 'fastify';\nexport type Probe = FastifyRequest;\n",
    conforming: "import type { FastifyBaseLogger } from 'fastify';\nexport type Probe = FastifyBaseLogger;\n",
    message: 'A service takes plain values',
  },
  {
    rule: 'a repository imports only db/, lib/ and other repositories',
    file: 'api/src/repositories/boundaryProbe.ts',
    violating: `import { probe } from '../${service}/probe';\nexport { probe };\n`,
    conforming: "import { probe } from '../db/probe';\nimport { other } from './other';\nexport { probe, other };\n",
    message: 'A repository imports only db/, lib/ and other repositories',
  },
  {
    rule: 'db/ imports nothing above it',
    file: 'api/src/db/boundaryProbe.ts',
    violating: "import { probe } from '../repositories/probe';\nexport { probe };\n",
    conforming: "import { probe } from '../lib/probe';\nexport { probe };\n",
    message: 'db/ and lib/ import nothing of the API above them',
  },
  {
    rule: 'lib/ imports nothing of the API',
    file: 'api/src/lib/boundaryProbe.ts',
    violating: "import { probe } from '../db/probe';\nexport { probe };\n",
    conforming: "import { probe } from './probe';\nexport { probe };\n",
    message: 'lib/ imports nothing of the API: it is under every layer.',
  },
  {
    rule: 'SQL runs only in repositories',
    file: `api/src/${service}/boundaryProbe.ts`,
    violating:
      "export async function probe(tx: { query: (sql: string) => Promise<unknown> }) {\n  return tx.query('SELECT 1');\n}\n",
    conforming:
      'export async function probe(repository: { find: () => Promise<unknown> }) {\n  return repository.find();\n}\n',
    ruleId: 'no-restricted-syntax',
    message: 'SQL runs only in api/src/repositories/',
  },
  // Tools load an app only through its build config.
  {
    rule: "tools never load an app's source",
    file: 'tools/boundaryProbe.mjs',
    violating: "import { routes } from '../shell/src/app/router';\nexport { routes };\n",
    conforming: "import { exposes } from '../mfe-landers/src/exposes.mjs';\nexport { exposes };\n",
    message: 'Tools load an app only through its build config',
  },
  {
    rule: "tools never load the API server's source",
    file: 'tools/boundaryProbe.mjs',
    violating: "import { loadConfig } from '../api/src/config.ts';\nexport { loadConfig };\n",
    conforming: "import { deployDir } from './deploy.mjs';\nexport { deployDir };\n",
    message: 'Tools load an app only through its build config',
  },
];

async function lint(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages;
}

test('every probe file lies in a folder the configuration lints', async () => {
  expect(service).toBeDefined();
  for (const { file } of cases) expect(await eslint.isPathIgnored(path.join(root, file))).toBe(false);
});

describe.each(cases)('$rule', ({ file, violating, conforming, ruleId = 'no-restricted-imports', message }) => {
  test(`a violating ${file} is refused with the rule's message`, async () => {
    const errors = (await lint(violating, file)).filter((entry) => entry.severity === 2 && entry.ruleId === ruleId);
    expect(errors.map((entry) => entry.message)).toEqual(expect.arrayContaining([expect.stringContaining(message)]));
  });

  test(`a conforming ${file} passes`, async () => {
    const errors = (await lint(conforming, file)).filter((entry) => entry.severity === 2);
    expect(errors).toEqual([]);
  });
});
