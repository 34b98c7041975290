// The public surface of domain/operators: what the rest of the server may use.
export {
  auditLog,
  authenticateOperator,
  createOperatorKey,
  ensureOperatorKey,
  listOperatorKeys,
  type Operator,
  revokeOperatorKey,
  writeAudit,
} from './operators';
