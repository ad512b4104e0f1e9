import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search is sent. */
export const SEARCH_PAUSE_MS = 300;

/**
 * A search box's text for a server-filtered list: what is typed, sent (trimmed, undefined when empty)
 * once typing pauses, so a list asks the server once per search rather than once per key.
 */
export function useSearchDraft(sent: string | undefined, send: (value: string | undefined) => void): [string, (text: string) => void] {
  const [text, setText] = useState(sent ?? '');
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  useEffect(() => {
    const value = text.trim() || undefined;
    if (value === (sent || undefined)) return;
    const timer = setTimeout(() => latest.current(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);
  return [text, setText];
}
