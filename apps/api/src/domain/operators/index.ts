// The public surface of domain/operators: what the rest of the server may use.
export {
  auditLog,
  authenticateOperatorThrottled,
  createOperatorKey,
  ensureOperatorKey,
  listOperatorKeys,
  type Operator,
  revokeOperatorKey,
  writeAudit,
} from './operators';
