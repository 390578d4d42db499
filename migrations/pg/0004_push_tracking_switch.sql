ALTER TABLE "push_preferences" ADD COLUMN "tracking" boolean DEFAULT true NOT NULL;
