DROP TABLE "winner_showcase" CASCADE;--> statement-breakpoint
DROP TABLE "winner_board" CASCADE;--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"swept_until" timestamp with time zone NOT NULL,
	"carry" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;