CREATE INDEX "auth_token_refresh_expires_idx" ON "auth_token" USING btree ("refresh_expires_at");--> statement-breakpoint
CREATE INDEX "verification_code_created_idx" ON "verification_code" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ops_token_expires_idx" ON "ops_token" USING btree ("expires_at");