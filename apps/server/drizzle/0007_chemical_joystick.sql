CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp (3) with time zone NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"struck_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");