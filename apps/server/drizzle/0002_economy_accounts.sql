ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_ck";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "admin_direction" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "account_kind" text;--> statement-breakpoint
CREATE INDEX "transactions_recipient_created_idx" ON "transactions" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_sender_created_idx" ON "transactions" USING btree ("sender_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_ck" CHECK ("accounts"."kind" in ('distribution', 'income', 'waiting', 'challenge', 'market', 'treasury'));--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_kind_ck" CHECK ("ledger_journals"."kind" in ('accrual', 'thanks', 'reversal', 'expiry', 'admin_credit', 'admin_debit'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_admin_direction_ck" CHECK ("transactions"."admin_direction" is null or "transactions"."admin_direction" in ('credit', 'debit'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_kind_ck" CHECK ("transactions"."account_kind" is null or "transactions"."account_kind" in ('distribution', 'income'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_admin_fields_ck" CHECK (("transactions"."type" = 'admin_manual') = ("transactions"."admin_direction" is not null));