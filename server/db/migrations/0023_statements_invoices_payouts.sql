CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"business_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"credits_id" uuid,
	"reason" text,
	"commission" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"issuer" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"bank_reference" text NOT NULL,
	"rib" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_entries" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL,
	"late" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	"sales" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"commission_tax" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	"net" bigint NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "ice" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rib" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rib_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_of" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_id_invoices_id_fk" FOREIGN KEY ("credits_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_unique" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_statement_invoice_unique" ON "invoices" USING btree ("statement_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credits_unique" ON "invoices" USING btree ("credits_id");--> statement-breakpoint
CREATE INDEX "invoices_business_issued_idx" ON "invoices" USING btree ("business_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_statement_unique" ON "payouts" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "payouts_business_idx" ON "payouts" USING btree ("business_id","recorded_at");--> statement-breakpoint
CREATE INDEX "statement_entries_statement_idx" ON "statement_entries" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_business_week_unique" ON "statements" USING btree ("business_id","week_start");--> statement-breakpoint
CREATE INDEX "statements_week_idx" ON "statements" USING btree ("week_start");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_of_statements_id_fk" FOREIGN KEY ("payout_of") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_unique" ON "ledger_entries" USING btree ("payout_of");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_check" CHECK (("ledger_entries"."kind" = 'payout') = ("ledger_entries"."payout_of" is not null and "ledger_entries"."order_id" is null));--> statement-breakpoint
CREATE TRIGGER "statement_weeks_no_change" BEFORE UPDATE OR DELETE ON "statement_weeks" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "statements_no_change" BEFORE UPDATE OR DELETE ON "statements" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "statement_entries_no_change" BEFORE UPDATE OR DELETE ON "statement_entries" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "invoices_no_change" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "payouts_no_change" BEFORE UPDATE OR DELETE ON "payouts" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();
