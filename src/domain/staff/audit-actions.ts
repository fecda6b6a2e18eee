/**
 * What the audit log records (docs/product/staff-accounts.md#audit-log), one name per kind of
 * event, `<thing>.<what happened>`. The owner's screen filters by these.
 */
export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'sign_in.locked',
  'sign_out.other_sessions',
  'password.changed',
  'staff.invited',
  'staff.password_set',
  'staff.disabled',
  'staff.enabled',
  'staff.two_factor_reset',
  'two_factor.enabled',
  'two_factor.required_changed',
  'app_settings.updated',
  'app_settings.restored',
  'pricing_config.updated',
  'pricing_config.restored',
  'quote_engine_config.updated',
  'quote_engine_config.restored',
  'webhook_settings.updated',
  'lead.created',
  'lead.status_changed',
  'lead.quote_updated',
  'lead.note_added',
  'lead.deleted',
  'customer.exported',
  'customer.erased',
  'leads.anonymised',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
