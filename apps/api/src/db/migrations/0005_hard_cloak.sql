ALTER TABLE "test_submissions" ADD COLUMN "grading_token" uuid;--> statement-breakpoint
ALTER TABLE "test_submissions" ADD COLUMN "grading_claimed_at" timestamp with time zone;