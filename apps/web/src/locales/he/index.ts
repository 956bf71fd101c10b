/**
 * The Hebrew catalogue, loaded in one chunk the first time Hebrew is used (`activateLanguage`). Every namespace
 * file here has the same keys as its English twin in ../en (test/catalogues.test.ts).
 */
import auth from './auth.json';
import common from './common.json';
import courses from './courses.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import exports from './exports.json';
import feedback from './feedback.json';
import landing from './landing.json';
import premium from './premium.json';

const namespaces: Record<string, Record<string, unknown>> = {
  auth,
  common,
  courses,
  dashboard,
  errors,
  landing,
};

export const messages = Object.fromEntries(
  Object.entries(namespaces).flatMap(([ns, texts]) =>
    Object.entries(texts).map(([key, text]) => [`${ns}.${key}`, text]),
  ),
) as Record<string, string>;
