import { eq } from 'drizzle-orm';
import type { AppSettings } from '#contracts/app-settings.contract';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import type { Database } from '#server/db/client';
import { appSettings } from '#server/db/schema';

export async function getAppSettings(deps: { db: Database }): Promise<AppSettings> {
  const [row] = await deps.db.select().from(appSettings).where(eq(appSettings.id, 1)).limit(1);
  // The seed inserts the row at start; the defaults only cover a database emptied by hand.
  if (!row) return { ...DEFAULT_APP_SETTINGS, updatedAt: new Date(0).toISOString() };
  return {
    googleRating: row.googleRating,
    googleRatingStars: row.googleRatingStars,
    googleReviewCount: row.googleReviewCount,
    trustBadge1: row.trustBadge1,
    trustBadge2: row.trustBadge2,
    trustBadge3: row.trustBadge3,
    businessName: row.businessName,
    businessPhone: row.businessPhone,
    whatsappNumber: row.whatsappNumber,
    offerText: row.offerText,
    offerDescription: row.offerDescription,
    urgentServiceText: row.urgentServiceText,
    standardServiceText: row.standardServiceText,
    updatedAt: row.updatedAt.toISOString(),
  };
}
