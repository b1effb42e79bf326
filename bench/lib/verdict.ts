// Whether a row met its budgets. A budget is an upper bound on the median (and, when set, on the
// p95: a latency whose tail the front desk feels), or for a score a lower bound on the median.
// A figure that is not a finite number (a row whose seed or probe failed reports Infinity or NaN)
// fails whether or not it has a budget: a broken row must never read as "info".
import type { Stats } from './measure';

/** A bench's budgets, or a result's (where an absent budget is null). */
export interface Budgets {
  budgetMs?: number | null;
  p95BudgetMs?: number | null;
  minimum?: number | null;
}

const set = (n: number | null | undefined): n is number => n !== undefined && n !== null;

/** null: an informational row that measured fine. */
export function verdict(stats: Pick<Stats, 'medianMs' | 'p95Ms'>, b: Budgets): boolean | null {
  if (!Number.isFinite(stats.medianMs) || !Number.isFinite(stats.p95Ms)) return false;
  if (!set(b.budgetMs) && !set(b.p95BudgetMs) && !set(b.minimum)) return null;
  if (set(b.budgetMs) && !(stats.medianMs < b.budgetMs)) return false;
  if (set(b.p95BudgetMs) && !(stats.p95Ms < b.p95BudgetMs)) return false;
  if (set(b.minimum) && !(stats.medianMs >= b.minimum)) return false;
  return true;
}

/** The budget column: "< 500 ms", "< 500 ms, p95 < 1000 ms", ">= 95 score", or "-". */
export function budgetText(b: Budgets, unit: string): string {
  const parts: string[] = [];
  if (set(b.budgetMs)) parts.push(`< ${b.budgetMs} ${unit}`);
  if (set(b.p95BudgetMs)) parts.push(`p95 < ${b.p95BudgetMs} ${unit}`);
  if (set(b.minimum)) parts.push(`>= ${b.minimum} ${unit}`);
  return parts.length ? parts.join(', ') : '-';
}
