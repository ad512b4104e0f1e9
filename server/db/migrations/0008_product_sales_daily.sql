CREATE TABLE "product_sales_daily" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" numeric NOT NULL,
	"lines" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"name" text,
	"image" text,
	"prix" numeric,
	CONSTRAINT "product_sales_daily_business_id_day_product_id_pk" PRIMARY KEY("business_id","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;