-- The prepaid ledger is append-only: corrections are new rows, never edits (ARCHITECTURE.md "Money").
CREATE OR REPLACE FUNCTION prepaid_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prepaid_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prepaid_ledger_no_update_delete BEFORE UPDATE OR DELETE ON "prepaid_ledger" FOR EACH ROW EXECUTE FUNCTION prepaid_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER prepaid_ledger_no_truncate BEFORE TRUNCATE ON "prepaid_ledger" FOR EACH STATEMENT EXECUTE FUNCTION prepaid_ledger_refuse_change();
