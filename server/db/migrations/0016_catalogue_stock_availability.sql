ALTER TABLE "catalogue_categories" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "low_stock" integer;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_stock_check" CHECK ("catalogue_items"."stock" >= 0);