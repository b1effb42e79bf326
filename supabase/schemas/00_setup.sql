-- What every other file stands on: the private schema, the extension the double-booking
-- exclusion needs, and the API roles' statement time limits.

-- Helpers and server-only tables live in a schema PostgREST does not expose, so none of them is
-- callable as an /rpc endpoint or readable over /rest.
create schema if not exists sync_private;
revoke all on schema sync_private from public;
grant usage on schema sync_private to authenticated, service_role;

create extension if not exists btree_gist with schema extensions;

-- No request may hold the database for long: PostgREST applies these to each request it runs
-- as that role (Supabase's defaults).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
