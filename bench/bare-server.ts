// The ceiling of `npm run bench`: a bare Fastify hello-world in its own process, the same Node and the
// same Fastify as the app, nothing else. PORT comes from the bench.
//
// It can also send one answer the bench hands it (PUT /answer: the app's getUserInfo answer, its headers
// and body) from GET /answer: the same bytes on the wire without the app's stack, a reference row that
// splits the gap between the ceiling and the route into what the answer costs and what the stack costs.
import Fastify from 'fastify';

interface ReplayedAnswer {
  headers: Record<string, string>;
  body: string;
}

let replayed: { headers: Record<string, string>; body: Buffer } | undefined;

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.put<{ Body: ReplayedAnswer }>('/answer', async (request) => {
  replayed = { headers: request.body.headers, body: Buffer.from(request.body.body) };
  return { ok: true };
});
app.get('/answer', (_request, reply) => {
  if (!replayed) return reply.code(404).send();
  return reply.headers(replayed.headers).send(replayed.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
