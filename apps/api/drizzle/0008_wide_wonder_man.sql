CREATE TABLE "team_category_daily_stats" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"valid_bets" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_category_daily_stats_agent_id_day_category_pk" PRIMARY KEY("agent_id","day","category")
);
--> statement-breakpoint
ALTER TABLE "team_category_daily_stats" ADD CONSTRAINT "team_category_daily_stats_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_daily_stats_day_idx" ON "member_daily_stats" USING btree ("day","member_id");