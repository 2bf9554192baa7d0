import { http, type RequestHandler } from 'msw';
import { hubErrorAnswer } from './answers';

/**
 * An override that makes one hub call fail, for error states in tests and stories:
 * `createDemoHub({ overrides: [failingCall('get', '*\/cms/dailySchedule')] })`.
 */
export function failingCall(method: 'get' | 'post', path: string, status = 500): RequestHandler {
  return http[method](path, () => hubErrorAnswer(status, 'DEMO_FAILURE', 'The demo hub was told to fail this call.'));
}

/**
 * An override that gives one hub call a fixed JSON answer, for states the demo data does not
 * reach (a refusal, an odd availability): `answeringCall('get', '*\/conditions/allowed/Excursion', { allowed: false })`.
 */
export function answeringCall(method: 'get' | 'post', path: string, body: unknown): RequestHandler {
  return http[method](path, () => Response.json(body));
}
