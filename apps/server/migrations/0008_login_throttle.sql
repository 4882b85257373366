-- Login failures and locks are counted per account and address in rate_limits
-- (services/accounts/login-throttle.ts); the per-account columns are no longer used.
ALTER TABLE staff_users DROP COLUMN failed_login_count;
ALTER TABLE staff_users DROP COLUMN locked_until;
