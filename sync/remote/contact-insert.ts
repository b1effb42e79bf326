import type { ContactInsert } from '../contact-sender';
import { getSupabase } from './supabase-client';

/** Inserts with `return=minimal`: the anon role may insert contact requests but never read them. */
export const supabaseContactInsert: ContactInsert = async (row) => {
  const { error, status } = await getSupabase().from('contact_requests').insert(row);
  return { error: error ? { code: error.code, message: error.message } : null, status };
};
