CREATE TABLE "challenge_template_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"organization_id" integer,
	"owner_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_template_categories_scope_ck" CHECK ("challenge_template_categories"."scope" in ('my', 'community', 'common')),
	CONSTRAINT "challenge_template_categories_tree_ck" CHECK (("challenge_template_categories"."scope" = 'common') = ("challenge_template_categories"."organization_id" is null) and ("challenge_template_categories"."scope" = 'my') = ("challenge_template_categories"."owner_id" is not null)),
	CONSTRAINT "challenge_template_categories_name_ck" CHECK (char_length("challenge_template_categories"."name") between 1 and 80),
	CONSTRAINT "challenge_template_categories_parent_ck" CHECK ("challenge_template_categories"."parent_id" is null or "challenge_template_categories"."parent_id" <> "challenge_template_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "challenge_template_category_links" (
	"template_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "challenge_template_category_links_template_id_category_id_pk" PRIMARY KEY("template_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_template_images" (
	"template_id" integer NOT NULL,
	"image_id" uuid NOT NULL,
	CONSTRAINT "challenge_template_images_template_id_image_id_pk" PRIMARY KEY("template_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_template_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"step" integer NOT NULL,
	"sort" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"winner_rule" text NOT NULL,
	"multiple_reports" boolean DEFAULT true NOT NULL,
	"show_participants" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	CONSTRAINT "challenge_template_steps_step_ck" CHECK ("challenge_template_steps"."step" >= 1 and "challenge_template_steps"."sort" >= 0),
	CONSTRAINT "challenge_template_steps_rule_ck" CHECK ("challenge_template_steps"."winner_rule" in ('organizer', 'admins', 'voting'))
);
--> statement-breakpoint
CREATE TABLE "challenge_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"organization_id" integer,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"thumbnail_id" uuid,
	"winner_rule" text NOT NULL,
	"multiple_reports" boolean DEFAULT true NOT NULL,
	"show_participants" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_templates_scope_ck" CHECK ("challenge_templates"."scope" in ('my', 'community', 'common')),
	CONSTRAINT "challenge_templates_org_ck" CHECK (("challenge_templates"."scope" = 'common') = ("challenge_templates"."organization_id" is null)),
	CONSTRAINT "challenge_templates_kind_ck" CHECK ("challenge_templates"."kind" in ('challenge', 'chain')),
	CONSTRAINT "challenge_templates_rule_ck" CHECK ("challenge_templates"."winner_rule" in ('organizer', 'admins', 'voting'))
);
--> statement-breakpoint
ALTER TABLE "challenge_template_categories" ADD CONSTRAINT "challenge_template_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_categories" ADD CONSTRAINT "challenge_template_categories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_categories" ADD CONSTRAINT "challenge_template_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_categories" ADD CONSTRAINT "challenge_template_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."challenge_template_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_category_links" ADD CONSTRAINT "challenge_template_category_links_template_id_challenge_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."challenge_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_category_links" ADD CONSTRAINT "challenge_template_category_links_category_id_challenge_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."challenge_template_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_images" ADD CONSTRAINT "challenge_template_images_template_id_challenge_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."challenge_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_images" ADD CONSTRAINT "challenge_template_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_template_steps" ADD CONSTRAINT "challenge_template_steps_template_id_challenge_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."challenge_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_templates" ADD CONSTRAINT "challenge_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_templates" ADD CONSTRAINT "challenge_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_templates" ADD CONSTRAINT "challenge_templates_thumbnail_id_images_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_template_categories_tree_idx" ON "challenge_template_categories" USING btree ("scope","organization_id","owner_id");--> statement-breakpoint
CREATE INDEX "challenge_template_categories_parent_idx" ON "challenge_template_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "challenge_template_categories_org_idx" ON "challenge_template_categories" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "challenge_template_categories_owner_idx" ON "challenge_template_categories" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "challenge_template_categories_created_by_idx" ON "challenge_template_categories" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "challenge_template_category_links_category_idx" ON "challenge_template_category_links" USING btree ("category_id","template_id");--> statement-breakpoint
CREATE INDEX "challenge_template_images_image_idx" ON "challenge_template_images" USING btree ("image_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_template_steps_order_uq" ON "challenge_template_steps" USING btree ("template_id","step","sort");--> statement-breakpoint
CREATE INDEX "challenge_templates_my_idx" ON "challenge_templates" USING btree ("owner_id","organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "challenge_templates"."scope" = 'my';--> statement-breakpoint
CREATE INDEX "challenge_templates_community_idx" ON "challenge_templates" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "challenge_templates"."scope" = 'community';--> statement-breakpoint
CREATE INDEX "challenge_templates_common_idx" ON "challenge_templates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "challenge_templates"."scope" = 'common';--> statement-breakpoint
CREATE INDEX "challenge_templates_name_trgm_idx" ON "challenge_templates" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "challenge_templates_org_idx" ON "challenge_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "challenge_templates_owner_idx" ON "challenge_templates" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "challenge_templates_thumbnail_idx" ON "challenge_templates" USING btree ("thumbnail_id");