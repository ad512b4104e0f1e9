CREATE TABLE "liability_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"note" text NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cancellations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid,
	"by" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"accepted" boolean NOT NULL,
	"liable" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"business_id" uuid,
	"comment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" uuid,
	"opened_by_name" text NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"business_id" uuid,
	"whole" boolean NOT NULL,
	"picks" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"goods" bigint NOT NULL,
	"liable" text NOT NULL,
	"charge" bigint NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"idempotency_key" text,
	"request_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0 and "refunds"."goods" >= 0 and "refunds"."charge" <= 0)
);
--> statement-breakpoint
DROP INDEX "ledger_entries_order_kind_unique";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "liability_changes" ADD CONSTRAINT "liability_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_changes" ADD CONSTRAINT "liability_changes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_changes" ADD CONSTRAINT "liability_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_versions" ADD CONSTRAINT "order_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_disputes" ADD CONSTRAINT "refund_disputes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_disputes" ADD CONSTRAINT "refund_disputes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_disputes" ADD CONSTRAINT "refund_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_disputes" ADD CONSTRAINT "refund_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liability_changes_order_idx" ON "liability_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_cancellations_business_idx" ON "order_cancellations" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "order_cancellations_created_idx" ON "order_cancellations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_versions_order_version_unique" ON "order_versions" USING btree ("order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_disputes_refund_unique" ON "refund_disputes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_disputes_status_idx" ON "refund_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refund_disputes_business_idx" ON "refund_disputes" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_business_idx" ON "refunds" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_unique" ON "refunds" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_kind_unique" ON "ledger_entries" USING btree ("source_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_order_kind_unique" ON "ledger_entries" USING btree ("order_id","kind") WHERE "ledger_entries"."source_id" is null;