CREATE TABLE "market_admins" (
	"market_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_admins_market_id_user_id_pk" PRIMARY KEY("market_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "market_cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"chosen" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_cart_lines_quantity_ck" CHECK ("market_cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "market_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_categories_parent_ck" CHECK ("market_categories"."parent_id" is null or "market_categories"."parent_id" <> "market_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "market_checkouts" (
	"user_id" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"market_id" integer NOT NULL,
	"order_ids" integer[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_checkouts_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "market_offer_categories" (
	"offer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "market_offer_categories_offer_id_category_id_pk" PRIMARY KEY("offer_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "market_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tile_id" uuid,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"remainder_action" text DEFAULT 'error' NOT NULL,
	"active_from" timestamp (3) with time zone,
	"active_until" timestamp (3) with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"limit_period" text DEFAULT 'unlimited' NOT NULL,
	"limit_quantity" integer,
	"limit_days" integer,
	"sort_weight" integer DEFAULT 0 NOT NULL,
	"immediate_delivery" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_offers_price_ck" CHECK ("market_offers"."price" >= 0),
	CONSTRAINT "market_offers_stock_ck" CHECK ("market_offers"."stock" >= 0),
	CONSTRAINT "market_offers_status_ck" CHECK ("market_offers"."status" in ('active', 'archive')),
	CONSTRAINT "market_offers_remainder_ck" CHECK ("market_offers"."remainder_action" in ('ignore', 'issue', 'error')),
	CONSTRAINT "market_offers_limit_ck" CHECK ("market_offers"."limit_period" in ('day', 'week', 'month', 'period', 'year', 'custom', 'unlimited')
      and ("market_offers"."limit_period" = 'unlimited') = ("market_offers"."limit_quantity" is null) and ("market_offers"."limit_period" = 'custom') = ("market_offers"."limit_days" is not null)),
	CONSTRAINT "market_offers_dates_ck" CHECK ("market_offers"."active_from" is null or "market_offers"."active_until" is null or "market_offers"."active_from" < "market_offers"."active_until")
);
--> statement-breakpoint
CREATE TABLE "market_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'under_consideration' NOT NULL,
	"period_id" integer NOT NULL,
	"hold_account_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"stock_taken" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_orders_quantity_ck" CHECK ("market_orders"."quantity" between 1 and 999),
	CONSTRAINT "market_orders_total_ck" CHECK ("market_orders"."total" = "market_orders"."price" * "market_orders"."quantity"),
	CONSTRAINT "market_orders_status_ck" CHECK ("market_orders"."status" in ('under_consideration', 'accepted_awaiting', 'accepted_by_buyer', 'paid', 'ready_for_delivery', 'issued', 'ready', 'rejected', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_kind_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_ck";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_object_type_ck";--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "public_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "public_prices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "market_admins" ADD CONSTRAINT "market_admins_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_admins" ADD CONSTRAINT "market_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_cart_lines" ADD CONSTRAINT "market_cart_lines_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_cart_lines" ADD CONSTRAINT "market_cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_cart_lines" ADD CONSTRAINT "market_cart_lines_offer_id_market_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."market_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_categories" ADD CONSTRAINT "market_categories_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_categories" ADD CONSTRAINT "market_categories_parent_id_market_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."market_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_checkouts" ADD CONSTRAINT "market_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_checkouts" ADD CONSTRAINT "market_checkouts_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offer_categories" ADD CONSTRAINT "market_offer_categories_offer_id_market_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."market_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offer_categories" ADD CONSTRAINT "market_offer_categories_category_id_market_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."market_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offers" ADD CONSTRAINT "market_offers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offers" ADD CONSTRAINT "market_offers_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_offers" ADD CONSTRAINT "market_offers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order_events" ADD CONSTRAINT "market_order_events_order_id_market_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."market_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_order_events" ADD CONSTRAINT "market_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_offer_id_market_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."market_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_hold_account_id_accounts_id_fk" FOREIGN KEY ("hold_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_admins_user_idx" ON "market_admins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_cart_lines_uq" ON "market_cart_lines" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "market_cart_lines_market_idx" ON "market_cart_lines" USING btree ("market_id","user_id");--> statement-breakpoint
CREATE INDEX "market_cart_lines_offer_idx" ON "market_cart_lines" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "market_categories_market_idx" ON "market_categories" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "market_categories_parent_idx" ON "market_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "market_offer_categories_category_idx" ON "market_offer_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "market_offers_catalogue_idx" ON "market_offers" USING btree ("market_id","status","sort_weight" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_offers_price_idx" ON "market_offers" USING btree ("market_id","price");--> statement-breakpoint
CREATE INDEX "market_offers_org_idx" ON "market_offers" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "market_order_events_order_idx" ON "market_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "market_orders_user_idx" ON "market_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_orders_market_idx" ON "market_orders" USING btree ("market_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_orders_offer_user_idx" ON "market_orders" USING btree ("offer_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "market_orders_transaction_uq" ON "market_orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "market_orders_org_idx" ON "market_orders" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_public_key_uq" ON "markets" USING btree ("public_key");--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_kind_ck" CHECK ("ledger_journals"."kind" in ('accrual', 'starting_balance', 'thanks', 'reversal', 'expiry', 'admin_credit', 'admin_debit', 'hold', 'approval', 'decline', 'redistribution', 'emission', 'challenge_contribution', 'winnings', 'challenge_return', 'market_hold', 'market_purchase', 'market_release', 'market_refund'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_ck" CHECK ("notifications"."kind" in ('thanks_received', 'thanks_cancelled', 'thanks_addition', 'thanks_comment', 'thanks_like', 'period_started', 'period_ends_soon',
                        'thanks_declined', 'points_redistributed', 'challenge_report_sent', 'challenge_report_accepted', 'challenge_report_rejected',
                        'challenge_ends_soon', 'challenge_published', 'order_status'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_object_type_ck" CHECK ("notifications"."object_type" in ('transaction', 'period', 'challenge', 'challenge_report', 'market_order'));