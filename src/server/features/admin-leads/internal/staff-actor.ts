import type { Database } from '#server/db/client';

/** Who made a change: recorded on every lead event, the email kept even if the account goes. */
export type StaffActor = { id: string; email: string };

export type AdminLeadsDeps = { db: Database; now: () => Date };
