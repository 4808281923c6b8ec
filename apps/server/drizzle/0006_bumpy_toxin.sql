CREATE TABLE "feed_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"actor_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_events_type_ck" CHECK ("feed_events"."type" in ('transaction', 'challenge', 'winner', 'purchase'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "images_purpose_ck" CHECK ("images"."purpose" in ('thanks', 'sticker'))
);
--> statement-breakpoint
CREATE TABLE "sticker_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stickers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"image_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_photos" (
	"transaction_id" integer NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "transaction_photos_transaction_id_position_pk" PRIMARY KEY("transaction_id","position")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sticker_id" integer;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sticker_packs" ADD CONSTRAINT "sticker_packs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stickers" ADD CONSTRAINT "stickers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stickers" ADD CONSTRAINT "stickers_pack_id_sticker_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."sticker_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stickers" ADD CONSTRAINT "stickers_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_photos" ADD CONSTRAINT "transaction_photos_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_photos" ADD CONSTRAINT "transaction_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_events_subject_uq" ON "feed_events" USING btree ("organization_id","type","subject_id");--> statement-breakpoint
CREATE INDEX "feed_events_feed_idx" ON "feed_events" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_events_type_feed_idx" ON "feed_events" USING btree ("organization_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_events_actor_idx" ON "feed_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "images_org_idx" ON "images" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "sticker_packs_org_idx" ON "sticker_packs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "stickers_pack_idx" ON "stickers" USING btree ("pack_id","position");--> statement-breakpoint
CREATE INDEX "stickers_org_idx" ON "stickers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "stickers_image_idx" ON "stickers" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_photos_image_uq" ON "transaction_photos" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sticker_id_stickers_id_fk" FOREIGN KEY ("sticker_id") REFERENCES "public"."stickers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_sticker_idx" ON "transactions" USING btree ("sticker_id");--> statement-breakpoint
INSERT INTO "feed_events" ("organization_id", "type", "subject_id", "actor_id", "created_at")
SELECT "organization_id", 'transaction', "id", CASE WHEN "is_anonymous" THEN NULL ELSE "sender_id" END, "created_at"
FROM "transactions" WHERE "type" = 'between_users';
