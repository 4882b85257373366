-- The audit trail (docs/product/audit-trail.md): append-only. Every UPDATE, DELETE or TRUNCATE of audit_log is
-- refused by the database itself, whoever sends it; and the Audit screen's filters (who, what: the action's area,
-- when) page on indexes in the list's order (newest first, ties by id).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
CREATE INDEX audit_log_list_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC, id DESC);
CREATE INDEX audit_log_area_idx ON audit_log (split_part(action, '.', 1), created_at DESC, id DESC);
