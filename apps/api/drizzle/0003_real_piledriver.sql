CREATE TABLE "winner_showcase" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"game_id" integer NOT NULL,
	"win_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"status" text NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"draw_numero" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_records_member_round_uq" UNIQUE("member_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"game_id" integer NOT NULL,
	"numero" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_draws_game_id_numero_pk" PRIMARY KEY("game_id","numero")
);
--> statement-breakpoint
CREATE TABLE "trial_rounds" (
	"session_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trial_rounds_session_id_round_id_pk" PRIMARY KEY("session_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer,
	"game_id" integer NOT NULL,
	"mode" text NOT NULL,
	"trial_balance" bigint,
	"language" text NOT NULL,
	"back_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"display_name" text NOT NULL,
	"is_game" text NOT NULL,
	"color_from" text NOT NULL,
	"color_to" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_vendors_code_category_uq" UNIQUE("merchant_id","code","category")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"category" text NOT NULL,
	"classify" text NOT NULL,
	"game_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"support_play" integer DEFAULT 1 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"art" integer DEFAULT 0 NOT NULL,
	"draw_interval_seconds" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_vendor_code_uq" UNIQUE("merchant_id","vendor_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_member_uq" UNIQUE("member_id"),
	CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."kind" = 'house' or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_kind_owner" CHECK (("ledger_accounts"."kind" = 'member') = ("ledger_accounts"."member_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_key_uq" UNIQUE("merchant_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "winner_showcase" ADD CONSTRAINT "winner_showcase_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_showcase" ADD CONSTRAINT "winner_showcase_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_rounds" ADD CONSTRAINT "trial_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_records_member_time_idx" ON "bet_records" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bet_records_open_draw_idx" ON "bet_records" USING btree ("game_id","draw_numero","status");--> statement-breakpoint
CREATE INDEX "bet_records_time_idx" ON "bet_records" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "games_listing_idx" ON "games" USING btree ("merchant_id","category","vendor_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_uq" ON "ledger_accounts" USING btree ("merchant_id") WHERE "ledger_accounts"."kind" = 'house';--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");