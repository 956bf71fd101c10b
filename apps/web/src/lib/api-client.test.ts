import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubNetwork } from '../../test/test-utils';
import { api, ApiClientError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

async function failureOf(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiClientError)) throw new Error('expected an ApiClientError');
  return error;
}

describe('api-client error codes (decision 004)', () => {
  it("keeps the API's code and message, and names a failure without a body by its status", async () => {
    stubNetwork({
      'POST /api/courses/c1/close': () =>
        json({ error: { code: 'COURSE_CLOSED', message: 'This course is closed.' } }, 409),
    });
    const error = await failureOf(api.post('/courses/c1/close'));
    expect(error).toMatchObject({ status: 409, code: 'COURSE_CLOSED', message: 'This course is closed.' });
    stubNetwork({ 'GET /api/odd': () => new Response(null, { status: 418 }) });
    const bare = await failureOf(api.get('/odd'));
    expect(bare).toMatchObject({ status: 418, code: 'HTTP_418', message: 'Request failed (418)' });
  });

  it('does not compile a comparison with a code the API never sends', () => {
    const error = new ApiClientError('x', 409, 'SUBMISSION_COMPLETED');
    // @ts-expect-error 'SUBMISSION_DONE' is not an error code (core's ErrorCode) nor one of the web's own
    expect(error.code === 'SUBMISSION_DONE').toBe(false);
    expect(error.code === 'SUBMISSION_COMPLETED').toBe(true);
  });
});
