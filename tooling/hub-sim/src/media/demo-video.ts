import { DEMO_VIDEO_WEBM_BASE64 } from './demo-video-webm';

let decoded: Uint8Array | undefined;

/**
 * A real 2-second clip (160x90 VP8 WebM test pattern) for the article video, so the player in
 * the demo and the end-to-end tests loads and plays instead of showing its error. Unlike the
 * PDFs and the tone, a video cannot reasonably be built byte by byte, so it was made once with
 * ffmpeg (`make-demo-video.sh` beside this file) and is kept as base64: nothing is downloaded
 * or read from disk at run time, and Storybook's in-browser demo hub serves it too.
 */
export function demoVideoWebm(): Uint8Array {
  decoded ??= Uint8Array.from(atob(DEMO_VIDEO_WEBM_BASE64), (char) => char.charCodeAt(0));
  return decoded;
}
