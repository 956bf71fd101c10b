/** One server-sent event: its name (default 'message') and its data lines joined by newlines. */
export type SseMessage = { event: string; data: string };

/**
 * Incremental text/event-stream parser: feed it chunks as they arrive, it returns the complete events.
 * Handles \n, \r\n and \r line ends, comments (':'), multi-line data and events split across chunks.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string, out: SseMessage[]) {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk: string): SseMessage[] {
      buffer += chunk;
      const out: SseMessage[] = [];
      for (;;) {
        const m = /\r\n|\r|\n/.exec(buffer);
        // A lone '\r' at the end may be the first half of '\r\n': wait for more.
        if (!m || (m[0] === '\r' && m.index === buffer.length - 1)) break;
        line(buffer.slice(0, m.index), out);
        buffer = buffer.slice(m.index + m[0].length);
      }
      return out;
    },
    /** The stream ended: a final event without its blank line still counts. */
    end(): SseMessage[] {
      const out: SseMessage[] = [];
      if (buffer) line(buffer, out);
      buffer = '';
      line('', out);
      return out;
    },
  };
}
