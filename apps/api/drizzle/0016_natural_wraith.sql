CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"old_terms" jsonb,
	"new_terms" jsonb,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"game_type" text NOT NULL,
	"payer_id" integer,
	"payee_id" integer NOT NULL,
	"status" text NOT NULL,
	"cycle" text NOT NULL,
	"terms" jsonb NOT NULL,
	"replaces_id" integer,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('P', 'E', 'V', 'R', 'W', 'T', 'S')),
	CONSTRAINT "contracts_kind" CHECK ("contracts"."kind" in ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "contracts_not_self" CHECK ("contracts"."payer_id" is null or "contracts"."payer_id" <> "contracts"."payee_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_reruns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" bigint NOT NULL,
	"operator_id" integer,
	"reason" text NOT NULL,
	"previous_amount" bigint NOT NULL,
	"new_amount" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"outcome" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_runs" (
	"merchant_id" integer NOT NULL,
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "settlement_runs_merchant_id_job_period_pk" PRIMARY KEY("merchant_id","job","period")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"game_type" text NOT NULL,
	"payer_id" integer,
	"payee_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"bets" integer NOT NULL,
	"tier" integer,
	"rate" text,
	"rate_type" text,
	"amount" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"status" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "settlements_contract_period_uq" UNIQUE("contract_id","period"),
	CONSTRAINT "settlements_amounts" CHECK ("settlements"."amount" >= 0 and "settlements"."paid" >= 0),
	CONSTRAINT "settlements_status" CHECK ("settlements"."status" in ('paid', 'zero', 'short'))
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_reruns" ADD CONSTRAINT "settlement_reruns_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_runs" ADD CONSTRAINT "settlement_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contracts_payee_idx" ON "contracts" USING btree ("payee_id","kind","game_type");--> statement-breakpoint
CREATE INDEX "contracts_payer_idx" ON "contracts" USING btree ("payer_id","kind","status");--> statement-breakpoint
CREATE INDEX "contracts_settle_idx" ON "contracts" USING btree ("merchant_id","kind","cycle","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_active_uq" ON "contracts" USING btree ("payee_id","kind","game_type") WHERE "contracts"."status" = 'V';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_one_pending_uq" ON "contracts" USING btree ("payee_id","kind","game_type") WHERE "contracts"."status" in ('P', 'E');--> statement-breakpoint
CREATE INDEX "settlement_reruns_settlement_idx" ON "settlement_reruns" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "settlements_payee_idx" ON "settlements" USING btree ("payee_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "settlements_payer_idx" ON "settlements" USING btree ("payer_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "settlements_short_idx" ON "settlements" USING btree ("merchant_id","kind","id") WHERE "settlements"."status" = 'short';--> statement-breakpoint
CREATE INDEX "bet_records_settled_idx" ON "bet_records" USING btree ("merchant_id","settled_at");