// Answers any request can get before its operation runs, declared on every operation when the
// document is bundled (so a new operation has them too):
// - 408 and 431: Node answers a request that takes too long to arrive or whose headers are
//   too large itself, before routing (apps/api/src/plugins/errors.ts clientErrorHandler);
// - 503 system.not.available: every operation while the server starts (migrations, seed),
//   except /health and /ready, which answer for themselves (apps/api/src/plugins/readiness.ts).
// The API's test/statuses-declared.test.ts checks these and every status the server's code
// can send against the bundled document.
const envelope = (description) => ({
  description,
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
  },
});

const COMMON = {
  408: [
    'RequestTimeout',
    'The request took too long to arrive (answered by Node, before routing).',
  ],
  431: ['HeadersTooLarge', 'The request headers are too large (answered by Node, before routing).'],
  503: ['Unavailable', 'The service is starting (`system.not.available`); retry shortly.'],
};
const SELF_ANSWERING = new Set(['/health', '/ready']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function addCommonResponses() {
  return {
    Root: {
      leave(root) {
        root.components ??= {};
        root.components.responses ??= {};
        for (const [name, description] of Object.values(COMMON)) {
          root.components.responses[name] ??= envelope(description);
        }
        for (const [path, item] of Object.entries(root.paths ?? {})) {
          for (const method of METHODS) {
            const responses = item?.[method]?.responses;
            if (!responses) continue;
            for (const [status, [name]] of Object.entries(COMMON)) {
              if (status === '503' && SELF_ANSWERING.has(path)) continue;
              responses[status] ??= { $ref: `#/components/responses/${name}` };
            }
          }
        }
      },
    },
  };
}

export default function platformPlugin() {
  return {
    id: 'platform',
    decorators: { oas3: { 'common-responses': addCommonResponses } },
  };
}
