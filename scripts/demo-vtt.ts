// The demo video's captions file (scripts/record-demo.ts).

/** `hh:mm:ss.mmm`, as WebVTT writes a time. */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The captions: each step's sentence from its start to the next one's (the last to the end). */
export function webVtt(cues: ReadonlyArray<{ start: number; text: string }>, end: number): string {
  const lines = ['WEBVTT', '', 'NOTE Recorded from the app by scripts/record-demo.ts; the sentences are DEMO_STEPS in src/features/landing/demo-video.ts.', ''];
  cues.forEach((cue, i) => {
    const until = i + 1 < cues.length ? cues[i + 1].start : end;
    lines.push(String(i + 1), `${vttTime(cue.start)} --> ${vttTime(until)}`, cue.text, '');
  });
  return lines.join('\n');
}
