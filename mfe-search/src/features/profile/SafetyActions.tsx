import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isolate, routePath } from 'shared-contracts';
import type { ProfileDetail } from 'shared-contracts/api/search';
import { useBlockMemberMutation } from './profileActionsApi';

/** Block (after a confirmation; then back to the search) and report, for a member looking at someone else's profile. */
export function SafetyActions({ profile, onReport }: { profile: ProfileDetail; onReport: () => void }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [block, { isLoading: blocking }] = useBlockMemberMutation();

  const onBlock = async () => {
    if (!window.confirm(t('profile.blockConfirm', { name: isolate(profile.name) }))) return;
    try {
      await block(profile.id).unwrap();
      void navigate(routePath('members'));
    } catch (blockError) {
      console.error('Blocking failed', blockError);
    }
  };

  return (
    <div className="d-flex flex-wrap gap-2 mt-4 pt-3 border-top">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => void onBlock()}
        disabled={blocking}
      >
        {t('profile.block')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onReport}>
        {t('profile.report')}
      </button>
    </div>
  );
}
