/**
 * The hub's answer to a repeated `Idempotency-Key` (docs/hub-contract.md): the first answer
 * again, and nothing created twice. The guest app's outbox resends a rating or a problem report
 * with its key when an answer was lost, so only the first arrival counts. A 5xx is not kept: the
 * hub did not finish, and the guest's resend is the next try, not a question about the first
 * (kept, an unchanged report the hub once failed kept failing until the guest edited it).
 */
export type RememberedAnswer = { status: number; body: string; contentType: string };

export async function answerOnce(
  remembered: Map<string, RememberedAnswer>,
  request: Request,
  answer: () => Promise<Response> | Response,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  const earlier = key ? remembered.get(key) : undefined;
  if (earlier) return new Response(earlier.body, { status: earlier.status, headers: { 'Content-Type': earlier.contentType } });
  const response = await answer();
  if (key && response.status < 500)
    remembered.set(key, {
      status: response.status,
      body: await response.clone().text(),
      contentType: response.headers.get('Content-Type') ?? 'application/json',
    });
  return response;
}
