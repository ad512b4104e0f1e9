CREATE TABLE "review_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"stars" integer[] NOT NULL,
	"tags" integer[] NOT NULL,
	CONSTRAINT "review_days_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid,
	"stars" integer NOT NULL,
	"tag_bits" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"replied_by" text,
	"comment_hidden_at" timestamp with time zone,
	"comment_hidden_reason" text,
	"reply_hidden_at" timestamp with time zone,
	"reply_hidden_reason" text,
	"has_comment" boolean GENERATED ALWAYS AS (comment <> '') STORED,
	"answered" boolean GENERATED ALWAYS AS (reply is not null) STORED,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_days" ADD CONSTRAINT "review_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_days_day_idx" ON "review_days" USING btree ("day","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_unique" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_business_list_idx" ON "reviews" USING btree ("business_id","created_at","stars","has_comment","answered","id");
--> statement-breakpoint
-- review_days sums a business's reviews per UTC day of created_at: how many, of each star (1 to 5), of each tag (the
-- bits of tag_bits, REVIEW_TAGS of src/domain/reviews.ts, room for 16). The trigger below keeps it exact whoever
-- writes the reviews: the API, the demo seed, bulk SQL.
CREATE FUNCTION review_days_move(p_business uuid, p_created timestamptz, p_stars integer, p_bits integer, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_days AS r (business_id, day, count, stars, tags)
  VALUES (
    p_business,
    (p_created AT TIME ZONE 'UTC')::date,
    p_sign,
    ARRAY(SELECT CASE WHEN i = p_stars THEN p_sign ELSE 0 END FROM generate_series(1, 5) i ORDER BY i),
    ARRAY(SELECT CASE WHEN p_bits & (1 << (i - 1)) <> 0 THEN p_sign ELSE 0 END FROM generate_series(1, 16) i ORDER BY i)
  )
  ON CONFLICT (business_id, day) DO UPDATE SET
    count = r.count + excluded.count,
    stars = ARRAY(SELECT a + b FROM unnest(r.stars, excluded.stars) WITH ORDINALITY AS x(a, b, i) ORDER BY i),
    tags = ARRAY(SELECT a + b FROM unnest(r.tags, excluded.tags) WITH ORDINALITY AS x(a, b, i) ORDER BY i);
END $$;
--> statement-breakpoint
CREATE FUNCTION review_days_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM review_days_move(OLD.business_id, OLD.created_at, OLD.stars, OLD.tag_bits, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM review_days_move(NEW.business_id, NEW.created_at, NEW.stars, NEW.tag_bits, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_days_keep AFTER INSERT OR DELETE OR UPDATE OF business_id, created_at, stars, tag_bits ON reviews
FOR EACH ROW EXECUTE FUNCTION review_days_keep();
