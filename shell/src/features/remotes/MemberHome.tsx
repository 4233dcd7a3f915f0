import { useTranslation } from 'react-i18next';
import { isolate, type PageBlock } from 'shared-contracts';
import { useUser } from 'shared-contracts/store';
import { RemotePage } from './RemotePage';

/**
 * The home page of a logged-in member, "what's new" (docs/product.md §2 "Home"): the greeting, then the blocks each
 * remote renders from its own data — the member's state, the conversations, the likes and new members near them.
 * Each block loads on its own: one whose remote is down shows its notice in its place while the others work.
 */
export function MemberHome({ blocks }: { blocks: readonly PageBlock[] }) {
  const { t } = useTranslation('shell');
  const name = useUser()?.profile.name ?? '';
  return (
    <div className="member-home py-3 py-md-4" data-testid="home-member">
      <h1 className="h3 mb-1">{t('home.welcomeBack', { name: isolate(name) })}</h1>
      <p className="text-body-secondary mb-3 mb-md-4">{t('home.intro')}</p>
      <div className="row member-home-grid">
        {blocks.map(({ remote, module, width }) => (
          <div key={`${remote}${module}`} className={width === 'full' ? 'col-12' : 'col-12 col-md-6'}>
            <RemotePage remote={remote} module={module} />
          </div>
        ))}
      </div>
    </div>
  );
}
