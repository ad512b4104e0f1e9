-- Every amount becomes whole centimes (src/domain/money.ts): dirhams × 100, rounded half away from zero. A double
-- goes through numeric first (its 15 significant digits), so 19.99, stored as 19.98999…, becomes 1999, never 1998.
-- One ALTER per table, so that each table is rewritten once; defaults (0) and NOT NULL carry over.
ALTER TABLE "catalogue_items" ALTER COLUMN "price" SET DATA TYPE bigint USING round("price"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "packs" ALTER COLUMN "price" SET DATA TYPE bigint USING round("price"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "rider_payments" ALTER COLUMN "amount" SET DATA TYPE bigint USING round("amount"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders"
  ALTER COLUMN "delivery_fee" SET DATA TYPE bigint USING round("delivery_fee"::numeric * 100)::bigint,
  ALTER COLUMN "total_prix" SET DATA TYPE bigint USING round("total_prix"::numeric * 100)::bigint,
  ALTER COLUMN "prix_actual" SET DATA TYPE bigint USING round("prix_actual"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "em_products"
  ALTER COLUMN "prix" SET DATA TYPE bigint USING round("prix"::numeric * 100)::bigint,
  ALTER COLUMN "prix_actual" SET DATA TYPE bigint USING round("prix_actual"::numeric * 100)::bigint;--> statement-breakpoint
-- The trigger function of 0009 still fits: it sums (l->>'prixTotal')::numeric, integers from now on, into bigint columns.
ALTER TABLE "product_sales_daily"
  ALTER COLUMN "revenue" SET DATA TYPE bigint USING round("revenue" * 100)::bigint,
  ALTER COLUMN "prix" SET DATA TYPE bigint USING round("prix" * 100)::bigint;--> statement-breakpoint
-- The JSON amounts, through helpers dropped at the end. Only JSON numbers change: a null or missing price stays as
-- it was, and so does every other key and the order of every array.
CREATE FUNCTION "money_0021_centimes_at"(item jsonb, key text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(item -> key) = 'number'
    THEN jsonb_set(item, ARRAY[key], to_jsonb(round((item -> key)::numeric * 100)::bigint))
    ELSE item END
$$;--> statement-breakpoint
-- Options, `[{ name, …, <choices_key>: [{ name, price }] }]`: 'option' in the catalogue, 'choices' in order lines.
CREATE FUNCTION "money_0021_options"(options jsonb, choices_key text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(options) = 'array' THEN coalesce((
    SELECT jsonb_agg(
      CASE WHEN jsonb_typeof(o -> choices_key) = 'array' THEN jsonb_set(o, ARRAY[choices_key], coalesce((
        SELECT jsonb_agg("money_0021_centimes_at"(c, 'price') ORDER BY m)
        FROM jsonb_array_elements(o -> choices_key) WITH ORDINALITY AS y(c, m)), '[]'::jsonb))
      ELSE o END ORDER BY n)
    FROM jsonb_array_elements(options) WITH ORDINALITY AS x(o, n)), '[]'::jsonb)
  ELSE options END
$$;--> statement-breakpoint
CREATE FUNCTION "money_0021_lines"(lines jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(lines) = 'array' THEN coalesce((
    SELECT jsonb_agg(
      CASE WHEN jsonb_typeof(l -> 'options') = 'array'
        THEN jsonb_set(p, '{options}', "money_0021_options"(l -> 'options', 'choices'))
        ELSE p END ORDER BY n)
    FROM jsonb_array_elements(lines) WITH ORDINALITY AS x(l, n)
    CROSS JOIN LATERAL (SELECT "money_0021_centimes_at"("money_0021_centimes_at"(l, 'prix'), 'prixTotal') AS p) AS priced), '[]'::jsonb)
  ELSE lines END
$$;--> statement-breakpoint
UPDATE "catalogue_items" SET "options" = "money_0021_options"("options", 'option') WHERE "options" <> '[]'::jsonb;--> statement-breakpoint
UPDATE "packs" SET "options" = "money_0021_options"("options", 'option') WHERE "options" <> '[]'::jsonb;--> statement-breakpoint
-- product_sales_daily was converted above: its trigger must not take these lines away in dirhams and add them back in
-- centimes. Nothing else can write orders meanwhile (the ALTER above holds the table's lock until commit).
ALTER TABLE "orders" DISABLE TRIGGER "product_sales_daily_update";--> statement-breakpoint
UPDATE "orders" SET "lines" = "money_0021_lines"("lines") WHERE "lines" <> '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER "product_sales_daily_update";--> statement-breakpoint
DROP FUNCTION "money_0021_lines"(jsonb);--> statement-breakpoint
DROP FUNCTION "money_0021_options"(jsonb, text);--> statement-breakpoint
DROP FUNCTION "money_0021_centimes_at"(jsonb, text);
