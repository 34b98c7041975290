-- The configuration version: every statement that changes merchants, their modules and
-- register fields, the game catalogue or the IP-to-country table advances this sequence.
-- Each API process caches those reads in memory and compares the sequence about once a
-- second, so replicas drop stale copies within a second or two (src/db/config-cache.ts).
-- A sequence, not a row: writers never wait for each other, and a rolled-back write only
-- costs one needless reload.
CREATE SEQUENCE IF NOT EXISTS config_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_config_version() RETURNS trigger AS $$
BEGIN
  PERFORM nextval('config_version');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER merchants_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER merchant_modules_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchant_modules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER register_fields_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON register_fields
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER games_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER game_vendors_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER ip_geo_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ip_geo
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
