/** A small fake HTTP server on 127.0.0.1 speaking the Anthropic Messages and OpenAI chat-completions wire formats. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Call {
  path: string;
  headers: IncomingMessage['headers'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- provider wire bodies are arbitrary JSON
  body: Record<string, any>;
}
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON payload; for 'hold' the response is never sent (until the server closes). */
  json?: unknown;
  hold?: boolean;
  delayMs?: number;
}
export type Handler = (call: Call, index: number) => Reply | Promise<Reply>;

export interface FakeServer {
  origin: string;
  calls: Call[];
  maxInFlight: number;
  /** Held requests whose connection the client closed (cancelled). */
  cancelled: number;
  close(): Promise<void>;
}

export async function startFake(handler: Handler): Promise<FakeServer> {
  const state = { calls: [] as Call[], inFlight: 0, maxInFlight: 0, cancelled: 0, closing: false };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const call: Call = { path: req.url ?? '', headers: req.headers, body };
    const index = state.calls.push(call) - 1;
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      const reply = await handler(call, index);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.hold) {
        await new Promise<void>((r) =>
          res.on('close', () => {
            if (!state.closing) state.cancelled++;
            r();
          }),
        );
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...(reply.headers ?? {}) });
      res.end(JSON.stringify(reply.json ?? {}));
    } finally {
      state.inFlight--;
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls: state.calls,
    get maxInFlight() {
      return state.maxInFlight;
    },
    get cancelled() {
      return state.cancelled;
    },
    close: () =>
      new Promise<void>((r) => {
        state.closing = true;
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Wire formats of the two providers. */
export const anthropicWire = {
  ok: (payload: unknown, model = 'claude-test'): Reply => ({
    json: {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: JSON.stringify(payload) }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 100 },
    },
  }),
  error: (status: number, type: string, message: string, headers: Record<string, string> = {}): Reply => ({
    status,
    headers,
    json: { type: 'error', error: { type, message } },
  }),
  refusal: (): Reply => ({
    json: {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [],
      stop_reason: 'refusal',
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 0 },
    },
  }),
};

export const openaiWire = {
  ok: (payload: unknown, model = 'gpt-test'): Reply => ({
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: JSON.stringify(payload), refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
    },
  }),
  error: (status: number, type: string, message: string, headers: Record<string, string> = {}): Reply => ({
    status,
    headers,
    json: { error: { message, type, code: type, param: null } },
  }),
  refusal: (): Reply => ({
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-test',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
    },
  }),
};

/** Valid multiple-choice items about the fixture documents: [documentId, unit, quote, key, three distractors]. */
const ITEMS: [string, number, string, string, string[]][] = [
  [
    'bio',
    1,
    'The nucleus is an organelle that stores the genetic information of the cell.',
    'nucleus',
    ['ribosome', 'membrane', 'cytoplasm'],
  ],
  ['bio', 1, 'Human body cells contain 46 chromosomes, arranged in 23 pairs.', '46', ['42', '48', '44']],
  [
    'bio',
    1,
    'The cytoplasm is the fluid that fills the cell and surrounds the organelles.',
    'cytoplasm',
    ['nucleus', 'ribosome', 'chloroplast'],
  ],
  [
    'bio',
    2,
    'The mitochondrion converts glucose into ATP through cellular respiration.',
    'mitochondrion',
    ['chloroplast', 'nucleus', 'Golgi apparatus'],
  ],
  [
    'bio',
    2,
    'Each molecule of glucose yields about 36 molecules of ATP during cellular respiration.',
    '36',
    ['12', '24', '48'],
  ],
  [
    'bio',
    2,
    'Photosynthesis converts light energy into chemical energy stored in glucose.',
    'glucose',
    ['oxygen', 'protein', 'starch'],
  ],
  [
    'bio',
    2,
    'During photosynthesis, the chloroplast absorbs carbon dioxide and releases oxygen.',
    'oxygen',
    ['nitrogen', 'hydrogen', 'glucose'],
  ],
  [
    'bio',
    3,
    'The ribosome is a small structure that builds proteins from amino acids.',
    'ribosome',
    ['nucleus', 'lysosome', 'vacuole'],
  ],
  [
    'bio',
    3,
    'Osmosis is the diffusion of water across a membrane.',
    'Osmosis',
    ['Filtration', 'Endocytosis', 'Exocytosis'],
  ],
  [
    'bio',
    3,
    'The Golgi apparatus modifies proteins and packages them into vesicles for transport.',
    'Golgi apparatus',
    ['cell membrane', 'nuclear envelope', 'central vacuole'],
  ],
  [
    'bio',
    3,
    'The sodium-potassium pump moves 3 sodium ions out of the cell for every 2 potassium ions it brings in.',
    '3',
    ['4', '5', '6'],
  ],
  [
    'net',
    1,
    'A protocol is a set of rules that governs how devices exchange data over a network.',
    'protocol',
    ['firewall', 'switch', 'gateway'],
  ],
  [
    'net',
    2,
    'A web server usually listens on port 80 for plain connections and on port 443 for encrypted connections.',
    '80',
    ['21', '25', '22'],
  ],
  [
    'net',
    3,
    'A router is a device that forwards packets between networks using a routing table.',
    'router',
    ['switch', 'firewall', 'modem'],
  ],
  [
    'net',
    3,
    'Bandwidth is the amount of data that a link can carry per second.',
    'Bandwidth',
    ['Latency', 'Jitter', 'Throughput'],
  ],
  [
    'net',
    3,
    'Latency is the time a packet needs to travel from the sender to the receiver.',
    'Latency',
    ['Bandwidth', 'Jitter', 'Throughput'],
  ],
  [
    'net',
    4,
    'A firewall is a system that filters traffic according to security rules.',
    'firewall',
    ['router', 'switch', 'gateway'],
  ],
  [
    'net',
    4,
    'A packet that exceeds the maximum transmission unit of 1500 bytes must be fragmented by the router.',
    '1500',
    ['1000', '2048', '512'],
  ],
];

export function mcItem(i: number) {
  const [documentId, unit, quote, key, ds] = ITEMS[i % ITEMS.length]!;
  const blanked = quote.replace(key, '_____');
  return {
    form: 'cloze',
    question: `Which option completes the statement: "${blanked}"?`,
    options: [key, ...ds],
    correct: 'A',
    explanation: `The source says: ${quote}`,
    documentId,
    unit,
    quote,
  };
}
export const ITEM_COUNT = ITEMS.length;

/** Reads the requested question count from the prompt ("Write N multiple-choice question(s)"). */
export function requestedCount(call: Call): number {
  const text = JSON.stringify(call.body.messages ?? []);
  return Number(/Write (\d+) /.exec(text)?.[1] ?? 5);
}
