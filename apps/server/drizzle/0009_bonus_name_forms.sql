-- The bonus name becomes per language with plural forms (ru one/few/many, en one/other).
-- A name written as 'балл|балла|баллов' keeps its forms; a plain name is used for every ru form;
-- 'спасибо' reads 'thank-you(s)' in English, any other name 'point(s)'.
ALTER TABLE "organizations" ALTER COLUMN "bonus_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "bonus_name" SET DATA TYPE jsonb USING jsonb_build_object(
  'ru', jsonb_build_object(
    'one', btrim(split_part("bonus_name", '|', 1)),
    'few', btrim(coalesce(nullif(split_part("bonus_name", '|', 2), ''), split_part("bonus_name", '|', 1))),
    'many', btrim(coalesce(nullif(split_part("bonus_name", '|', 3), ''), nullif(split_part("bonus_name", '|', 2), ''), split_part("bonus_name", '|', 1)))
  ),
  'en', CASE WHEN btrim("bonus_name") = 'спасибо'
    THEN jsonb_build_object('one', 'thank-you', 'other', 'thank-yous')
    ELSE jsonb_build_object('one', 'point', 'other', 'points') END
);
