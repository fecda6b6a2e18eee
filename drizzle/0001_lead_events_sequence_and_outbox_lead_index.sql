ALTER TABLE "lead_events" ADD COLUMN "sequence" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_outbox_lead_idx" ON "webhook_outbox" USING btree ("lead_id");