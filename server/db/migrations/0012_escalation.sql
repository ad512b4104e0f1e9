CREATE TABLE "escalation_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"reminder_minutes" integer NOT NULL,
	"admin_alert_minutes" integer NOT NULL,
	"auto_refuse_minutes" integer,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "escalation_settings" ADD CONSTRAINT "escalation_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;