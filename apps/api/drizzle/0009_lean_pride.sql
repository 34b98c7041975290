CREATE TABLE "team_active_periods" (
	"agent_id" integer NOT NULL,
	"period" text NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_active_periods_agent_id_period_pk" PRIMARY KEY("agent_id","period")
);
--> statement-breakpoint
ALTER TABLE "team_active_periods" ADD CONSTRAINT "team_active_periods_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;