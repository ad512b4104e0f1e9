ALTER TABLE "audit_log" ADD COLUMN "target_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_target_at_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
-- Lines written before labels existed get the name their target has now (or had, for deleted Easy Market rows):
-- the one time the append-only log is rewritten, by the migration itself.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_change";--> statement-breakpoint
UPDATE "audit_log" a SET "target_label" = coalesce(
  CASE
    WHEN a."target_type" = 'user' THEN (SELECT u."name" || ' <' || u."email" || '>' FROM "users" u WHERE u."id"::text = a."target_id")
    WHEN a."target_type" = 'order' THEN (SELECT '#' || o."command_number" FROM "orders" o WHERE o."id"::text = a."target_id")
    WHEN a."target_type" = 'rider' THEN (SELECT u."name" FROM "users" u WHERE u."id"::text = a."target_id")
    WHEN a."target_type" IN ('restaurant', 'store', 'services') THEN (SELECT b."name" FROM "businesses" b WHERE b."id"::text = a."target_id")
    WHEN a."target_type" LIKE 'easyMarket.%' THEN a."before" ->> 'name'
  END, '');--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_change";
