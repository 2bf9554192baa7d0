import { HttpResponse } from 'msw';

/** Our assumption for hub error bodies (docs/hub-contract.md): { code, message }. */
export function hubErrorAnswer(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message }, { status });
}

export const forbidden = () => hubErrorAnswer(403, 'SESSION_INVALID', 'Please log in again.');
