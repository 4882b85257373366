-- Staff who leave (docs/product/staff-accounts.md): an account is deactivated (and can be reactivated) by an admin;
-- its history stays. last_login_at is shown on the Staff screen.
ALTER TABLE staff_users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE staff_users ADD COLUMN deactivated_by integer REFERENCES staff_users (id);
ALTER TABLE staff_users ADD COLUMN last_login_at timestamptz;
UPDATE staff_users u SET last_login_at = s.last FROM (SELECT user_id, max(created_at) AS last FROM sessions GROUP BY user_id) s
  WHERE s.user_id = u.id;
