// The schedule screen's messages disappear after 5 seconds (docs/behaviour.md#limits). A new message restarts
// the clock; leaving the page cancels the timer so it never fires into an unmounted screen.
import { useCallback, useEffect, useState } from 'react';

export const SCHEDULE_MESSAGE_TIMEOUT_MS = 5_000;

export interface FlashMessage {
  tone: 'success' | 'error';
  text: string;
}

export function useFlashMessage(timeoutMs = SCHEDULE_MESSAGE_TIMEOUT_MS) {
  // Wrapped in a fresh object each time, so showing the same text twice still restarts the timer.
  const [message, setMessage] = useState<FlashMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [message, timeoutMs]);

  const show = useCallback((tone: FlashMessage['tone'], text: string) => setMessage({ tone, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
