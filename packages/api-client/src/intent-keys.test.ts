import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { fingerprint, IntentKeys, isDefiniteRefusal, newIdempotencyKey } from './intent-keys';
import { intentKeys, withIntentKey } from './mutations/idempotent.mutations';

const refusal = (status: number, errorCode = 'account.balance.not.enough') =>
  new ApiError({ kind: 'api', status, errorCode });
const lost = () => new ApiError({ kind: 'network', errorCode: 'network.error' });
const timeout = () => new ApiError({ kind: 'timeout', errorCode: 'network.timeout' });
const inProgress = () => refusal(409, 'idempotency.in.progress');

/** Keys k1, k2, … so that the tests can say which key each call sent. */
function counted() {
  let n = 0;
  return () => `k${++n}`;
}

/** A server stand-in that records the key of every call and answers from a script. */
function server(...answers: ((key: string) => Promise<string>)[]) {
  const sent: string[] = [];
  return {
    sent,
    send: (key: string) => {
      sent.push(key);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer scripted');
      return answer(key);
    },
  };
}
const ok = (key: string) => Promise.resolve(`done with ${key}`);
const fail = (error: unknown) => () => Promise.reject(error);

describe('isDefiniteRefusal', () => {
  it('is true for business refusals of the error envelope, which the server answers again for the key', () => {
    expect(isDefiniteRefusal(refusal(400))).toBe(true);
    expect(isDefiniteRefusal(refusal(403, 'payment.password.invalid'))).toBe(true);
    expect(isDefiniteRefusal(refusal(404, 'not.found'))).toBe(true);
    expect(isDefiniteRefusal(refusal(409, 'transaction.state.invalid'))).toBe(true);
    expect(isDefiniteRefusal(refusal(422, 'idempotency.key.reused'))).toBe(true);
  });

  it('is false when the money may have moved or the call may be sent again', () => {
    expect(isDefiniteRefusal(lost())).toBe(false);
    expect(isDefiniteRefusal(timeout())).toBe(false);
    expect(isDefiniteRefusal(inProgress())).toBe(false);
    expect(isDefiniteRefusal(refusal(408))).toBe(false);
    expect(isDefiniteRefusal(refusal(429, 'request.too.many'))).toBe(false);
    expect(isDefiniteRefusal(refusal(500, 'unknown.system.err'))).toBe(false);
    expect(isDefiniteRefusal(refusal(502, 'unknown.system.err'))).toBe(false);
    expect(isDefiniteRefusal(refusal(503, 'service.unavailable'))).toBe(false);
    expect(isDefiniteRefusal(new ApiError({ kind: 'session', status: 401 }))).toBe(false);
    expect(isDefiniteRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isDefiniteRefusal(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('fingerprint', () => {
  it('is the same for the same values in any key order, and differs for other values', () => {
    const a = fingerprint({ body: { amount: '10.00', bankCardId: 3 }, channel: 'bank' });
    const b = fingerprint({ channel: 'bank', body: { bankCardId: 3, amount: '10.00' } });
    expect(a).toBe(b);
    expect(fingerprint({ body: { amount: '10.01', bankCardId: 3 }, channel: 'bank' })).not.toBe(a);
    expect(fingerprint({ body: { amount: '10.00', bankCardId: 4 }, channel: 'bank' })).not.toBe(a);
    expect(fingerprint([1, 2])).not.toBe(fingerprint([2, 1]));
    expect(fingerprint(undefined)).toBe(fingerprint(null));
    expect(fingerprint({ remark: undefined, amount: '1' })).toBe(fingerprint({ amount: '1' }));
  });

  it('does not hold the values as text (a payment password stays out of it)', () => {
    const id = fingerprint({ body: { amount: '10.00', paymentPassword: '654321' } });
    expect(id).toMatch(/^[0-9a-f]{28}$/);
    expect(id).not.toContain('654321');
  });
});

describe('newIdempotencyKey', () => {
  it('makes 128-bit hex keys that differ', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('IntentKeys', () => {
  const values = { body: { amount: '100.00', bankCardId: 1 } };

  it('sends the same key again after a lost answer, a timeout, a 5xx, a 429 or a 409 in progress', async () => {
    const keys = new IntentKeys(counted());
    const s = server(
      fail(lost()),
      fail(timeout()),
      fail(refusal(503, 'service.unavailable')),
      fail(refusal(429, 'request.too.many')),
      fail(inProgress()),
      ok,
    );
    for (let i = 0; i < 5; i++) await expect(keys.run(values, s.send)).rejects.toThrow();
    await expect(keys.run(values, s.send)).resolves.toBe('done with k1');
    expect(s.sent).toEqual(['k1', 'k1', 'k1', 'k1', 'k1', 'k1']);
  });

  it('keeps the key after an error that is not an answer of the server', async () => {
    const keys = new IntentKeys(counted());
    const s = server(fail(new TypeError('Failed to fetch')), ok);
    await expect(keys.run(values, s.send)).rejects.toThrow(TypeError);
    await keys.run(values, s.send);
    expect(s.sent).toEqual(['k1', 'k1']);
  });

  it('starts a new intent, with a new key, after a success', async () => {
    const keys = new IntentKeys(counted());
    const s = server(ok, ok);
    await keys.run(values, s.send);
    await keys.run(values, s.send);
    expect(s.sent).toEqual(['k1', 'k2']);
  });

  it('starts a new intent after a definite refusal (the stored refusal is not asked for again)', async () => {
    const keys = new IntentKeys(counted());
    const s = server(fail(refusal(400)), fail(refusal(409, 'transaction.state.invalid')), ok);
    await expect(keys.run(values, s.send)).rejects.toMatchObject({ status: 400 });
    await expect(keys.run(values, s.send)).rejects.toMatchObject({ status: 409 });
    await keys.run(values, s.send);
    expect(s.sent).toEqual(['k1', 'k2', 'k3']);
  });

  it('gives other values another key, and values still owed an answer their own key back', async () => {
    const keys = new IntentKeys(counted());
    const other = { body: { amount: '200.00', bankCardId: 1 } };
    const s = server(fail(lost()), ok, ok, ok);
    await expect(keys.run(values, s.send)).rejects.toThrow();
    await keys.run(other, s.send); // the member changed the amount: a new intent
    await keys.run(values, s.send); // back to the first amount: its answer is still owed
    await keys.run(other, s.send); // the 200 was answered: pressing again is a new intent
    expect(s.sent).toEqual(['k1', 'k2', 'k1', 'k3']);
  });

  it('joins a press of the same intent while its call is on its way instead of sending again', async () => {
    const keys = new IntentKeys(counted());
    let answer!: (value: string) => void;
    const s = server(() => new Promise<string>((resolve) => (answer = resolve)), ok);
    const first = keys.run(values, s.send);
    const second = keys.run(values, s.send);
    answer('once');
    await expect(Promise.all([first, second])).resolves.toEqual(['once', 'once']);
    expect(s.sent).toEqual(['k1']);
    await keys.run(values, s.send);
    expect(s.sent).toEqual(['k1', 'k2']);
  });

  it('keyFor tells the key the next call of these values sends', async () => {
    const keys = new IntentKeys(counted());
    expect(keys.keyFor(values)).toBe('k1');
    const s = server(ok);
    await keys.run(values, s.send);
    expect(s.sent).toEqual(['k1']);
    expect(keys.keyFor(values)).toBe('k2');
  });

  it('forgets the oldest open intents beyond twenty', async () => {
    const keys = new IntentKeys(counted());
    const first = keys.keyFor({ n: 0 });
    for (let n = 1; n <= 20; n++) keys.keyFor({ n });
    expect(keys.keyFor({ n: 20 })).toBe('k21');
    expect(keys.keyFor({ n: 0 })).not.toBe(first);
  });
});

describe('withIntentKey (the mutation options of useIdempotentMutation)', () => {
  const run = <V>(
    queryClient: QueryClient,
    options: Parameters<typeof withIntentKey<string, V, unknown>>[1],
    variables: V,
  ) =>
    queryClient
      .getMutationCache()
      .build(queryClient, withIntentKey(queryClient, options))
      .execute(variables);

  it('hands the intent key to the call and keeps it across mutations of the same intent', async () => {
    const queryClient = new QueryClient();
    const sent: string[] = [];
    let fails = true;
    const options = {
      intent: 'test.withdraw',
      mutationFn: (_: { amount: string }, key: string) => {
        sent.push(key);
        if (fails) {
          fails = false;
          return Promise.reject(lost());
        }
        return Promise.resolve(key);
      },
    };
    await expect(run(queryClient, options, { amount: '5' })).rejects.toThrow();
    await expect(run(queryClient, options, { amount: '5' })).resolves.toBe(sent[0]);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    // A dialog opened again (a new mutation observer) still finds the intent's keys.
    expect(intentKeys(queryClient, 'test.withdraw')).toBe(intentKeys(queryClient, 'test.withdraw'));
    expect(intentKeys(new QueryClient(), 'test.withdraw')).not.toBe(
      intentKeys(queryClient, 'test.withdraw'),
    );
  });

  it('never retries a definite refusal, even when the caller asks for retries', async () => {
    const queryClient = new QueryClient();
    const sent: string[] = [];
    const answers = [refusal(400), lost(), lost()];
    const options = {
      intent: 'test.transfer',
      retry: 3,
      retryDelay: 0,
      mutationFn: (_: void, key: string) => {
        sent.push(key);
        const error = answers.shift();
        return error ? Promise.reject(error) : Promise.resolve('ok');
      },
    };
    await expect(run(queryClient, options, undefined)).rejects.toMatchObject({ status: 400 });
    expect(sent).toHaveLength(1);
    // Lost answers are retried, with the same (new intent's) key each time.
    await expect(run(queryClient, options, undefined)).resolves.toBe('ok');
    expect(sent).toHaveLength(4);
    expect(new Set(sent.slice(1)).size).toBe(1);
    expect(sent[1]).not.toBe(sent[0]);
  });
});
