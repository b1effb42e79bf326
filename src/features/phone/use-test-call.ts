// The Test call panel's state: the socket (sync/remote/phone-client.ts), the
// transcript (test-call-transcript.ts), Sarah's words spoken with the browser's speechSynthesis
// (muted on request), and the caller's speech heard with SpeechRecognition where the browser has
// it. Typing always works. Leaving the screen hangs up.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { openTestCall, type TestCallLine } from '../../../sync/remote/phone-client';
import { errorText } from '../../ui';
import { callReducer, emptyCall } from './test-call-transcript';

interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => Recognition;

/** The browser's speech recognition, or null (Firefox, most WebViews): then the microphone button is not shown. */
function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const synth = (): SpeechSynthesis | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

export function useTestCall() {
  const [view, dispatch] = useReducer(callReducer, emptyCall);
  const [muted, setMuted] = useState(false);
  const [listening, setListening] = useState(false);
  const [micProblem, setMicProblem] = useState<string | null>(null);
  const line = useRef<TestCallLine | null>(null);
  // Hang up pressed while the call was still being placed: it is hung up as soon as it is there.
  const hangRequested = useRef(false);
  const phase = useRef(view.phase);
  phase.current = view.phase;
  const recognition = useRef<Recognition | null>(null);
  const canListen = recognitionCtor() !== null;

  /** Places the call, from `from` (E.164) when given, else the server's test caller. */
  const start = useCallback((from?: string) => {
    hangRequested.current = false;
    dispatch({ type: 'dial' });
    openTestCall(dispatch, { from: from?.replace(/[\s().-]/g, '') || undefined }).then(
      (opened) => {
        line.current = opened;
        if (hangRequested.current) opened.hangup();
      },
      (err: unknown) => dispatch({ type: 'failed', message: errorText(err, t`The test call could not be placed.`) }),
    );
  }, []);

  const say = useCallback((text: string) => {
    const words = text.trim();
    if (!words || !line.current) return;
    // The caller speaks over Sarah: she stops, as on a real call.
    if (synth()?.speaking) {
      synth()!.cancel();
      line.current.interrupt();
    }
    dispatch({ type: 'said', text: words });
    line.current.say(words);
  }, []);

  const hangup = useCallback(() => {
    hangRequested.current = true;
    recognition.current?.stop();
    synth()?.cancel();
    line.current?.hangup();
    // Not answered yet: the call is over for the owner now (the server ends whatever it placed).
    if (phase.current === 'connecting') dispatch({ type: 'ended', reason: 'hangup' });
  }, []);

  const listen = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor || recognition.current) return;
    const r = new Ctor();
    r.lang = 'en-US';
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => {
      const heard = Array.from(e.results)
        .map((res) => res[0]?.transcript ?? '')
        .join(' ');
      say(heard);
    };
    r.onerror = (e) =>
      setMicProblem(
        e.error === 'not-allowed' ? t`The microphone is blocked for this site: allow it, or type instead.` : t`Nothing was heard: try again, or type instead.`,
      );
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    setMicProblem(null);
    recognition.current = r;
    setListening(true);
    r.start();
  }, [say]);

  // Sarah's completed lines are spoken unless muted.
  useEffect(() => {
    const s = synth();
    if (!view.toSpeak || muted || !s) return;
    const u = new SpeechSynthesisUtterance(view.toSpeak.text);
    u.lang = 'en-US';
    s.speak(u);
  }, [view.toSpeak, muted]);

  useEffect(() => {
    if (muted) synth()?.cancel();
  }, [muted]);

  // The call is over: the line is dropped (a new Start places a new call).
  useEffect(() => {
    if (view.phase === 'ended') line.current = null;
  }, [view.phase]);

  // Leaving the screen hangs up.
  useEffect(() => () => hangup(), [hangup]);

  return { view, start, say, hangup, muted, setMuted, canListen, listening, listen, micProblem };
}
