CREATE TABLE "order_sales_daily" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"delivered" integer NOT NULL,
	"refused" integer NOT NULL,
	"sales" bigint NOT NULL,
	CONSTRAINT "order_sales_daily_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
ALTER TABLE "order_sales_daily" ADD CONSTRAINT "order_sales_daily_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- order_sales_daily counts a business's orders per UTC day of created_at: all of them, the delivered ('succes',
-- SUCCESS_STATUS of src/domain/stats.ts) and the refused ('refusée'), and sums the delivered ones' total_prix
-- (centimes). The triggers below keep it exact whoever writes the orders: the API, the demo seed, bulk SQL.
CREATE FUNCTION order_sales_daily_move(p_business uuid, p_created timestamptz, p_status text, p_total bigint, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_sales_daily AS s (business_id, day, orders, delivered, refused, sales)
  VALUES (p_business, (p_created AT TIME ZONE 'UTC')::date, p_sign,
          CASE WHEN p_status = 'succes' THEN p_sign ELSE 0 END,
          CASE WHEN p_status = 'refusée' THEN p_sign ELSE 0 END,
          CASE WHEN p_status = 'succes' THEN p_sign * coalesce(p_total, 0) ELSE 0 END)
  ON CONFLICT (business_id, day) DO UPDATE SET
    orders = s.orders + excluded.orders,
    delivered = s.delivered + excluded.delivered,
    refused = s.refused + excluded.refused,
    sales = s.sales + excluded.sales;
  IF p_sign < 0 THEN
    DELETE FROM order_sales_daily WHERE business_id = p_business AND day = (p_created AT TIME ZONE 'UTC')::date AND orders <= 0;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_sales_daily_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.business_id IS NOT NULL THEN
    PERFORM order_sales_daily_move(OLD.business_id, OLD.created_at, OLD.status_orders, OLD.total_prix, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.business_id IS NOT NULL THEN
    PERFORM order_sales_daily_move(NEW.business_id, NEW.created_at, NEW.status_orders, NEW.total_prix, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_sales_daily_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_sales_daily;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_sales_daily_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW
EXECUTE FUNCTION order_sales_daily_track();
--> statement-breakpoint
-- Only a change of what the summary counts moves an order: a rider assigned or a note written writes nothing here.
CREATE TRIGGER order_sales_daily_update AFTER UPDATE OF business_id, created_at, status_orders, total_prix ON orders FOR EACH ROW
WHEN (OLD.business_id IS DISTINCT FROM NEW.business_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
      OR OLD.status_orders IS DISTINCT FROM NEW.status_orders OR OLD.total_prix IS DISTINCT FROM NEW.total_prix)
EXECUTE FUNCTION order_sales_daily_track();
--> statement-breakpoint
CREATE TRIGGER order_sales_daily_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT
EXECUTE FUNCTION order_sales_daily_clear();
--> statement-breakpoint
-- The orders already there.
INSERT INTO order_sales_daily (business_id, day, orders, delivered, refused, sales)
SELECT business_id, (created_at AT TIME ZONE 'UTC')::date, count(*),
       count(*) FILTER (WHERE status_orders = 'succes'), count(*) FILTER (WHERE status_orders = 'refusée'),
       coalesce(sum(total_prix) FILTER (WHERE status_orders = 'succes'), 0)
FROM orders WHERE business_id IS NOT NULL
GROUP BY 1, 2;
