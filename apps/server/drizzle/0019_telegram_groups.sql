-- Telegram groups of a community (SPEC §3 Telegram group: name, chat id): one chat id once per community, decided by a unique index.
CREATE TABLE "telegram_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"chat_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "telegram_groups_chat_id_ck" CHECK ("telegram_groups"."chat_id" <> 0 and "telegram_groups"."chat_id" between -9999999999999 and 9999999999999),
	CONSTRAINT "telegram_groups_name_ck" CHECK (char_length("telegram_groups"."name") between 1 and 128)
);
--> statement-breakpoint
ALTER TABLE "telegram_groups" ADD CONSTRAINT "telegram_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_groups" ADD CONSTRAINT "telegram_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_groups_org_chat_uq" ON "telegram_groups" USING btree ("organization_id","chat_id");