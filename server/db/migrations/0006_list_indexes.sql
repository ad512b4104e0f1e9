DROP INDEX "em_products_category_idx";--> statement-breakpoint
DROP INDEX "orders_rider_idx";--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
CREATE INDEX "em_products_category_name_idx" ON "em_products" USING btree ("category_id","name","id");--> statement-breakpoint
CREATE INDEX "orders_rider_created_idx" ON "orders" USING btree ("rider_id","created_at","command_number");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","name","id");--> statement-breakpoint
CREATE INDEX "users_unverified_name_idx" ON "users" USING btree ("name","id") WHERE "users"."verified" = false;