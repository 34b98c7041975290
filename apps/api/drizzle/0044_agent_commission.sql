CREATE TABLE "commission_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_settlements_agent_period_uq" UNIQUE("agent_id","period"),
	CONSTRAINT "commission_settlements_amount" CHECK ("commission_settlements"."amount" > 0 and "commission_settlements"."valid_bet" > 0)
);
--> statement-breakpoint
ALTER TABLE "commission_settlements" ADD CONSTRAINT "commission_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_settlements" ADD CONSTRAINT "commission_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_settlements_agent_idx" ON "commission_settlements" USING btree ("agent_id","period_start");