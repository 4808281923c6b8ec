-- Community logos and header logos are uploads of their own purposes (the branding tab).
ALTER TABLE "images" DROP CONSTRAINT "images_purpose_ck";--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_purpose_ck" CHECK ("images"."purpose" in ('thanks', 'sticker', 'avatar', 'logo', 'header_logo'));