-- product_sales_daily sums the lines of delivered item orders (status 'succes', SUCCESS_STATUS of
-- src/domain/stats.ts; type_order 'order'; a business set) per business, UTC day of created_at and product.
-- The triggers below keep it exact whoever writes the orders: the API, the demo seed, bulk SQL.

-- Adds (p_sign > 0) or takes away one order's lines. The row keeps its latest line's name, image and price
-- (for a product gone from the catalogue): taking away the order they came from reads them again from the
-- day's remaining delivered lines.
CREATE FUNCTION product_sales_daily_move(p_business uuid, p_created timestamptz, p_lines jsonb, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_created AT TIME ZONE 'UTC')::date;
BEGIN
  IF jsonb_typeof(p_lines) IS DISTINCT FROM 'array' THEN
    RETURN;
  END IF;
  IF p_sign > 0 THEN
    INSERT INTO product_sales_daily AS s (business_id, day, product_id, units, revenue, lines, last_at, name, image, prix)
    SELECT p_business, v_day, l->>'productId',
           coalesce(sum((l->>'quantity')::int), 0), coalesce(sum((l->>'prixTotal')::numeric), 0), count(*), p_created,
           (array_agg(l->>'name' ORDER BY n DESC))[1], (array_agg(l->>'image' ORDER BY n DESC))[1],
           (array_agg((l->>'prix')::numeric ORDER BY n DESC))[1]
    FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS x(l, n)
    WHERE l->>'productId' IS NOT NULL
    GROUP BY l->>'productId'
    -- Rows locked in one order by every writer: two orders delivered together never deadlock.
    ORDER BY l->>'productId'
    ON CONFLICT (business_id, day, product_id) DO UPDATE SET
      units = s.units + excluded.units,
      revenue = s.revenue + excluded.revenue,
      lines = s.lines + excluded.lines,
      last_at = greatest(s.last_at, excluded.last_at),
      name = CASE WHEN excluded.last_at >= s.last_at THEN excluded.name ELSE s.name END,
      image = CASE WHEN excluded.last_at >= s.last_at THEN excluded.image ELSE s.image END,
      prix = CASE WHEN excluded.last_at >= s.last_at THEN excluded.prix ELSE s.prix END;
  ELSE
    UPDATE product_sales_daily s
    SET units = s.units - g.units, revenue = s.revenue - g.revenue, lines = s.lines - g.lines
    FROM (
      SELECT l->>'productId' AS product_id, coalesce(sum((l->>'quantity')::int), 0) AS units,
             coalesce(sum((l->>'prixTotal')::numeric), 0) AS revenue, count(*) AS lines
      FROM jsonb_array_elements(p_lines) AS x(l)
      WHERE l->>'productId' IS NOT NULL
      GROUP BY 1
    ) g
    WHERE s.business_id = p_business AND s.day = v_day AND s.product_id = g.product_id;
    DELETE FROM product_sales_daily WHERE business_id = p_business AND day = v_day AND lines <= 0;
    UPDATE product_sales_daily s
    SET last_at = latest.created_at, name = latest.line->>'name', image = latest.line->>'image', prix = (latest.line->>'prix')::numeric
    FROM (
      SELECT DISTINCT ON (l->>'productId') l->>'productId' AS product_id, o.created_at, l AS line
      FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) WITH ORDINALITY AS x(l, n)
      WHERE o.business_id = p_business AND o.status_orders = 'succes' AND o.type_order = 'order'
        AND o.created_at >= v_day::timestamp AT TIME ZONE 'UTC' AND o.created_at < (v_day + 1)::timestamp AT TIME ZONE 'UTC'
        AND jsonb_typeof(o.lines) = 'array'
      ORDER BY l->>'productId', o.created_at DESC, n DESC
    ) latest
    WHERE s.business_id = p_business AND s.day = v_day AND s.product_id = latest.product_id AND s.last_at <= p_created;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION product_sales_daily_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.status_orders = 'succes' AND OLD.type_order = 'order' AND OLD.business_id IS NOT NULL THEN
      PERFORM product_sales_daily_move(OLD.business_id, OLD.created_at, OLD.lines, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.status_orders = 'succes' AND NEW.type_order = 'order' AND NEW.business_id IS NOT NULL THEN
      PERFORM product_sales_daily_move(NEW.business_id, NEW.created_at, NEW.lines, 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION product_sales_daily_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_sales_daily;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The WHEN clauses spare the function call for the orders that do not count (new, refused, packs, no business).
CREATE TRIGGER product_sales_daily_insert AFTER INSERT ON orders FOR EACH ROW
WHEN (NEW.status_orders = 'succes' AND NEW.type_order = 'order' AND NEW.business_id IS NOT NULL)
EXECUTE FUNCTION product_sales_daily_track();
--> statement-breakpoint
CREATE TRIGGER product_sales_daily_update AFTER UPDATE OF status_orders, lines, created_at, business_id, type_order ON orders FOR EACH ROW
WHEN (
  ((OLD.status_orders = 'succes' AND OLD.type_order = 'order' AND OLD.business_id IS NOT NULL)
    OR (NEW.status_orders = 'succes' AND NEW.type_order = 'order' AND NEW.business_id IS NOT NULL))
  AND (OLD.status_orders, OLD.lines, OLD.created_at, OLD.business_id, OLD.type_order)
    IS DISTINCT FROM (NEW.status_orders, NEW.lines, NEW.created_at, NEW.business_id, NEW.type_order)
)
EXECUTE FUNCTION product_sales_daily_track();
--> statement-breakpoint
CREATE TRIGGER product_sales_daily_delete AFTER DELETE ON orders FOR EACH ROW
WHEN (OLD.status_orders = 'succes' AND OLD.type_order = 'order' AND OLD.business_id IS NOT NULL)
EXECUTE FUNCTION product_sales_daily_track();
--> statement-breakpoint
CREATE TRIGGER product_sales_daily_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT
EXECUTE FUNCTION product_sales_daily_clear();
--> statement-breakpoint
-- The orders already there (the triggers above hold the table's write lock until the migration commits).
INSERT INTO product_sales_daily (business_id, day, product_id, units, revenue, lines, last_at, name, image, prix)
SELECT o.business_id, (o.created_at AT TIME ZONE 'UTC')::date, l->>'productId',
       coalesce(sum((l->>'quantity')::int), 0), coalesce(sum((l->>'prixTotal')::numeric), 0), count(*), max(o.created_at),
       (array_agg(l->>'name' ORDER BY o.created_at DESC, n DESC))[1], (array_agg(l->>'image' ORDER BY o.created_at DESC, n DESC))[1],
       (array_agg((l->>'prix')::numeric ORDER BY o.created_at DESC, n DESC))[1]
FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) WITH ORDINALITY AS x(l, n)
WHERE o.status_orders = 'succes' AND o.type_order = 'order' AND o.business_id IS NOT NULL
  AND jsonb_typeof(o.lines) = 'array' AND l->>'productId' IS NOT NULL
GROUP BY 1, 2, 3;
