-- The referral rule is configuration: its writes advance config_version, so every API process
-- reloads its cached copy within a second or two (src/db/config-cache.ts).
CREATE TRIGGER referral_settings_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON referral_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
