// The ceiling of `npm run bench`: a bare Fastify hello-world in its own process, the same Node and the
// same Fastify as the app, nothing else. PORT comes from the bench.
//
// It can also send answers the bench hands it (PUT /answer/:name: a route's answer from the app, its
// headers and body) from GET or POST /answer/:name: the same bytes on the wire without the app's stack,
// reference rows that split the gap between the ceiling and a route into what the answer costs and what
// the stack costs. A POST's JSON body is parsed, as bare Fastify does.
import Fastify from 'fastify';

interface ReplayedAnswer {
  headers: Record<string, string>;
  body: string;
}

const replayed = new Map<string, { headers: Record<string, string>; body: Buffer }>();

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.put<{ Params: { name: string }; Body: ReplayedAnswer }>('/answer/:name', async (request) => {
  replayed.set(request.params.name, { headers: request.body.headers, body: Buffer.from(request.body.body) });
  return { ok: true };
});
app.route<{ Params: { name: string } }>({
  method: ['GET', 'POST'],
  url: '/answer/:name',
  handler: (request, reply) => {
    const answer = replayed.get(request.params.name);
    if (!answer) return reply.code(404).send();
    return reply.headers(answer.headers).send(answer.body);
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
