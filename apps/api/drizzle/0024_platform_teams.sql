-- A platform's teams (GET /{platform}/teams; decision 0016): named groups of players managed by
-- the platform's owner, ambassadors and admins. A name is unique per platform whatever its case;
-- deleting a platform or a team takes its teams and memberships with it.
CREATE TABLE "platform_team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "platform_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_team_members" ADD CONSTRAINT "platform_team_members_team_id_platform_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."platform_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_team_members" ADD CONSTRAINT "platform_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_teams" ADD CONSTRAINT "platform_teams_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_team_members_user_idx" ON "platform_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_teams_platform_name_key" ON "platform_teams" USING btree ("platform_id",lower("name"));