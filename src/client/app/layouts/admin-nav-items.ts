import {
  Calculator,
  ChartColumn,
  Database,
  FlaskConical,
  Gamepad2,
  type LucideIcon,
  PoundSterling,
  Settings,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import { normalisePath, paths } from '../paths';

export type AdminNavItem = { label: string; path: string; icon: LucideIcon };

/** The sidebar links, in the order of admin-back-office §2 "Admin navigation". */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Lead Management', path: paths.adminLeads, icon: Users },
  { label: 'AI Training Game', path: paths.adminTraining, icon: Gamepad2 },
  { label: 'Training Data', path: paths.adminTrainingData, icon: Database },
  { label: 'Quote Engine Config', path: paths.adminQuoteEngine, icon: SlidersHorizontal },
  { label: 'Pricing Config', path: paths.adminPricing, icon: PoundSterling },
  { label: 'Contractor Pay', path: paths.adminContractorPay, icon: Calculator },
  { label: 'Testing Platform', path: paths.adminTesting, icon: FlaskConical },
  { label: 'App Settings', path: paths.adminSettings, icon: Settings },
  { label: 'Conversion Analytics', path: paths.adminAnalytics, icon: ChartColumn },
];

/**
 * Whether a link marks the current page. /admin shows Lead Management, so it marks that
 * link too (admin-back-office §2); a deeper path (a future /admin/leads/:id) marks its section.
 */
export function isNavItemActive(itemPath: string, location: string): boolean {
  const current = normalisePath(location);
  if (current === paths.admin) return itemPath === paths.adminLeads;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}
