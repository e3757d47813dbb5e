import { describe, expect, it } from 'vitest';
import { isJobPending, PENDING_JOB_STATUSES } from '@portico/contracts';
import { hasStalled, isRetryable, jobStep, STALL_MS } from './job-status';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo);

describe('the job status machine', () => {
  it('counts queued and claimed jobs as pending, ended ones not', () => {
    expect(PENDING_JOB_STATUSES).toEqual(['UNPROCESSED', 'IN_PROGRESS']);
    expect(
      ['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'].map((s) => isJobPending(s as never)),
    ).toEqual([true, true, false, false]);
  });

  it('calls a pending job stalled only once it has not changed for longer than the stall time', () => {
    expect(hasStalled({ status: 'IN_PROGRESS', updatedAt: at(STALL_MS) }, NOW)).toBe(false);
    expect(hasStalled({ status: 'IN_PROGRESS', updatedAt: at(STALL_MS + 1) }, NOW)).toBe(true);
    expect(hasStalled({ status: 'UNPROCESSED', updatedAt: at(STALL_MS + 1) }, NOW)).toBe(true);
    // An ended job never stalls, however old.
    expect(hasStalled({ status: 'FAILED', updatedAt: at(10 * STALL_MS) }, NOW)).toBe(false);
    expect(hasStalled({ status: 'COMPLETED', updatedAt: at(10 * STALL_MS) }, NOW)).toBe(false);
  });

  it('tries a failed or stalled job again after the stall time, a completed one never', () => {
    expect(isRetryable({ status: 'FAILED', updatedAt: at(STALL_MS - 1) }, NOW)).toBe(false);
    expect(isRetryable({ status: 'FAILED', updatedAt: at(STALL_MS) }, NOW)).toBe(true);
    expect(isRetryable({ status: 'IN_PROGRESS', updatedAt: at(STALL_MS) }, NOW)).toBe(true);
    expect(isRetryable({ status: 'COMPLETED', updatedAt: at(10 * STALL_MS) }, NOW)).toBe(false);
  });

  it('writes each step as every job table takes it: a queued or completed job carries no message', () => {
    expect(jobStep.queued()).toMatchObject({ status: 'UNPROCESSED', message: '' });
    expect(jobStep.claimed()).toMatchObject({ status: 'IN_PROGRESS' });
    expect(jobStep.claimed()).not.toHaveProperty('message');
    expect(jobStep.completed()).toMatchObject({ status: 'COMPLETED', message: '' });
    expect(jobStep.failed('Try again later.')).toMatchObject({
      status: 'FAILED',
      message: 'Try again later.',
    });
    for (const step of [jobStep.queued(), jobStep.claimed(), jobStep.completed(), jobStep.failed('x')]) {
      expect(step).toHaveProperty('updatedAt');
    }
  });
});
