// The bench's exit code stands on this: a budget missed, a tail over its p95 budget, a score under
// its minimum, or a row that measured nothing finite must each fail the row.
import { describe, expect, it } from 'vitest';
import { budgetText, verdict } from '../../bench/lib/verdict';

const stats = (medianMs: number, p95Ms = medianMs) => ({ medianMs, p95Ms });

describe('bench verdict', () => {
  it('passes a median under its budget and fails one at or over it', () => {
    expect(verdict(stats(499), { budgetMs: 500 })).toBe(true);
    expect(verdict(stats(500), { budgetMs: 500 })).toBe(false);
  });

  it('fails a row whose p95 misses its own budget though the median is fine', () => {
    expect(verdict(stats(300, 1200), { budgetMs: 500, p95BudgetMs: 1000 })).toBe(false);
    expect(verdict(stats(300, 900), { budgetMs: 500, p95BudgetMs: 1000 })).toBe(true);
  });

  it('judges a score from below', () => {
    expect(verdict(stats(95), { minimum: 95 })).toBe(true);
    expect(verdict(stats(94), { minimum: 95 })).toBe(false);
  });

  it('fails a row that measured Infinity or NaN, with or without a budget', () => {
    expect(verdict(stats(Infinity), {})).toBe(false);
    expect(verdict(stats(Number.NaN), { budgetMs: 10 })).toBe(false);
    expect(verdict(stats(12, Infinity), {})).toBe(false);
  });

  it('leaves a finite row without budgets informational, null budgets included', () => {
    expect(verdict(stats(12), {})).toBeNull();
    expect(verdict(stats(12), { budgetMs: null, p95BudgetMs: null, minimum: null })).toBeNull();
  });

  it('writes the budget column', () => {
    expect(budgetText({ budgetMs: 500, p95BudgetMs: 1000 }, 'ms')).toBe('< 500 ms, p95 < 1000 ms');
    expect(budgetText({ minimum: 95 }, 'score')).toBe('>= 95 score');
    expect(budgetText({ budgetMs: null }, 'ms')).toBe('-');
  });
});
