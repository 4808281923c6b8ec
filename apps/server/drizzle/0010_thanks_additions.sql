-- Additions to a thanks (docs/decisions/0014): a transfer of its own linked to the original thanks
-- by addition_to_id, and the recipient's 'thanks_addition' notification kind.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_ck";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "addition_to_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_addition_to_id_transactions_id_fk" FOREIGN KEY ("addition_to_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_addition_to_idx" ON "transactions" USING btree ("addition_to_id") WHERE "transactions"."addition_to_id" is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_addition_ck" CHECK ("transactions"."addition_to_id" is null or ("transactions"."type" = 'between_users' and "transactions"."addition_to_id" <> "transactions"."id"));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('thanks_received', 'thanks_cancelled', 'thanks_addition', 'thanks_comment', 'thanks_like', 'period_started', 'period_ends_soon'));