import { DecisionsSection } from '../features/decisions/DecisionsSection';
import NotificationsSettings from '../features/notifications/NotificationsPage';

/**
 * /notifications: the decisions about the member's account and their reports' outcomes, then the mail and push
 * settings and the e-mail address (docs/product.md §2).
 */
export default function NotificationsPage() {
  return (
    <NotificationsSettings>
      <DecisionsSection />
    </NotificationsSettings>
  );
}
