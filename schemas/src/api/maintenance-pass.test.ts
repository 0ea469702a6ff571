import { describe, expect, it } from 'vitest';
import { MAINTENANCE_PASS_ROLES, passesMaintenancePage } from './maintenance';

describe('who passes a maintenance PAGE', () => {
  it('lets every staff role through and keeps players and visitors on the page', () => {
    expect([...MAINTENANCE_PASS_ROLES].sort()).toEqual(['ADMIN', 'MODERATOR', 'SUPPORT']);
    expect(['ADMIN', 'MODERATOR', 'SUPPORT', 'USER', 'admin', '', null, undefined].map(passesMaintenancePage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
