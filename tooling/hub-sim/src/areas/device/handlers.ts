import { http, HttpResponse } from 'msw';
import { demoProfileOf } from '../../demo-profile';
import { deviceConfigFor } from './fixtures/device-config';
import type { HubState } from '../../hub-state';

export function deviceHandlers(state: HubState) {
  return [
    http.get('*/devices/config', ({ request }) => HttpResponse.json(deviceConfigFor(demoProfileOf(request)))),
    http.get('*/metrics/userhistory/*', ({ request }) => {
      state.pageViews.push(new URL(request.url).pathname.replace(/^.*\/metrics\/userhistory\//, ''));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/metrics/externallink', ({ request }) => {
      const url = new URL(request.url).searchParams.get('url');
      if (!url) return HttpResponse.json({ code: 'MISSING_URL', message: 'Which link was opened?' }, { status: 400 });
      state.externalLinkClicks.push(url);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
