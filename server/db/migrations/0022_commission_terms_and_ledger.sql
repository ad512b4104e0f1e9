CREATE TABLE "commission_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"rate" integer NOT NULL,
	"fixed_fee" bigint DEFAULT 0 NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_terms_rate_check" CHECK ("commission_terms"."rate" between 0 and 10000),
	CONSTRAINT "commission_terms_fee_check" CHECK ("commission_terms"."fixed_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_terms_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_fee" bigint;--> statement-breakpoint
ALTER TABLE "commission_terms" ADD CONSTRAINT "commission_terms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_terms" ADD CONSTRAINT "commission_terms_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_terms_business_effective_idx" ON "commission_terms" USING btree ("business_id","effective_from","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_order_kind_unique" ON "ledger_entries" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_business_occurred_idx" ON "ledger_entries" USING btree ("business_id","occurred_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_terms_id_commission_terms_id_fk" FOREIGN KEY ("commission_terms_id") REFERENCES "public"."commission_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_change" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "commission_terms_no_change" BEFORE UPDATE OR DELETE ON "commission_terms" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
INSERT INTO "server_settings" ("key", "value") VALUES
  ('commission.defaultRate.restaurant', '1500'),
  ('commission.defaultRate.store', '1000'),
  ('commission.defaultRate.services', '1200'),
  ('commission.taxRate', '2000')
ON CONFLICT ("key") DO NOTHING;
