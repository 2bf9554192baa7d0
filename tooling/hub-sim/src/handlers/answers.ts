import { HttpResponse, type PathParams } from 'msw';
import { sessionOf, type DemoSession, type HubState } from '../hub-state';

/** Our assumption for hub error bodies (docs/hub-contract.md): { code, message }. */
export function hubErrorAnswer(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message }, { status });
}

/** The hub's answer to a call that needs a login without a known session (platform.md §8). */
export const forbidden = () => hubErrorAnswer(403, 'SESSION_INVALID', 'Please log in again.');

/** An empty 200: how the hub says "done" (pms/changePin). */
export const emptyAnswer = () => new HttpResponse(null, { status: 200 });

type ResolverInfo = { request: Request; params: PathParams };

/**
 * A guest's own answer is kept by no cache, the browser's or a proxy's on the ship's network: on
 * a shared device it would outlive the logout (docs/hub-contract.md "Caching").
 */
export function keptByNoCache<Answer extends Response>(answer: Answer): Answer {
  if (!answer.headers.has('Cache-Control')) answer.headers.set('Cache-Control', 'private, no-store');
  answer.headers.append('Vary', 'SessionId');
  return answer;
}

/**
 * For calls that need a login: runs `resolver` with the session the `SessionId` header names,
 * or answers 403 when the header is absent or the session unknown. The answer is marked for no
 * cache to keep (`keptByNoCache`).
 *
 *   http.get('*\/cart', withSession(state, ({ session }) => HttpResponse.json(state.carts.get(session.guest.id))))
 */
export function withSession<Answer extends Response>(
  state: HubState,
  resolver: (info: ResolverInfo & { session: DemoSession }) => Answer | Promise<Answer>,
) {
  return (info: ResolverInfo): Answer | Promise<Answer> | ReturnType<typeof forbidden> => {
    const session = sessionOf(state, info.request);
    if (!session) return forbidden();
    const answer = resolver({ ...info, session });
    return answer instanceof Promise ? answer.then(keptByNoCache) : keptByNoCache(answer);
  };
}

/** The JSON body of a request as a record; anything unreadable is an empty record. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
