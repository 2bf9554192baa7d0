import { demoPorts } from '@companion/demo';

export type LighthousePage = {
  /** Short name for the report line and the docs table. */
  name: string;
  url: string;
};

/**
 * The first screens a guest or a passer-by meets (issue 20, point 2). None needs a login: the
 * guest dashboard, content, excursions, the programme and the VOD chooser (`/vod/overview` makes
 * no provider call and has no `requiresLogin`; the video-service login happens on the lists
 * behind it) are public, and signage has no guest at all.
 */
export function lighthousePages(ports = demoPorts): LighthousePage[] {
  const guest = `http://localhost:${ports.guest}`;
  return [
    { name: 'dashboard', url: `${guest}/` },
    { name: 'content overview', url: `${guest}/content/overview` },
    { name: 'article detail', url: `${guest}/content/detail/1001` },
    { name: 'excursion list', url: `${guest}/onboard/excursions` },
    { name: 'daily programme', url: `${guest}/itinerary/go` },
    { name: 'VOD overview', url: `${guest}/vod/overview` },
    { name: 'signage screen', url: `http://signage.localhost:${ports.signage}/` },
  ];
}
