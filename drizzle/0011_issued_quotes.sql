CREATE TABLE "issued_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screen" text NOT NULL,
	"description_sha256" text NOT NULL,
	"urgency" text NOT NULL,
	"promo_code" text,
	"pricing_version" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"analysis" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "issued_quote_id" uuid;--> statement-breakpoint
CREATE INDEX "issued_quotes_valid_until_idx" ON "issued_quotes" USING btree ("valid_until");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_issued_quote_id_issued_quotes_id_fk" FOREIGN KEY ("issued_quote_id") REFERENCES "public"."issued_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_issued_quote_idx" ON "leads" USING btree ("issued_quote_id");