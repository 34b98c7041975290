CREATE TABLE "loyalty_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"rebate_min_claim" bigint DEFAULT 0 NOT NULL,
	"rebate_wagering_multiple" numeric(8, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_loyalty" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"level_reached_at" timestamp with time zone,
	"monthly_paid" text,
	"rebate_claims" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"grant_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_claims_seq_uq" UNIQUE("member_id","seq"),
	CONSTRAINT "rebate_claims_amount_positive" CHECK ("rebate_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"category" text NOT NULL,
	"percent" numeric(6, 3) NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_level_category_pk" PRIMARY KEY("merchant_id","level","category"),
	CONSTRAINT "rebate_rates_percent" CHECK ("rebate_rates"."percent" >= 0 and "rebate_rates"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "rebate_watermarks" (
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rebate_watermarks_member_id_category_pk" PRIMARY KEY("member_id","category")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"total_turnover" bigint DEFAULT 0 NOT NULL,
	"monthly_turnover" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"level_up_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"daily_withdrawals" integer NOT NULL,
	"daily_withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple" numeric(8, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_levels_level_positive" CHECK ("vip_levels"."level" > 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_loyalty" ADD CONSTRAINT "member_loyalty_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_loyalty" ADD CONSTRAINT "member_loyalty_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_watermarks" ADD CONSTRAINT "rebate_watermarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_claims_member_time_idx" ON "rebate_claims" USING btree ("member_id","claimed_at");