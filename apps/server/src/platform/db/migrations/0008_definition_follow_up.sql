ALTER TABLE "definitions" ADD COLUMN "asks_follow_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE definitions SET asks_follow_up = true WHERE list = 'call_outcomes' AND key IN ('callback', 'interested', 'voicemail');
