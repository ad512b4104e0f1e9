CREATE TABLE "node_heartbeats" (
	"node_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"sockets" integer DEFAULT 0 NOT NULL,
	"emails_failed_hour" integer DEFAULT 0 NOT NULL,
	"pushes_failed_hour" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "node_heartbeats_seen_idx" ON "node_heartbeats" USING btree ("seen_at");