import { LocalTestTitle, useTestTitleText } from '@/components/test-title';

type Titled = { title: string; courseName: string };

/** The test's title in the interface language (document titles, toasts): components/test-title. */
export function useTestTitle(test: Titled): string {
  return useTestTitleText(test.title);
}

/**
 * The test's title for a heading: a generated one or a practice set's in the interface language with the names
 * isolated (<bdi>), any other as content in its own direction.
 */
export function TestTitle({ test }: { test: Titled }) {
  return <LocalTestTitle title={test.title} />;
}
