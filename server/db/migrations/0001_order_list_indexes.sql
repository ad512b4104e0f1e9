DROP INDEX "orders_business_status_idx";--> statement-breakpoint
DROP INDEX "orders_kind_status_idx";--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_kind_created_idx" ON "orders" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_command_number_idx" ON "orders" USING btree ("command_number");--> statement-breakpoint
CREATE INDEX "orders_business_status_idx" ON "orders" USING btree ("business_id","status_orders","created_at");--> statement-breakpoint
CREATE INDEX "orders_kind_status_idx" ON "orders" USING btree ("kind","status_orders","created_at");