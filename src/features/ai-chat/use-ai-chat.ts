// The chat's state machine around the assistant core (src/assistant): one assistant and one
// offline queue per salon, the messages on screen, the live Action Log, the failure banner, and
// the refresh signal for the appointments list 1 s after a successful action (docs/behaviour.md#ai-chat-test, docs/behaviour.md#limits).
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { assistantText, createOpenAIClient, ServerRefusal, type AssistantReply, type AssistantSettings } from '../../assistant';
import { syncActiveNow } from '../../../sync/active';
import { openChatAssistants, type ChatAssistant, type ChatAssistants, type SarahHome } from './chat-assistants';
import { firstLine, hasSuccess, REFETCH_DELAY_MS, responseFailed, type ChatMessage, type LogEntry } from './chat-view';

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
/** While messages wait and the browser says it is online, the endpoint itself may be down. */
const RETRY_MS = 30_000;

export interface AiChat {
  messages: ChatMessage[];
  log: LogEntry[];
  processing: boolean;
  /**
   * The response banner (`hint`: with where to set the key), or server-side Sarah's own
   * words for a message she refused (too long, too many a minute: no hint), or null.
   */
  failure: { text: string; hint: boolean } | null;
  /** Bumped 1 s after a reply with a success action: the appointments list reads again. */
  refresh: number;
  hasClient: boolean;
  send(text: string): Promise<void>;
  resetAi(): void;
  clearChat(): void;
}

/**
 * `keyReady`: the provider settings are loaded and hold a key (server-side Sarah: always, the
 * server's business). Without one, waiting messages stay queued rather than being answered with
 * the apology of a refused request. `home`: where Sarah runs (undefined while the choice is read).
 */
export function useAiChat(
  salonId: string | undefined,
  salonName: string,
  settings: MutableRefObject<AssistantSettings>,
  keyReady: boolean,
  /** The AI agent configuration's greeting (undefined while it loads). */
  agentGreeting: string | undefined,
  home: SarahHome | undefined,
): AiChat {
  const [assistants, setAssistants] = useState<ChatAssistants>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<AiChat['failure']>(null);
  const [refresh, setRefresh] = useState(0);
  const nextId = useRef(1);
  // The greeting on screen opens the model's history too, so Sarah knows what she already said.
  const shownGreeting = useRef<string | undefined>(undefined);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    void openChatAssistants().then(setAssistants);
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const pair = useMemo<ChatAssistant | null>(() => {
    if (!assistants || !salonId || !home) return null;
    return assistants.create({
      home,
      getClient: () => createOpenAIClient(settings.current),
      model: () => settings.current.model,
      salonId,
      log: (entry) => setLog((all) => [...all, entry]),
      greeting: () => shownGreeting.current,
      isOnline,
    });
  }, [assistants, salonId, settings, home]);

  // Leaving the screen (or the salon) ends the conversation: its call record gets its end.
  useEffect(() => {
    if (!pair) return;
    return () => void pair.assistant.reset();
  }, [pair]);

  const say = useCallback((role: ChatMessage['role'], text: string, extra: Partial<ChatMessage> = {}) => {
    setMessages((all) => [...all, { id: nextId.current++, role, text, ...extra }]);
  }, []);

  // Read at greeting time: renaming the salon elsewhere must not wipe a conversation under way.
  const nameRef = useRef(salonName);
  nameRef.current = salonName;
  const greetingRef = useRef(agentGreeting);
  greetingRef.current = agentGreeting;
  const greet = useCallback(() => {
    shownGreeting.current = firstLine(nameRef.current, greetingRef.current);
    setMessages([{ id: nextId.current++, role: 'assistant', text: shownGreeting.current }]);
  }, []);

  // Opening the screen (or another salon) starts the conversation with the greeting.
  useEffect(() => {
    if (salonId) greet();
  }, [salonId, greet]);

  // The saved greeting loads after the screen opens: it replaces the first line until the chat starts.
  useEffect(() => {
    if (!salonId || agentGreeting === undefined) return;
    setMessages((all) => {
      if (all.length !== 1 || all[0].role !== 'assistant' || all[0].text !== shownGreeting.current) return all;
      shownGreeting.current = firstLine(nameRef.current, agentGreeting);
      return [{ ...all[0], text: shownGreeting.current }];
    });
  }, [salonId, agentGreeting]);

  const afterReply = useCallback(
    (reply: AssistantReply) => {
      if (reply.error instanceof ServerRefusal) setFailure({ text: reply.error.message, hint: false });
      else if (reply.error) setFailure({ text: responseFailed(), hint: true });
      if (hasSuccess(reply.actions)) {
        // Server-side Sarah wrote on the server: pull now, so the refetch 1 s later finds her rows.
        if (pair?.home === 'server') void syncActiveNow().catch(() => undefined);
        timers.current.push(window.setTimeout(() => setRefresh((n) => n + 1), REFETCH_DELAY_MS));
      }
    },
    [pair],
  );

  const drain = useCallback(async () => {
    if (!pair || !keyReady || !isOnline() || (await pair.queue.pending()) === 0) return;
    setProcessing(true);
    try {
      await pair.queue.drain((answered) => {
        setMessages((all) => {
          const shown = all.some((m) => m.queuedId === answered.queuedId);
          // Messages queued before a reload are not on screen: show the question with its answer.
          const base = shown
            ? all.map((m) => (m.queuedId === answered.queuedId ? { ...m, waiting: false } : m))
            : [...all, { id: nextId.current++, role: 'customer' as const, text: answered.text, queuedId: answered.queuedId }];
          return [...base, { id: nextId.current++, role: 'assistant' as const, text: answered.reply }];
        });
        afterReply(answered);
      });
    } finally {
      setProcessing(false);
    }
  }, [pair, keyReady, afterReply]);

  // Waiting messages go out on load, when the browser comes back online, and now and then.
  useEffect(() => {
    if (!pair || !salonId) return;
    // Messages queued before a reload show as waiting until they are answered. A one-time
    // restore, not a live read: a message queued from this screen is already on it, and a live
    // list would add it a second time before send() learns its queue id.
    void pair.queue
      .waiting()
      .then((rows) =>
        setMessages((all) => [
          ...all,
          ...rows
            .filter((r) => !all.some((m) => m.queuedId === r.id))
            .map((r) => ({ id: nextId.current++, role: 'customer' as const, text: r.text, waiting: true, queuedId: r.id })),
        ]),
      );
    void drain();
    const onOnline = () => void drain();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [pair, salonId, drain]);

  const send = useCallback(
    async (text: string) => {
      const trimmed = text.trim();
      if (!pair || !trimmed) return;
      const shownId = nextId.current++;
      setMessages((all) => [...all, { id: shownId, role: 'customer', text: trimmed }]);
      setFailure(null);
      setProcessing(true);
      try {
        const result = await pair.queue.send(trimmed);
        if (result.ignored) return;
        if (result.queuedId !== undefined) {
          const queuedId = result.queuedId;
          setMessages((all) => all.map((m) => (m.id === shownId ? { ...m, waiting: true, queuedId } : m)));
          say('assistant', assistantText.REPLY_QUEUED);
          return;
        }
        say('assistant', result.reply);
        afterReply(result);
      } catch {
        // Not a model failure (those come back as a reply): a local read or write broke.
        say('assistant', assistantText.REPLY_TECHNICAL_DIFFICULTIES);
        setFailure({ text: responseFailed(), hint: true });
      } finally {
        setProcessing(false);
      }
    },
    [pair, say, afterReply],
  );

  // Both end the conversation (its call record) and start a new one the model knows nothing of.
  const resetAi = useCallback(() => {
    void pair?.assistant.reset();
    setFailure(null);
    greet();
  }, [pair, greet]);

  // Clear Chat also empties the log. And the model's memory, which it kept.
  const clearChat = useCallback(() => {
    void pair?.assistant.reset();
    setLog([]);
    setFailure(null);
    greet();
  }, [pair, greet]);

  return { messages, log, processing, failure, refresh, hasClient: pair !== null, send, resetAi, clearChat };
}
