CREATE TABLE "mission_claims" (
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"points" integer NOT NULL,
	"grant_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_member_id_mission_id_period_key_pk" PRIMARY KEY("member_id","mission_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"wagering_multiple" numeric(8, 2) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "missions_key_uq" UNIQUE("merchant_id","key"),
	CONSTRAINT "missions_target_positive" CHECK ("missions"."target" > 0),
	CONSTRAINT "missions_reward_positive" CHECK ("missions"."reward" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"review" boolean NOT NULL,
	"wagering_multiple" numeric(8, 2) DEFAULT '0' NOT NULL,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"turnover_done" bigint DEFAULT 0 NOT NULL,
	"wagering_met_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"transaction_id" bigint,
	"reason" text,
	"language" text DEFAULT 'EN' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_grants_source_uq" UNIQUE("member_id","source_kind","source_id"),
	CONSTRAINT "reward_grants_amount_not_negative" CHECK ("reward_grants"."amount" >= 0),
	CONSTRAINT "reward_grants_status" CHECK ("reward_grants"."status" in ('Applying', 'Process', 'Rejected', 'Issued', 'Claimed')),
	CONSTRAINT "reward_grants_credited" CHECK (("reward_grants"."status" in ('Issued', 'Claimed')) = ("reward_grants"."credited_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "reward_rules" (
	"merchant_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_key" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"deposit_percent" numeric(6, 2),
	"max_amount" bigint,
	"requires_deposit" boolean DEFAULT false NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"wagering_multiple" numeric(8, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "reward_rules_merchant_id_source_kind_source_key_pk" PRIMARY KEY("merchant_id","source_kind","source_key")
);
--> statement-breakpoint
CREATE TABLE "reward_seen" (
	"member_id" integer NOT NULL,
	"item" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_seen_member_id_item_pk" PRIMARY KEY("member_id","item")
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_seen" ADD CONSTRAINT "reward_seen_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_claims_merchant_time_idx" ON "mission_claims" USING btree ("merchant_id","claimed_at");--> statement-breakpoint
CREATE INDEX "reward_grants_member_idx" ON "reward_grants" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_grants_merchant_status_idx" ON "reward_grants" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reward_grants_open_wagering_idx" ON "reward_grants" USING btree ("member_id","credited_at") WHERE "reward_grants"."turnover_required" > 0 and "reward_grants"."wagering_met_at" is null;