import { describe, expect, it } from 'vitest';
import { canManageBusiness, toStaffRole } from './staff-roles';

describe('staff roles', () => {
  it('lets only the owner manage the business', () => {
    expect(canManageBusiness('owner')).toBe(true);
    expect(canManageBusiness('staff')).toBe(false);
  });

  it.each([
    ['owner', 'owner'],
    ['staff', 'staff'],
    ['OWNER', 'staff'],
    ['admin', 'staff'],
    ['', 'staff'],
    [null, 'staff'],
    [undefined, 'staff'],
  ] as const)('reads the stored role %j as %s', (stored, role) => {
    expect(toStaffRole(stored)).toBe(role);
  });
});
