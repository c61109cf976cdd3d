-- Change notifications for in-process caches (platform/db/change-feed.ts, ARCHITECTURE.md "Caches"): a cached
-- session or account is dropped on every instance when its rows change, whatever code or tool changed them.
CREATE OR REPLACE FUNCTION coastbook_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column holding the user's id in this table.
  PERFORM pg_notify('coastbook_change', 'user:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION coastbook_notify_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('coastbook_change', 'all:' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_account_change_notify AFTER UPDATE OR DELETE ON "user_account" FOR EACH ROW EXECUTE FUNCTION coastbook_notify_user_change('id');
--> statement-breakpoint
CREATE TRIGGER auth_token_change_notify AFTER UPDATE OR DELETE ON "auth_token" FOR EACH ROW EXECUTE FUNCTION coastbook_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_account_truncate_notify AFTER TRUNCATE ON "user_account" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_truncate();
--> statement-breakpoint
CREATE TRIGGER auth_token_truncate_notify AFTER TRUNCATE ON "auth_token" FOR EACH STATEMENT EXECUTE FUNCTION coastbook_notify_truncate();
