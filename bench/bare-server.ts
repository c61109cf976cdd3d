// The ceiling of `npm run bench`: a bare Fastify hello-world in its own process, the same Node and the
// same Fastify as the app, nothing else. PORT comes from the bench.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
