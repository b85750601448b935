CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_messages_ck" CHECK (jsonb_typeof("challenges"."messages") = 'array' and jsonb_array_length("challenges"."messages") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "attraction_group_students" (
	"group_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attraction_group_students_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "attraction_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"color_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"challenge_id" uuid,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"sent_by_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "challenge_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "kind" text DEFAULT 'TEXT' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "attraction_group_students" ADD CONSTRAINT "attraction_group_students_group_id_attraction_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attraction_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_group_students" ADD CONSTRAINT "attraction_group_students_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_group_students" ADD CONSTRAINT "attraction_group_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_groups" ADD CONSTRAINT "attraction_groups_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_groups" ADD CONSTRAINT "attraction_groups_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges_sent" ADD CONSTRAINT "challenges_sent_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges_sent" ADD CONSTRAINT "challenges_sent_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges_sent" ADD CONSTRAINT "challenges_sent_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_created_idx" ON "challenges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attraction_group_students_process_uq" ON "attraction_group_students" USING btree ("process_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attraction_groups_mentor_uq" ON "attraction_groups" USING btree ("process_id","mentor_id");--> statement-breakpoint
CREATE INDEX "challenges_sent_process_idx" ON "challenges_sent" USING btree ("process_id","sent_at");--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_group_id_attraction_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attraction_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_group_uq" ON "chat_rooms" USING btree ("group_id");