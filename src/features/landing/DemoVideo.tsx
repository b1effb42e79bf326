import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEMO_STEPS, DEMO_VIDEO_EMBED_URL, DEMO_VIDEO_FILES } from './demo-video';
import { DEMO_STEP_TEXT } from './demo-steps';

/**
 * The demo video's player, mounted only while the modal is open: the browser asks for no video
 * file before (and the service worker never caches one). The recording has no sound track; its
 * words are the captions, on by default, and the steps listed below it.
 */
export function DemoVideo() {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);

  if (DEMO_VIDEO_EMBED_URL) {
    return (
      <div className="video-frame">
        <iframe src={DEMO_VIDEO_EMBED_URL} title={t`Salon Desk demo video`} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      </div>
    );
  }

  return (
    <div className="demo-video">
      <div className="video-frame">
        {failed ? (
          <p className="video-frame__failed" role="status">
            <Trans>The video could not load. It is not kept for offline use: try again with a connection.</Trans>
          </p>
        ) : (
          // Muted: it has no sound, and a muted video may start on its own on every browser.
          <video
            className="demo-video__player"
            controls
            autoPlay
            muted
            playsInline
            preload="auto"
            aria-label={t`Salon Desk demo video`}
            aria-describedby="demo-video-steps"
          >
            <source src={DEMO_VIDEO_FILES.webm} type="video/webm" />
            {/* The last source's error is the video's: no file could be played. */}
            <source src={DEMO_VIDEO_FILES.mp4} type="video/mp4" onError={() => setFailed(true)} />
            <track kind="captions" src={DEMO_VIDEO_FILES.captions} srcLang="en" label="English" default />
          </video>
        )}
      </div>
      <details className="demo-video__steps">
        <summary>
          <Trans>What the video shows</Trans>
        </summary>
        <ol id="demo-video-steps">
          {DEMO_STEPS.map((s) => (
            <li key={s.id}>{i18n._(DEMO_STEP_TEXT[s.id])}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}
