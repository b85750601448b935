CREATE TABLE "chat_room_members" (
	"chat_room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "chat_room_members_chat_room_id_user_id_pk" PRIMARY KEY("chat_room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pair_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networking_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"student_a_id" uuid NOT NULL,
	"student_b_id" uuid NOT NULL,
	"affinity" real NOT NULL,
	"affinity_breakdown" jsonb NOT NULL,
	"chat_room_id" uuid,
	"chat_enabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "pair_weights" jsonb;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD CONSTRAINT "chat_room_members_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD CONSTRAINT "chat_room_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_matches" ADD CONSTRAINT "networking_matches_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_matches" ADD CONSTRAINT "networking_matches_student_a_id_users_id_fk" FOREIGN KEY ("student_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_matches" ADD CONSTRAINT "networking_matches_student_b_id_users_id_fk" FOREIGN KEY ("student_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_matches" ADD CONSTRAINT "networking_matches_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_room_members_user_idx" ON "chat_room_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_process_idx" ON "chat_rooms" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_pair_uq" ON "chat_rooms" USING btree ("pair_id");--> statement-breakpoint
CREATE UNIQUE INDEX "networking_matches_couple_uq" ON "networking_matches" USING btree ("process_id","student_a_id","student_b_id");--> statement-breakpoint
CREATE INDEX "networking_matches_b_idx" ON "networking_matches" USING btree ("process_id","student_b_id");