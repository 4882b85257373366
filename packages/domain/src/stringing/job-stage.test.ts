import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { checkJobMove, JOB_STAGE_MESSAGES, JOB_STAGES, type JobStage } from './job-stage';

/** Every move the bench allows, by whom; anything not listed is refused for everyone. */
const ALLOWED: Record<string, { direction: 'forward' | 'back' | 'cancel'; roles: readonly Role[] }> = {
  'received>in_progress': { direction: 'forward', roles: ROLES },
  'in_progress>ready': { direction: 'forward', roles: ROLES },
  'ready>collected': { direction: 'forward', roles: ROLES },
  'in_progress>received': { direction: 'back', roles: ['admin', 'superadmin'] },
  'ready>in_progress': { direction: 'back', roles: ['admin', 'superadmin'] },
  'received>canceled': { direction: 'cancel', roles: ROLES },
  'in_progress>canceled': { direction: 'cancel', roles: ROLES },
};

describe('the job stage machine', () => {
  it('answers every pair of stages for every role as the table says', () => {
    for (const from of JOB_STAGES)
      for (const to of JOB_STAGES)
        for (const role of ROLES) {
          const allowed = ALLOWED[`${from}>${to}`];
          const result = checkJobMove(from, to, role);
          if (allowed?.roles.includes(role))
            expect(result, `${from}>${to} ${role}`).toEqual({ ok: true, direction: allowed.direction });
          else expect(result.ok, `${from}>${to} ${role}`).toBe(false);
        }
  });

  it('gives the sentence each refusal shows', () => {
    const reason = (from: JobStage, to: JobStage, role: Role = 'staff') => {
      const r = checkJobMove(from, to, role);
      return r.ok ? null : r.reason;
    };
    expect(reason('in_progress', 'received')).toBe(JOB_STAGE_MESSAGES.backNeedsAdmin);
    expect(reason('ready', 'ready')).toBe('This job is already ready for pickup.');
    expect(reason('collected', 'ready', 'superadmin')).toBe('This job is collected; its stage cannot change.');
    expect(reason('canceled', 'received', 'admin')).toBe('This job is canceled; its stage cannot change.');
    expect(reason('ready', 'canceled')).toBe(JOB_STAGE_MESSAGES.cancelOnlyEarly);
    expect(reason('received', 'ready')).toBe('A job cannot move from received to ready for pickup.');
  });
});
