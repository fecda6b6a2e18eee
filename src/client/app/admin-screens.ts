import {
  Calculator,
  ChartColumn,
  Database,
  FileSearch,
  FlaskConical,
  Gamepad2,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
  UserRound,
  PoundSterling,
  Settings,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { canManageBusiness, type StaffRole } from '#domain/staff/staff-roles';
import { type AdminScreenPath, normalisePath, paths } from '#client/lib/paths';
import { lazyNamed } from './lazy-named';

/**
 * The ids of the layout's current-page marker (docs/product/admin-navigation.md#current-page).
 * The original gave none for App Settings and Conversion Analytics, so those screens carry none.
 */
export type AdminPageMarker =
  | 'leads'
  | 'quote-engine'
  | 'training'
  | 'training-data'
  | 'pricing'
  | 'contractor-pay'
  | 'testing';

export type AdminScreen = {
  path: AdminScreenPath;
  /** The sidebar link's text. */
  label: string;
  icon: LucideIcon;
  /** The screen, loaded when first opened: each one is its own chunk. */
  Page: LazyExoticComponent<ComponentType>;
  marker?: AdminPageMarker;
  /**
   * Only the owner sees it in the sidebar and may open it; a staff member who follows a link to
   * it is told so (docs/product/staff-accounts.md#roles).
   */
  ownerOnly?: boolean;
};

const LEAD_MANAGEMENT: AdminScreen = {
  path: '/admin/leads',
  label: 'Lead Management',
  icon: Users,
  Page: lazyNamed(() => import('../features/leads/leads-page'), 'LeadsPage'),
  marker: 'leads',
};

/** Linked from the placeholder-numbers banner on every screen (docs/product/app-settings.md#placeholder-numbers). */
export const APP_SETTINGS_SCREEN: AdminScreen = {
  path: '/admin/settings',
  label: 'App Settings',
  icon: Settings,
  Page: lazyNamed(() => import('../features/app-settings/app-settings-page'), 'AppSettingsPage'),
};

/** Where an account the owner requires two-factor of is sent to set it up (docs/product/staff-accounts.md#two-factor). */
export const ACCOUNT_SCREEN: AdminScreen = {
  path: paths.adminAccount,
  label: 'Account',
  icon: UserRound,
  Page: lazyNamed(() => import('../features/account/account-page'), 'AccountPage'),
};

/**
 * The back office's route table: the router, the sidebar (in this order,
 * docs/product/admin-navigation.md#sidebar) and the current-page marker all read it. Adding a
 * screen is one row here.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  LEAD_MANAGEMENT,
  {
    path: '/admin/training',
    label: 'AI Training Game',
    icon: Gamepad2,
    Page: lazyNamed(() => import('../features/training/training-page'), 'TrainingPage'),
    marker: 'training',
  },
  {
    path: '/admin/training-data',
    label: 'Training Data',
    icon: Database,
    Page: lazyNamed(() => import('../features/training-data/training-data-page'), 'TrainingDataPage'),
    marker: 'training-data',
  },
  {
    path: '/admin/quote-engine',
    label: 'Quote Engine Config',
    icon: SlidersHorizontal,
    Page: lazyNamed(() => import('../features/quote-engine/quote-engine-page'), 'QuoteEnginePage'),
    marker: 'quote-engine',
  },
  {
    path: '/admin/pricing',
    label: 'Pricing Config',
    icon: PoundSterling,
    Page: lazyNamed(() => import('../features/pricing-config/pricing-config-page'), 'PricingConfigPage'),
    marker: 'pricing',
  },
  {
    path: '/admin/contractor-pay',
    label: 'Contractor Pay',
    icon: Calculator,
    Page: lazyNamed(() => import('../features/contractor-pay/contractor-pay-page'), 'ContractorPayPage'),
    marker: 'contractor-pay',
  },
  {
    path: '/admin/testing',
    label: 'Testing Platform',
    icon: FlaskConical,
    Page: lazyNamed(() => import('../features/testing-platform/testing-platform-page'), 'TestingPlatformPage'),
    marker: 'testing',
  },
  APP_SETTINGS_SCREEN,
  {
    path: '/admin/analytics',
    label: 'Conversion Analytics',
    icon: ChartColumn,
    Page: lazyNamed(() => import('../features/analytics/analytics-page'), 'AnalyticsPage'),
  },
  // docs/product/staff-accounts.md
  {
    path: '/admin/staff',
    label: 'Staff',
    icon: ShieldCheck,
    Page: lazyNamed(() => import('../features/staff/staff-page'), 'StaffPage'),
    ownerOnly: true,
  },
  {
    path: '/admin/audit',
    label: 'Audit Log',
    icon: ScrollText,
    Page: lazyNamed(() => import('../features/audit-log/audit-log-page'), 'AuditLogPage'),
    ownerOnly: true,
  },
  // docs/product/customer-data.md
  {
    path: '/admin/customer-data',
    label: 'Customer data',
    icon: FileSearch,
    Page: lazyNamed(() => import('../features/customer-data/customer-data-page'), 'CustomerDataPage'),
    ownerOnly: true,
  },
  ACCOUNT_SCREEN,
];

/** The screens a member with this role may open, in nav order (docs/product/staff-accounts.md#roles). */
export function listAdminScreensFor(role: StaffRole): readonly AdminScreen[] {
  return canManageBusiness(role) ? ADMIN_SCREENS : ADMIN_SCREENS.filter((screen) => !screen.ownerOnly);
}

/**
 * /admin itself shows Lead Management and marks it as the current page
 * (docs/product/admin-navigation.md#current-page).
 */
export const ADMIN_HOME_SCREEN: AdminScreen = LEAD_MANAGEMENT;

/**
 * The screen a location belongs to, for the sidebar's current-page link and the layout's
 * marker: /admin is the home screen, and a deeper path (a future /admin/leads/:id) belongs to
 * its section. Nothing for a path no screen owns.
 */
export function findAdminScreen(location: string): AdminScreen | undefined {
  const current = normalisePath(location);
  if (current === paths.admin) return ADMIN_HOME_SCREEN;
  return ADMIN_SCREENS.find((screen) => current === screen.path || current.startsWith(`${screen.path}/`));
}
