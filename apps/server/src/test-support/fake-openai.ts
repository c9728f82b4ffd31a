import http from 'node:http';

export type FakeMode =
  | { kind: 'reply'; content: string }
  | { kind: 'stream'; pieces: string[] }
  | { kind: 'error'; status: number; body: string }
  | { kind: 'hang' };

export interface FakeRequest {
  headers: http.IncomingHttpHeaders;
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
}

/** A real HTTP server on loopback speaking the OpenAI Chat Completions protocol, with a behaviour to set. */
export async function startFakeOpenAi() {
  let mode: FakeMode = { kind: 'reply', content: 'Hello from the model.' };
  const requests: FakeRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push({ headers: req.headers, body: JSON.parse(raw) });
      switch (mode.kind) {
        case 'reply':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              choices: [
                { index: 0, message: { role: 'assistant', content: mode.content }, finish_reason: 'stop' },
              ],
            }),
          );
          return;
        case 'stream': {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          for (const piece of mode.pieces) {
            res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
          }
          res.end('data: [DONE]\n\n');
          return;
        }
        case 'error':
          res.writeHead(mode.status, { 'content-type': 'application/json' });
          res.end(mode.body);
          return;
        case 'hang':
          hanging.add(res);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next: FakeMode) {
      mode = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
