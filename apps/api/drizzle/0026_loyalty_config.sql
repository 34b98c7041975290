-- VIP levels, rebate rates and loyalty settings are configuration: their writes advance
-- config_version, so every process drops its cached copy within a second or two.
CREATE TRIGGER vip_levels_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vip_levels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER rebate_rates_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rebate_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER loyalty_settings_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON loyalty_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
