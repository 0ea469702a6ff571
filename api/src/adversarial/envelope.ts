import { isErrorKey } from '@arena/schemas';

/** What a fuzzed answer broke, or null when it is acceptable: below 500, and every 4xx a catalogue envelope. */
export function answerProblem(statusCode: number, body: string): string | null {
  if (statusCode >= 500) return `status ${statusCode}: ${body.slice(0, 500)}`;
  if (statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${statusCode} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const error = (parsed as { error?: { key?: unknown; args?: unknown } } | null)?.error;
  if (!error || !isErrorKey(error.key)) return `status ${statusCode} without a catalogue key: ${body.slice(0, 300)}`;
  if (!Array.isArray(error.args)) return `status ${statusCode} without an args array: ${body.slice(0, 300)}`;
  if (/\n\s+at /.test(body)) return `status ${statusCode} with a stack trace in the body`;
  return null;
}
