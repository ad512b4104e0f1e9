// Small pieces the benches share: quantiles of a set of timings, the machine's load, waiting for a condition.
import { cpus, loadavg } from 'node:os';

/** The value under which a fraction `q` (0…1) of `values` lie (nearest rank); NaN when there are none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

/** p50, p95, p99 and max of `values` in ms, as one line. */
export function timings(values: readonly number[], qs: readonly number[] = [0.5, 0.95, 0.99]): string {
  const parts = qs.map((q) => `p${Math.round(q * 100)} ${Math.round(quantile(values, q))} ms`);
  const max = values.reduce((m, v) => Math.max(m, v), -Infinity);
  return [...parts, `max ${values.length ? Math.round(max) : NaN} ms`].join(', ');
}

/** "p50 12.3 ms, p95 45.6 ms": a query's figures. */
export function p50p95(values: readonly number[]): string {
  return `p50 ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms`;
}

/** "load average 1.20 0.98 0.75 on 2 CPUs": every figure grows on a busy machine. */
export function loadLine(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} CPUs`;
}

/** Polls `check` every `every` ms until it gives a truthy value; fails naming `what` after `ms`. */
export async function waitFor<T>(check: () => T | Promise<T>, ms: number, what: string, every = 50): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
