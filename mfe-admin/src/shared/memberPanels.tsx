import { createContext, Suspense, use, type ComponentType, type LazyExoticComponent } from 'react';
import type { OperatorPermission } from 'shared-contracts/api/admin';
import { useMay } from './operatorSession';

/** The member a panel acts on. */
export interface PanelMember {
  id: number;
  /** null for a member whose profile is gone. */
  profileId: number | null;
  siteId: number;
}

/**
 * A panel another feature adds to the member page (features never import each other): the moderation part's actions
 * on the member (warn, remove a photo or text, suspend, ban) are one. The list is app/memberPanelList.ts.
 */
export interface MemberPanel {
  id: string;
  permission: OperatorPermission;
  Panel: LazyExoticComponent<ComponentType<{ member: PanelMember }>>;
}

export const MemberPanelsContext = createContext<readonly MemberPanel[]>([]);

/** The member page's place for the panels of other features, each shown to the roles its permission names. */
export function MemberPanels({ member }: { member: PanelMember }) {
  const panels = use(MemberPanelsContext);
  const may = useMay();
  return panels
    .filter((panel) => may(panel.permission))
    .map(({ id, Panel }) => (
      <section key={id} className="mb-4" data-member-panel={id}>
        <Suspense fallback={null}>
          <Panel member={member} />
        </Suspense>
      </section>
    ));
}
