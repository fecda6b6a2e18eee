import { Link } from 'wouter';
import { cn } from '#client/lib/cn';
import type { StaffRole } from '#domain/staff/staff-roles';
import { findAdminScreen, listAdminScreensFor } from '../admin-screens';

export type AdminNavProps = {
  id?: string;
  /** The current pathname. */
  location: string;
  /** The owner's screens are listed for the owner only. */
  role: StaffRole;
  /** Icons only (desktop collapsed sidebar); labels stay for screen readers. */
  isCollapsed?: boolean;
  /** Called after a link is followed, for example to close the phone drawer. */
  onNavigate?: () => void;
};

/** The sidebar links, one per row of the route table the member may open, in its order. */
export function AdminNav({ id, location, role, isCollapsed = false, onNavigate }: AdminNavProps) {
  const currentScreen = findAdminScreen(location);
  return (
    <nav id={id} aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {listAdminScreensFor(role).map((screen) => {
          const { label, path, icon: Icon } = screen;
          const isActive = screen === currentScreen;
          return (
            <li key={path}>
              <Link
                href={path}
                aria-current={isActive ? 'page' : undefined}
                title={isCollapsed ? label : undefined}
                onClick={onNavigate}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors md:min-h-10',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isCollapsed && 'justify-center px-0',
                  isActive
                    ? 'bg-primary text-primary-foreground shadow-sm'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={cn(isCollapsed && 'sr-only')}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
