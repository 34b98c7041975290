CREATE TABLE "point_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_member_uq" UNIQUE("member_id"),
	CONSTRAINT "point_accounts_member_not_negative" CHECK ("point_accounts"."kind" <> 'member' or "point_accounts"."balance" >= 0),
	CONSTRAINT "point_accounts_kind_owner" CHECK (("point_accounts"."kind" = 'member') = ("point_accounts"."member_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "point_earnings" (
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"valid_bets" bigint NOT NULL,
	"residue" bigint NOT NULL,
	CONSTRAINT "point_earnings_member_id_category_pk" PRIMARY KEY("member_id","category")
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "point_entries_amount_not_zero" CHECK ("point_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"reward_type" text NOT NULL,
	"points_required" integer NOT NULL,
	"amount_required" bigint NOT NULL,
	"value" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"points_balance" bigint NOT NULL,
	"remark" text,
	"status" text NOT NULL,
	"reject_reason" text,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_quantity_positive" CHECK ("point_redemptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"art" integer NOT NULL,
	"art_label" text NOT NULL,
	"points_required" integer NOT NULL,
	"amount_required" bigint NOT NULL,
	"value" bigint NOT NULL,
	"stock" integer,
	"max_per_redemption" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "point_rewards_code_uq" UNIQUE("merchant_id","code"),
	CONSTRAINT "point_rewards_stock_not_negative" CHECK ("point_rewards"."stock" is null or "point_rewards"."stock" >= 0),
	CONSTRAINT "point_rewards_points_positive" CHECK ("point_rewards"."points_required" > 0),
	CONSTRAINT "point_rewards_value_not_negative" CHECK ("point_rewards"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"earn_rates" jsonb NOT NULL,
	"conversion_points" integer NOT NULL,
	"conversion_amount" bigint NOT NULL,
	"min_convert_points" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_transactions_key_uq" UNIQUE("merchant_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earnings" ADD CONSTRAINT "point_earnings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_transaction_id_point_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."point_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_account_id_point_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."point_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_accounts_system_uq" ON "point_accounts" USING btree ("merchant_id","kind") WHERE "point_accounts"."kind" <> 'member';--> statement-breakpoint
CREATE INDEX "point_entries_account_idx" ON "point_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "point_entries_transaction_idx" ON "point_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "point_transactions_member_idx" ON "point_transactions" USING btree ("member_id","created_at");