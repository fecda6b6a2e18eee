import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Wrench } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import type { Staff } from '#contracts/auth.contract';
import { PlaceholderNumbersBanner } from '#client/components/placeholder-numbers-banner/placeholder-numbers-banner';
import { Button } from '#client/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '#client/components/ui/sheet';
import { toast } from '#client/components/ui/use-toast';
import { useLogoutMutation } from '#client/resources/auth/auth-api';
import { cn } from '#client/lib/cn';
import { paths } from '#client/lib/paths';
import { APP_SETTINGS_SCREEN, findAdminScreen } from '../admin-screens';
import { AdminNav } from './admin-nav';
import { WebhookDeliveryAlert } from './webhook-delivery-alert';

/** Remembers the desktop sidebar state between visits. */
const SIDEBAR_COLLAPSED_KEY = 'admin-sidebar-collapsed';

function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false; // storage blocked: start expanded
  }
}

function saveSidebarCollapsed(isCollapsed: boolean) {
  try {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(isCollapsed));
  } catch {
    // Not remembered; the sidebar still works.
  }
}

export type AdminLayoutProps = {
  staff: Staff;
  children: ReactNode;
};

/**
 * The back-office frame (docs/product/admin-navigation.md#sidebar): a collapsible sidebar on desktop, a drawer
 * opened from a menu button on phones, the signed-in staff member and Sign out. Its <main>
 * carries the current screen's marker id (admin-screens.ts) as `data-current-page`.
 */
export function AdminLayout({ staff, children }: AdminLayoutProps) {
  const [location, navigate] = useLocation();
  const [isCollapsed, setIsCollapsed] = useState(readSidebarCollapsed);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const logoutMutation = useLogoutMutation();

  function handleToggleSidebar() {
    setIsCollapsed(!isCollapsed);
    saveSidebarCollapsed(!isCollapsed);
  }

  function handleSignOut() {
    logoutMutation.mutate(undefined, {
      onSuccess: () => navigate(paths.adminLogin, { replace: true }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Sign-out failed',
          description: 'Please try again.',
        }),
    });
  }

  return (
    <div className="min-h-dvh bg-background md:flex">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-card focus:px-4 focus:py-3 focus:font-medium focus:shadow-lg"
      >
        Skip to main content
      </a>

      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-card transition-[width] md:flex',
          isCollapsed ? 'w-18' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center gap-2 border-b px-3', isCollapsed && 'justify-center')}>
          {isCollapsed ? null : <BackOfficeBrand />}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Toggle sidebar"
            aria-expanded={!isCollapsed}
            aria-controls="admin-sidebar-nav"
            onClick={handleToggleSidebar}
            className={cn(!isCollapsed && 'ml-auto')}
          >
            {isCollapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </Button>
        </div>
        <AdminNav role={staff.role} id="admin-sidebar-nav" location={location} isCollapsed={isCollapsed} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur md:px-6">
          <Sheet open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu" className="md:hidden">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" closeLabel="Close menu">
              <div className="flex h-16 items-center border-b px-4">
                <SheetTitle asChild>
                  <div>
                    <BackOfficeBrand />
                  </div>
                </SheetTitle>
                <SheetDescription className="sr-only">Back-office sections</SheetDescription>
              </div>
              <AdminNav role={staff.role} location={location} onNavigate={() => setIsDrawerOpen(false)} />
              <p className="border-t px-4 py-3 text-sm">
                <span className="block text-xs text-muted-foreground">Signed in as</span>
                <span className="block truncate font-medium">{staff.email}</span>
              </p>
            </SheetContent>
          </Sheet>
          <span className="font-semibold md:hidden">Back office</span>

          <div className="ml-auto flex min-w-0 items-center gap-3">
            <WebhookDeliveryAlert />
            <span className="hidden min-w-0 flex-col text-right text-sm sm:flex">
              <span className="text-xs text-muted-foreground">Signed in as</span>
              <span className="truncate font-medium" title={staff.email}>
                {staff.email}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={handleSignOut}
              disabled={logoutMutation.isPending}
            >
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </header>

        <main id="main-content" tabIndex={-1} data-current-page={findAdminScreen(location)?.marker} className="flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8">
          <PlaceholderNumbersBanner settingsHref={APP_SETTINGS_SCREEN.path} />
          {children}
        </main>
      </div>
    </div>
  );
}

function BackOfficeBrand() {
  return (
    <span className="flex items-center gap-2 font-semibold">
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Wrench aria-hidden="true" className="size-4" />
      </span>
      Back office
    </span>
  );
}
