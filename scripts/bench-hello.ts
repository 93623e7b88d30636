// The baselines for the benchmark: a bare Fastify hello-world, and the same server answering a
// constant body as large as a real trees answer (PAYLOAD_BYTES), which shows what the payload
// alone costs on this machine.
import Fastify from 'fastify';

const payload = Buffer.from(JSON.stringify({ trees: 'x'.repeat(Math.max(0, Number(process.env.PAYLOAD_BYTES) - 12)) }));
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/payload', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
