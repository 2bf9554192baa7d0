import type { z } from 'zod/mini';
import { hubFailure, hubOk, type HubResult } from './hub-error';

/** An empty body is `null` (e.g. pms/changePin answers nothing on success). */
export function parseHubBody<S extends z.ZodMiniType>(schema: S, text: string): HubResult<z.infer<S>> {
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      return hubFailure({ kind: 'invalid-response', message: 'The hub answered with something that is not JSON.', issues: [reason] });
    }
  }
  return checkHubBody(schema, body);
}

/** Validates an answer already read as JSON (a call that loads its schema lazily checks it so). */
export function checkHubBody<S extends z.ZodMiniType>(schema: S, body: unknown): HubResult<z.infer<S>> {
  const result = schema.safeParse(body);
  if (result.success) return hubOk(result.data);
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return hubFailure({ kind: 'invalid-response', message: 'The hub answered in an unexpected shape.', issues });
}
