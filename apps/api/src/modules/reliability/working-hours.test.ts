/** The working-hours clock: weekends, bank holidays, the clock changes and messages out of hours. */
import { describe, expect, it } from 'vitest';
import { workingMinutesBetween } from './working-hours.js';

const minutes = (from: string, to: string) => workingMinutesBetween(new Date(from), new Date(to));

describe('workingMinutesBetween', () => {
  it('counts minutes inside one working day', () => {
    expect(minutes('2026-11-30T10:00:00Z', '2026-11-30T10:45:00Z')).toBe(45);
    expect(minutes('2026-11-30T10:45:00Z', '2026-11-30T10:00:00Z')).toBe(0);
  });

  it('skips the weekend', () => {
    // Friday 17:00 to Monday 09:00 (GMT): the last hour of Friday and the first of Monday.
    expect(minutes('2026-11-27T17:00:00Z', '2026-11-30T09:00:00Z')).toBe(120);
    // Asked and answered on a Saturday: no working time passed.
    expect(minutes('2026-11-28T09:00:00Z', '2026-11-28T15:00:00Z')).toBe(0);
  });

  it('skips Christmas Day and the Boxing Day substitute of 2026', () => {
    // Thursday 24 December 17:00 to Tuesday 29 December 09:00: Friday 25 and Monday 28 are holidays.
    expect(minutes('2026-12-24T17:00:00Z', '2026-12-29T09:00:00Z')).toBe(120);
  });

  it('skips Good Friday and Easter Monday 2027, across the spring clock change', () => {
    // Thursday 25 March 17:00 GMT to Tuesday 30 March 09:00 BST (08:00Z).
    expect(minutes('2027-03-25T17:00:00Z', '2027-03-30T08:00:00Z')).toBe(120);
  });

  it('keeps London hours across the autumn clock change', () => {
    // Friday 23 October 2026 17:00 BST (16:00Z) to Monday 26 October 09:00 GMT (09:00Z).
    expect(minutes('2026-10-23T16:00:00Z', '2026-10-26T09:00:00Z')).toBe(120);
    // 08:00 to 18:00 London on a BST day is 07:00Z to 17:00Z.
    expect(minutes('2026-10-23T06:00:00Z', '2026-10-23T18:00:00Z')).toBe(600);
  });

  it('starts counting at 08:00 for a message sent outside working hours', () => {
    // Sent Tuesday 20:00, answered Wednesday 08:30: half an hour.
    expect(minutes('2026-12-01T20:00:00Z', '2026-12-02T08:30:00Z')).toBe(30);
    // Sent Wednesday 06:00, answered 07:59: nothing yet.
    expect(minutes('2026-12-02T06:00:00Z', '2026-12-02T07:59:00Z')).toBe(0);
  });
});
