// Owners of the sync bench, signed up through the backend's real auth endpoint.
export interface BenchOwner {
  id: string;
  email: string;
  password: string;
}

let counter = 0;

export async function signUpOwner(url: string, anonKey: string, tag: string): Promise<BenchOwner> {
  const email = `${tag}.${Date.now().toString(36)}.${++counter}@example.com`;
  const password = 'secret123';
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { owner_name: 'Owner', salon_name: 'Bench Nails', salon_phone: '555-0100' } }),
  });
  const body = (await res.json()) as { user?: { id: string } };
  if (!res.ok || !body.user) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  return { id: body.user.id, email, password };
}
