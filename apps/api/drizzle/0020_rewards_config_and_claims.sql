-- Reward rules and missions are configuration: their writes advance config_version, so every
-- process drops its cached copy within a second or two (src/db/config-cache.ts).
CREATE TRIGGER reward_rules_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reward_rules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
CREATE TRIGGER missions_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON missions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_config_version();
--> statement-breakpoint
-- Claims of promotions and activities made before rewards paid: they become grants waiting for
-- an operator (no amount: the approval gives one). None was ever paid, so a claim the old table
-- called Issued or Claimed waits too. Sign-ups (Joined) stay in reward_claims.
INSERT INTO reward_grants (merchant_id, member_id, source_kind, source_id, title, amount, currency,
                           status, review, created_at, updated_at)
  SELECT m.merchant_id, c.member_id,
         CASE WHEN c.source = 'activity' THEN 'activity'
              WHEN EXISTS (SELECT 1 FROM announcements a
                            WHERE a.merchant_id = m.merchant_id AND a.key = c.key
                              AND a.claim_type = 'RAFFLE') THEN 'raffle'
              ELSE 'promotion' END,
         c.key, '{}'::jsonb, 0, mc.currency,
         CASE WHEN c.status IN ('Process', 'Rejected') THEN c.status ELSE 'Applying' END,
         true, c.created_at, c.updated_at
    FROM reward_claims c
    JOIN members m ON m.id = c.member_id
    JOIN merchants mc ON mc.id = m.merchant_id
   WHERE c.source IN ('promotion', 'activity') AND c.status <> 'Joined'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM reward_claims WHERE source IN ('promotion', 'activity') AND status <> 'Joined';
