DROP INDEX "applications_name_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_major_term_activity_idx";