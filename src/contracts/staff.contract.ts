import { z } from 'zod';
import { AUDIT_ACTIONS } from '../domain/staff/audit-actions';
import { MAX_STAFF_PASSWORD_LENGTH } from '../domain/staff/check-staff-password';
import { StaffRoleSchema, StaffSchema } from './auth.contract';
import { defineEndpoint } from './endpoint';

/**
 * A member's own account and the owner's staff management and audit log
 * (docs/product/staff-accounts.md). The password rule itself is the server's (a 422
 * weak_password names the field), so the schemas only cap the length.
 */
const instant = z.iso.datetime({ offset: true });
const Password = z.string().min(1).max(MAX_STAFF_PASSWORD_LENGTH);

// --- Account (every member) ---------------------------------------------------------------

export const ChangePasswordBodySchema = z.object({ currentPassword: Password, newPassword: Password });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/password',
  body: ChangePasswordBodySchema,
  responses: { 200: z.object({ signedOutSessions: z.number().int().min(0) }) },
});

export const signOutOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sessions/sign-out-others',
  responses: { 200: z.object({ signedOutSessions: z.number().int().min(0) }) },
});

// --- Two-factor (every member, docs/product/staff-accounts.md#two-factor) ----------------------

export const getTwoFactor = defineEndpoint({
  method: 'GET',
  path: '/api/auth/two-factor',
  responses: { 200: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().min(0) }) },
});

export const setUpTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-factor/setup',
  responses: { 200: z.object({ secret: z.string(), otpauthUrl: z.string() }) },
});

export const enableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  body: z.object({ code: z.string().trim().min(1).max(20) }),
  responses: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
});

// --- The owner's staff security switches (docs/product/staff-accounts.md#two-factor) --------

export const StaffSecuritySchema = z.object({ requireTwoFactor: z.boolean() });
export type StaffSecurity = z.infer<typeof StaffSecuritySchema>;

export const getStaffSecurity = defineEndpoint({
  method: 'GET',
  path: '/api/admin/staff-security',
  responses: { 200: StaffSecuritySchema },
});

export const saveStaffSecurity = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/staff-security',
  body: StaffSecuritySchema,
  responses: { 200: StaffSecuritySchema },
});

// --- Invitations (public: the invited person has no session yet) -----------------------------

export const InvitationTokenSchema = z.string().min(20).max(200).regex(/^[\w-]+$/);

export const AcceptInvitationBodySchema = z.object({ token: InvitationTokenSchema, password: Password });
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/auth/invitation',
  body: AcceptInvitationBodySchema,
  responses: { 200: z.object({ staff: StaffSchema }) },
});

// --- Staff management (owner) --------------------------------------------------------------

export const StaffMemberSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  name: z.string(),
  role: StaffRoleSchema,
  createdAt: instant,
  lastSignedInAt: instant.nullable(),
  disabled: z.boolean(),
  /** Invited and has not set a password yet. */
  invitationPending: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/api/admin/staff',
  responses: { 200: z.object({ staff: z.array(StaffMemberSchema) }) },
});

export const InviteStaffBodySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(100),
});
export type InviteStaffBody = z.infer<typeof InviteStaffBodySchema>;

/** A one-time link, shown once to the owner: the token travels in the fragment, never to a server log. */
export const InvitationSchema = z.object({ member: StaffMemberSchema, invitationPath: z.string(), expiresAt: instant });
export type Invitation = z.infer<typeof InvitationSchema>;

export const inviteStaff = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff',
  body: InviteStaffBodySchema,
  responses: { 201: InvitationSchema },
});

const StaffIdParams = z.object({ id: z.string().uuid() });

export const reissueStaffInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff/:id/invitation',
  params: StaffIdParams,
  responses: { 201: InvitationSchema },
});

export const resetStaffTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff/:id/reset-two-factor',
  params: StaffIdParams,
  responses: { 200: StaffMemberSchema },
});

export const setStaffDisabled = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/staff/:id/disabled',
  params: StaffIdParams,
  body: z.object({ disabled: z.boolean() }),
  responses: { 200: StaffMemberSchema },
});

// --- Audit log (owner) ---------------------------------------------------------------------

export const AuditActionSchema = z.enum(AUDIT_ACTIONS);

export const AuditEventSchema = z.object({
  id: z.string().uuid(),
  at: instant,
  actorEmail: z.string().nullable(),
  action: AuditActionSchema,
  subject: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;

export const AuditEventQuerySchema = z.object({
  action: AuditActionSchema.optional(),
  /** Part of the actor's email, any case. */
  actor: z.string().trim().max(254).optional(),
  /** Part of the subject (a lead id, an email, a config), any case. */
  subject: z.string().trim().max(254).optional(),
  /** Events strictly older than this instant: the next page. */
  before: instant.optional(),
});
export type AuditEventQuery = z.infer<typeof AuditEventQuerySchema>;

export const listAuditEvents = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-events',
  query: AuditEventQuerySchema,
  responses: { 200: z.object({ events: z.array(AuditEventSchema), nextBefore: instant.nullable() }) },
});

