ALTER TABLE "leads" ADD COLUMN "quote_link_token_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "quote_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_quote_link_token_hash_unique" UNIQUE("quote_link_token_hash");