-- Statement time limits for the API roles, Supabase's defaults (issue 13 "Availability"): no
-- request can hold the database for long. PostgREST applies the role's settings to each request
-- it runs as that role; the gateway's own limits (sync/server/limits.ts) bound the HTTP side.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
