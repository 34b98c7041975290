-- The points ledger keeps the money ledger's guarantees (0004_ledger_balanced.sql): at commit
-- the entries of every points transaction sum to zero, and entries are never changed.
CREATE OR REPLACE FUNCTION point_transaction_balanced() RETURNS trigger AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM point_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'points transaction % is unbalanced by %', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER point_entries_balanced
  AFTER INSERT ON point_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION point_transaction_balanced();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION point_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'points entries cannot be changed';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER point_entries_no_change
  BEFORE UPDATE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entries_append_only();
--> statement-breakpoint
-- The points rules are cached like the rest of the configuration (0006_config_version.sql).
CREATE TRIGGER point_settings_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON point_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
