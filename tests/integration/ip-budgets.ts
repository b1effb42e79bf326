// The database's per-IP budgets as the migration set them (public.ip_budgets, service role only):
// the tests count against these numbers rather than copies of them.

export interface IpBudget {
  max: number;
  windowSeconds: number;
  enforced: boolean;
}

export type IpBudgets = Record<'public_read' | 'public_change' | 'contact_form', IpBudget>;

/** `restUrl` is a /rest/v1 base (the gateway's) or PostgREST's own; `serviceRoleKey` its service key. */
export async function readIpBudgets(restUrl: string, serviceRoleKey: string): Promise<IpBudgets> {
  const res = await fetch(`${restUrl}/rpc/ip_budgets`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`ip_budgets answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as IpBudgets;
}
