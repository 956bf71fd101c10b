import { describe, expect, it } from 'vitest';

import { createSseParser } from './sse';

describe('event-stream parser', () => {
  it('returns events split across chunks, with CRLF line ends, comments and multi-line data', () => {
    const p = createSseParser();
    expect(p.push('event: progress\r\ndata: {"a"')).toEqual([]);
    expect(p.push(':1}\r')).toEqual([]);
    expect(p.push('\n\r\n: keep-alive\n\n')).toEqual([{ event: 'progress', data: '{"a":1}' }]);
    expect(p.push('data: line one\ndata: line two\n\nevent: done\ndata: {}')).toEqual([
      { event: 'message', data: 'line one\nline two' },
    ]);
    expect(p.end()).toEqual([{ event: 'done', data: '{}' }]);
  });
});
