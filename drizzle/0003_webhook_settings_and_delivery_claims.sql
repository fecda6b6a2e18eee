CREATE TABLE "webhook_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text,
	"secret" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "webhook_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_settings" ADD CONSTRAINT "webhook_settings_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_real_status_idx" ON "leads" USING btree ("status") WHERE "leads"."source" <> 'testing_platform';--> statement-breakpoint
CREATE INDEX "webhook_outbox_created_at_idx" ON "webhook_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Keep a webhook set in the old columns before they go (nothing lost).
INSERT INTO "webhook_settings" ("id", "url", "secret") SELECT 1, "lead_webhook_url", "lead_webhook_secret" FROM "app_settings" WHERE "lead_webhook_url" IS NOT NULL LIMIT 1 ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "lead_webhook_url";--> statement-breakpoint
ALTER TABLE "app_settings" DROP COLUMN "lead_webhook_secret";