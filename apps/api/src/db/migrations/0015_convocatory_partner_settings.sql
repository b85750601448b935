ALTER TABLE "convocatories" ADD COLUMN "is_pit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "convocatories" ADD COLUMN "data_sharing_partner" text;--> statement-breakpoint
ALTER TABLE "convocatory_inscriptions" ADD COLUMN "partner_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "convocatory_inscriptions" ADD COLUMN "partner_consent_to" text;