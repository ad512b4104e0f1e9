import { useEffect, useState } from 'react';

/** The current moment, refreshed every `everyMs` (or the fixed one given: stories, tests). */
export function useNow(fixed?: Date, everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [fixed, everyMs]);
  return fixed ?? now;
}
