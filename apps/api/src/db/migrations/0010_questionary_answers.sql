CREATE TABLE "questionary_answers" (
	"response_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"value_type" text NOT NULL,
	"value" jsonb NOT NULL,
	"other_text" text,
	CONSTRAINT "questionary_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questionary_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"user_id" uuid,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionary_invitations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD COLUMN "event_type" text;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD COLUMN "workshop_id" uuid;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD COLUMN "workshop_type" text;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD COLUMN "methodology" text;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD COLUMN "coach_id" uuid;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD COLUMN "created_by_id" uuid;--> statement-breakpoint
ALTER TABLE "questionary_answers" ADD CONSTRAINT "questionary_answers_response_id_questionary_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."questionary_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_responses" ADD CONSTRAINT "questionary_responses_invitation_id_questionary_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."questionary_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_responses" ADD CONSTRAINT "questionary_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionary_responses_invitation_idx" ON "questionary_responses" USING btree ("invitation_id");--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionary_invitations" ADD CONSTRAINT "questionary_invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionary_invitations_pair_idx" ON "questionary_invitations" USING btree ("pair_id");--> statement-breakpoint
CREATE INDEX "questionary_invitations_open_idx" ON "questionary_invitations" USING btree ("entity_type","created_at");