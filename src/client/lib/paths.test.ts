import { describe, expect, it } from 'vitest';
import { isAdminAreaPath, toAdminLeadPath, toAdminLoginPath, toSafeAdminNext } from './paths';

describe('toSafeAdminNext', () => {
  it.each([
    ['/admin/pricing', '/admin/pricing'],
    ['/admin/leads?status=new#top', '/admin/leads?status=new#top'],
    ['/admin', '/admin'],
  ])('keeps the admin path %s', (next, expected) => {
    expect(toSafeAdminNext(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/admin/../pricing'],
    ['/administrator'],
    ['/pricing'],
    ['/admin/login'],
    ['javascript:alert(1)'],
  ])('sends %s to /admin instead', (next) => {
    expect(toSafeAdminNext(next)).toBe('/admin');
  });
});

describe('admin paths', () => {
  it('puts the return path in the sign-in link', () => {
    expect(toAdminLoginPath('/admin/pricing?tab=2')).toBe('/admin/login?next=%2Fadmin%2Fpricing%3Ftab%3D2');
    expect(toAdminLoginPath()).toBe('/admin/login');
  });

  it('knows which paths belong to the admin area', () => {
    expect(isAdminAreaPath('/admin')).toBe(true);
    expect(isAdminAreaPath('/Admin/Leads/')).toBe(true);
    expect(isAdminAreaPath('/administrator')).toBe(false);
    expect(isAdminAreaPath('/pricing')).toBe(false);
  });
});

describe('toAdminLeadPath', () => {
  it("opens the lead's panel on Lead Management", () => {
    expect(toAdminLeadPath('6f1c2d3e-0000-4000-8000-000000000001')).toBe('/admin/leads?lead=6f1c2d3e-0000-4000-8000-000000000001');
  });
});
