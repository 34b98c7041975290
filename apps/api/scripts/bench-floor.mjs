// The floors of benchmark-api.mjs, each the least a server can do to give the same answer:
//  - FLOOR_REPLIES (a JSON file { "/path": { "contentType", "body" } }): a bare Fastify that
//    sends, for each measured call, the exact bytes and content type the API sent for it (a
//    cached read can cost no less than that);
//  - with FLOOR_DATABASE_URL as well, GET /sql/balance: the signed-in balance call's work in
//    plain SQL on a pool of the API's size (the session looked up by its token's hash with the
//    member and their wallet accounts, one prepared statement, as the API's
//    `session_wallets_by_token`), then the API's recorded bytes for that call.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import process from 'node:process';
import Fastify from 'fastify';
import pg from 'pg';

const replies = JSON.parse(readFileSync(process.env.FLOOR_REPLIES, 'utf8'));
const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
for (const [path, reply] of Object.entries(replies)) {
  const body = Buffer.from(reply.body, 'utf8');
  app.get(path, (_request, res) => {
    res.header('content-type', reply.contentType).send(body);
  });
}

const url = process.env.FLOOR_DATABASE_URL;
if (url) {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.FLOOR_POOL_SIZE ?? 10),
  });
  const merchantId = Number(
    (await pool.query('select id from merchants where code = $1', ['demo'])).rows[0].id,
  );
  const balance = replies['/balance'];
  const body = Buffer.from(balance.body, 'utf8');
  const text = `select s.*, m.*, a.balance, a.vendor_code
    from sessions s join members m on m.id = s.member_id
    left join ledger_accounts a on a.member_id = s.member_id
   where s.token_hash = $1 and s.merchant_id = $2`;
  app.get('/sql/balance', async (request, res) => {
    const token = request.headers.authorization ?? '';
    const hash = createHash('sha256').update(token, 'utf8').digest('hex');
    const { rows } = await pool.query({ name: 'floor_balance', text, values: [hash, merchantId] });
    if (rows.length === 0) return res.code(401).send({ success: false });
    res.header('content-type', balance.contentType).send(body);
  });
  app.addHook('onClose', () => pool.end());
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
