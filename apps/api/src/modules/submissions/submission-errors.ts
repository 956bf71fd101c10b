import { TEST_MESSAGES } from '@studypilot/core';
import { AppError, notFound } from '../../lib/errors.ts';

/** The 404s of this module: a test or an attempt that is missing or another student's. */
export const testNotFound = () => notFound(TEST_MESSAGES.testNotFound, 'TEST_NOT_FOUND');
export const submissionNotFound = () =>
  new AppError(404, 'TEST_SUBMISSION_NOT_FOUND', TEST_MESSAGES.submissionNotFound);
