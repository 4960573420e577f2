-- A new sign-in starts in the organisation the person last worked in (docs/navigation.md): their latest session is
-- found by person and time.
CREATE INDEX "sign_in_sessions_actor_recent_idx" ON "sign_in_sessions" USING btree ("actor_id","created_at");