import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEV_PANEL_OPEN_KEY, readPersisted, routePath, writePersisted } from 'shared-contracts';
import { DevActions } from './DevActions';

const openSchema = {
  safeParse: (value: unknown) =>
    typeof value === 'boolean' ? { success: true as const, data: value } : { success: false as const },
};

/**
 * The floating dev panel on every page of a server with developer tools on (the shell mounts it only then). Whether
 * it is open is kept in the browser, so it stays open across pages and reloads while one works with it.
 */
export default function DevPanel() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  // Read after hydration: the server, which renders the panel closed, has no such storage.
  useEffect(() => {
    setOpen(readPersisted(DEV_PANEL_OPEN_KEY, openSchema) ?? false);
  }, []);
  const panelId = useId();
  const toggle = () => {
    setOpen(!open);
    writePersisted(DEV_PANEL_OPEN_KEY, !open);
  };
  return (
    <aside
      className="position-fixed bottom-0 start-0 m-2 d-flex flex-column align-items-start gap-2"
      style={{ zIndex: 1040 }}
      aria-label={t('devTools.title')}
    >
      {open && (
        <div id={panelId} className="card shadow-sm" style={{ width: '15rem' }} data-testid="dev-panel">
          <div className="card-body p-2">
            <DevActions />
            <Link className="d-block small mt-2" to={routePath('dev')}>
              {t('devTools.morePages')}
            </Link>
          </div>
        </div>
      )}
      <button
        type="button"
        className="btn btn-dark btn-sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t('devTools.toggle')}
      </button>
    </aside>
  );
}
