// /admin: the dashboard with its sections, composed here because features do not import each
// other. A lazy chunk of its own (page-components.tsx), so none of this reaches a public visitor.
import { LISTED_KINDS, type ListedKind } from '@common/content-kinds';
import { DashboardPage } from '@/features/admin-dashboard/dashboard-page';
import { OverviewPanel } from '@/features/admin-dashboard/overview-panel';
import { ContentManager } from '@/features/admin-content/content-manager';
import { VenturesManager } from '@/features/admin-ventures/ventures-manager';
import { MessagesInbox } from '@/features/admin-messages/messages-inbox';
import { UpdatePassword } from '@/features/admin-password/update-password';

const isListedKind = (key: string): key is ListedKind => (LISTED_KINDS as readonly string[]).includes(key);

function renderSection(key: string) {
  if (isListedKind(key)) return <ContentManager key={key} kind={key} />;
  switch (key) {
    case 'overview':
      return <OverviewPanel />;
    case 'ventures_admin':
      return <VenturesManager />;
    case 'messages':
      return <MessagesInbox />;
    case 'update_password':
      return <UpdatePassword />;
    default:
      return <p>Default Content</p>;
  }
}

export function DashboardRoute() {
  return <DashboardPage renderSection={renderSection} />;
}
