-- Each API process keeps the signed-in lookups it serves most (a session with its member and
-- the member's wallet balances: src/domain/sessions/cache.ts) in memory. Every change that
-- must drop such a copy, whichever process or tool makes it, announces the member on the
-- `member_cache` channel when its transaction commits: a session revoked or touched, the
-- member changed (locked, password, profile), a member account created or its balance moved.
-- Every process LISTENs and drops that member's copies. A rolled-back change says nothing.
CREATE OR REPLACE FUNCTION notify_member_cache() RETURNS trigger AS $$
DECLARE
  member integer;
BEGIN
  IF TG_TABLE_NAME = 'members' THEN
    member := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    member := CASE WHEN TG_OP = 'DELETE' THEN OLD.member_id ELSE NEW.member_id END;
  END IF;
  IF member IS NOT NULL THEN
    PERFORM pg_notify('member_cache', member::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_member_cache AFTER UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_member_cache();
--> statement-breakpoint
CREATE TRIGGER sessions_member_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_member_cache();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_member_cache AFTER INSERT OR UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_member_cache();
