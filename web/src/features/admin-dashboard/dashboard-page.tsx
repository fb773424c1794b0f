// /admin (SPEC §2 Admin dashboard): the section ?section= names, inside the admin frame, whose
// menu (admin-shared/admin-menu.ts) links to each section; VENTURES is the default; an unknown key
// shows 'Default Content'. The section is in the URL (?section=news), each switch a history entry,
// so a reload keeps it and Back/Forward move between sections, and a section opens in a new tab.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardSections, sectionOf } from '@/admin-shared/admin-menu';
import { useAdminTitle } from '@/admin-shared/standalone-screen';

export function DashboardPage({ renderSection }: { renderSection(key: string): ReactNode }) {
  const [params] = useSearchParams();
  const active = sectionOf(params.get('section'));
  useAdminTitle(dashboardSections.find((section) => section.key === active)?.label ?? 'Admin');
  return (
    <main className="admin-main">
      <h1 className="visually-hidden">Admin dashboard</h1>
      {renderSection(active)}
    </main>
  );
}
