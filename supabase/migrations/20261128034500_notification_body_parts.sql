-- A notification's body in parts (JSON: what it is about and the values its sentence names), so
-- the owner's device writes the sentence in her language; the English body stays beside it for
-- older devices and the system notification. Null on older rows.
alter table public.notifications
  add column body_parts text constraint notifications_body_parts_limits check (char_length(body_parts) <= 2000);
