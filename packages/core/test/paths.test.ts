import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, paths } from '../src/paths.ts';

describe('page paths', () => {
  it('fill the router patterns with their parameters', () => {
    expect(paths.course('intro-to-biology')).toBe('/courses/intro-to-biology');
    expect(paths.takeTest('t1')).toBe('/take-test/t1');
    expect(paths.testResults('s1')).toBe('/test-results/s1');
    expect(paths.printResults('s1')).toBe('/test-results/s1/print');
    expect(paths.generateTest()).toBe(PAGE_ROUTES.generateTest);
    expect(paths.generateTest('c 1')).toBe('/generate-test?course=c%201');
  });

  it('every filled path matches its route pattern', () => {
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?]+')}$`).test(path);
    expect(matches(PAGE_ROUTES.course, paths.course('x'))).toBe(true);
    expect(matches(PAGE_ROUTES.courseById, paths.courseById('x'))).toBe(true);
    expect(matches(PAGE_ROUTES.takeTest, paths.takeTest('x'))).toBe(true);
    expect(matches(PAGE_ROUTES.testResults, paths.testResults('x'))).toBe(true);
    expect(matches(PAGE_ROUTES.printResults, paths.printResults('x'))).toBe(true);
  });
});
