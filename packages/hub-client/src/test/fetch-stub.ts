import { createHubClient, type HubClient, type HubClientOptions } from '../hub-client';

export type RecordedRequest = { url: string; method: string; headers: Headers; body: string };

export const TEST_HUB_API_URL = 'https://hub.aurora.example/api/';

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
    hubApiUrl: TEST_HUB_API_URL,
    getSessionId: () => undefined,
    fetch: fetchStub,
    logger: { warn: (message) => logged.push(message), error: (message) => logged.push(message) },
    ...options,
  });
  return { hub, requests, logged };
}

/** A hub that answers every request with the same JSON body. */
export const hubAnswering = (body: unknown, status = 200) => stubbedHub(() => json(body, status));

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The address of a recorded request without the hub API prefix, query included. */
export const requestedPath = (request: RecordedRequest | undefined) => request?.url.replace(TEST_HUB_API_URL, '');
