ALTER TABLE "app_settings" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "instant_quote_accuracy_text" text DEFAULT '92% accurate' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "instant_quote_time_text" text DEFAULT 'Under 2 minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "video_quote_accuracy_text" text DEFAULT '98% accurate' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "video_quote_time_text" text DEFAULT 'About 5 minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "site_visit_accuracy_text" text DEFAULT '100% accurate' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "instant_quote_visit_fee_text" text DEFAULT '£65' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "booking_visit_fee_text" text DEFAULT '£220' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "home_quote_validity_text" text DEFAULT 'Quote valid for 3 hours while slots remain open' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "pricing_quote_validity_text" text DEFAULT 'Quote valid for 30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "company_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "privacy_notice" text DEFAULT 'Who we are
We are the handyman firm named at the top of this page. We decide how the details you give us are used, and you can reach us on the phone number shown on every page.

What we collect
When you ask for a quote we keep the job you describe, your name, phone number, and, if you give them, your email address and area. We also record which steps of the quote you used, so we can improve it.

Why we use it
To price your job, to contact you about it, and to book and carry out the work you ask for. Our lawful basis is taking steps at your request before entering into a contract with you, and our legitimate interest in running and improving our service.

Who we share it with
Only with the people who do the work for us and the services that run this website, under contract. We never sell your details.

How long we keep it
Quote requests that do not become jobs are deleted within two years. Records of work we carry out are kept for six years, as UK tax law requires.

Your rights
You can ask to see, correct or delete your details, or object to how we use them. Call or message us. If you are unhappy with our answer you can complain to the Information Commissioner''s Office (ico.org.uk).' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "terms_text" text DEFAULT 'Quotes
An online or video quote is an estimate based on what you told us. The price is confirmed once we have seen the job, before any work starts, and you are free to say no.

Prices
Prices include labour, a call-out fee and, where stated, materials. Whether VAT is included is said beside every price.

Booking and cancelling
You may cancel a booking free of charge up to 24 hours before the visit. If you agreed the work away from our premises you also have 14 days to cancel under the Consumer Contracts Regulations, unless you asked us to start sooner.

Our work
We carry out the work with reasonable care and skill, as the Consumer Rights Act 2015 requires, and put right anything that is not. We are insured for the work we do.

Work we do not do
We do not carry out gas work, notifiable electrical work or structural work; we will tell you who to ask.

Contact
Call or message us on the number shown on every page.' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_phone_match_key_idx" ON "leads" USING btree (regexp_replace(regexp_replace(regexp_replace("phone", '\(\s*0\s*\)', '', 'g'), '\D', '', 'g'), '^(00)?44', '0'));