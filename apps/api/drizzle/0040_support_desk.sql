ALTER TABLE "feedback" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "live_chat_tickets" ADD COLUMN "status" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_chat_tickets" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "live_chat_tickets" ADD COLUMN "last_visitor_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answered_by_staff_id_staff_users_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_tickets" ADD CONSTRAINT "live_chat_tickets_assigned_staff_id_staff_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_merchant_idx" ON "feedback" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "live_chat_tickets_queue_idx" ON "live_chat_tickets" USING btree ("merchant_id","status","last_visitor_message_at");--> statement-breakpoint
UPDATE "live_chat_tickets" SET "last_visitor_message_at" = (SELECT max("created_at") FROM "live_chat_messages" WHERE "live_chat_messages"."ticket_id" = "live_chat_tickets"."id" AND "live_chat_messages"."sender" = 'visitor');
