// For a screen's parts below its first figures: false until the first screen has been shown (see
// first-screen.ts), then true, so their reads and rendering wait behind the figures the owner
// opened the app for instead of interleaving with them on a slow tablet's main thread.
import { useEffect, useState } from 'react';
import { afterFirstScreen, firstScreenPassed } from './first-screen';

export function useAfterFirstScreen(): boolean {
  const [passed, setPassed] = useState(firstScreenPassed);
  useEffect(() => {
    if (passed) return;
    let live = true;
    afterFirstScreen(() => live && setPassed(true));
    return () => {
      live = false;
    };
  }, [passed]);
  return passed;
}
