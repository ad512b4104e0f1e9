ALTER TABLE "businesses" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "paused_indefinitely" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "preparation_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "print_on_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preparation_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refusal_note" text;