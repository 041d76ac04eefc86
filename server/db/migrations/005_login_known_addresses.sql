-- Login limits that cannot be turned against users (issue 7): the addresses each account last
-- logged in from. Failures from elsewhere (the account-wide limit) do not delay a login from
-- one of these; only that (account, address) pair's own failures do.
CREATE TABLE login_known_addresses (
  account_key text NOT NULL,
  ip text NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_key, ip)
);
CREATE INDEX login_known_addresses_success_idx ON login_known_addresses (last_success_at);

-- The per (account, address) count of server/auth/loginLimiter.ts.
CREATE INDEX login_failures_pair_idx ON login_failures (account_key, ip, created_at);
