import { createHubClient, type HubClient, type HubClientOptions } from '../hub-client';

export type RecordedRequest = { url: string; method: string; headers: Headers; body: string };

/** A hub client whose requests are recorded and answered by `answer`; no network. */
export function stubbedHub(answer: (request: Request) => Response | Promise<Response>, options: Partial<HubClientOptions> = {}) {
  const requests: RecordedRequest[] = [];
  const logged: string[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ url: request.url, method: request.method, headers: request.headers, body: await request.clone().text() });
    return answer(request);
  };
  const hub: HubClient = createHubClient({
    hubApiUrl: 'https://hub.aurora.example/api/',
    getSessionId: () => undefined,
    fetch: fetchStub,
    logger: { warn: (message) => logged.push(message), error: (message) => logged.push(message) },
    ...options,
  });
  return { hub, requests, logged };
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });
