CREATE TABLE "used_phone_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_phone_tokens_expiry_idx" ON "used_phone_tokens" USING btree ("expires_at");