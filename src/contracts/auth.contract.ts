import { z } from 'zod';
import { STAFF_ROLES } from '../domain/staff/staff-roles';
import { defineEndpoint, EmptySchema } from './endpoint';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  name: z.string(),
  /** docs/product/staff-accounts.md#roles */
  role: StaffRoleSchema,
  /**
   * Only on GET /api/auth/me: the owner requires two-factor and this account has none, so it
   * may only enrol (docs/product/staff-accounts.md#two-factor).
   */
  mustEnrolInTwoFactor: z.boolean().optional(),
});
export type Staff = z.infer<typeof StaffSchema>;

export const LoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * Signed in, or — for an account with two-factor on — a challenge to answer with a code
 * (docs/product/staff-accounts.md#two-factor).
 */
export const LoginResultSchema = z.union([z.object({ staff: StaffSchema }), z.object({ twoFactorChallenge: z.string() })]);

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  body: LoginBodySchema,
  responses: { 200: LoginResultSchema },
});

export const TwoFactorLoginBodySchema = z.object({
  challenge: z.string().min(20).max(200),
  /** Six digits from the app, or a recovery code. */
  code: z.string().trim().min(1).max(40),
});

export const loginTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login/two-factor',
  body: TwoFactorLoginBodySchema,
  responses: { 200: z.object({ staff: StaffSchema }) },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  responses: { 204: EmptySchema },
});

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  responses: { 200: z.object({ staff: StaffSchema }) },
});
