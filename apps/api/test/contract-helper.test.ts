// The contract helper must catch drift, or every other test's check would be hollow.
import { describe, expect, it } from 'vitest';
import { contractViolations, findOperation, leaksInternals } from './helpers/contract';

const jsonRes = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

describe('contract helper', () => {
  it('finds operations by method and path, ignoring the query string', () => {
    expect(findOperation('GET', '/wps/system/helpCenter?lang=EN')?.operation.operationId).toBe(
      'getHelpCenter',
    );
    expect(findOperation('POST', '/wps/system/status')).toBeUndefined();
  });

  it('accepts a conforming response', () => {
    const res = jsonRes(200, { success: true, value: [], message: null, errorCode: null });
    expect(contractViolations('GET', '/wps/system/country', res)).toEqual([]);
  });

  it('rejects a drifted body, an undeclared status and an unknown error code', () => {
    const drift = jsonRes(200, {
      success: true,
      value: [{ countryCode: 'cn', name: 'China' }],
      message: null,
      errorCode: null,
    });
    expect(contractViolations('GET', '/wps/system/country', drift).length).toBeGreaterThan(0);
    const undeclared = jsonRes(418, {
      success: false,
      value: null,
      message: 'x',
      errorCode: 'not.found',
    });
    expect(contractViolations('GET', '/wps/system/country', undeclared)[0]).toMatch(/not declared/);
    const badCode = jsonRes(400, {
      success: false,
      value: null,
      message: 'x',
      errorCode: 'made.up',
    });
    expect(contractViolations('GET', '/wps/system/country', badCode).length).toBeGreaterThan(0);
    const tree = jsonRes(200, {
      success: true,
      message: null,
      errorCode: null,
      value: [
        {
          modId: 'A',
          enabled: '1',
          childrenNodes: [{ modId: 'B', enabled: true, childrenNodes: [] }],
        },
      ],
    });
    expect(contractViolations('GET', '/wps/system/whitelabel', tree).length).toBeGreaterThan(0);
  });

  it('requires the error envelope when no operation matches', () => {
    expect(
      contractViolations(
        'GET',
        '/nope',
        jsonRes(404, { success: false, value: null, message: 'x', errorCode: 'not.found' }),
      ),
    ).toEqual([]);
    expect(
      contractViolations('GET', '/nope', jsonRes(404, { error: 'Not Found' })).length,
    ).toBeGreaterThan(0);
  });

  it('checks text/plain responses against their schema', () => {
    const ok = {
      statusCode: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'abc123',
    };
    expect(contractViolations('GET', '/wps/session/key/rsa', ok)).toEqual([]);
    expect(
      contractViolations('GET', '/wps/session/key/rsa', { ...ok, body: 'XYZ' }).length,
    ).toBeGreaterThan(0);
  });

  it('spots stack traces', () => {
    expect(leaksInternals('Error: boom\n    at foo (/app/src/x.ts:10:5)')).toBe(true);
    expect(leaksInternals('{"success":false}')).toBe(false);
  });
});
