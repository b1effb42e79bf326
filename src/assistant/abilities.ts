// Which of Sarah's abilities are on (the Phone Integration screen's AI agent configuration, read
// from the salon's store): a switched-off ability loses its tools and its part of the system prompt, and a
// call to one of its tools anyway is refused in code, so the model cannot talk its way around it.
import { DEFAULT_AGENT, type AgentConfig } from '../domain/phone';
import type { CallChannel } from '../domain/types';
import type { Tool } from './tools/tool';
import { TRANSFER_TOOL } from './tools/transfer';

export type Ability = 'bookings' | 'pricing' | 'hours';

/** The tools each switchable ability owns; the others (dates, the clock) are always on. */
export const ABILITY_TOOLS: Record<Ability, readonly string[]> = {
  bookings: ['find_available_slots', 'create_appointment', 'find_customer_appointments', 'reschedule_appointment', 'cancel_appointment'],
  pricing: ['get_service_info'],
  hours: ['get_business_hours'],
};

export function enabledTools(all: readonly Tool[], agent: AgentConfig = DEFAULT_AGENT, channel: CallChannel = 'chat'): Tool[] {
  const off = new Set((Object.keys(ABILITY_TOOLS) as Ability[]).filter((a) => !agent[a]).flatMap((a) => ABILITY_TOOLS[a]));
  if (!transferOffered(agent, channel)) off.add(TRANSFER_TOOL);
  return all.filter((t) => !off.has(t.name));
}

/** Why a tool of another channel is refused here (a model calling one it was not offered), or null. */
export function notOfferedHere(toolName: string, agent: AgentConfig, channel: CallChannel): string | null {
  if (toolName !== TRANSFER_TOOL || transferOffered(agent, channel)) return null;
  return 'Transferring is not available in this conversation: offer to take a message for the salon team instead (take_message).';
}

/** transfer_call: only on a phone call (a line to hand over), with transfer on and a number to dial. */
export function transferOffered(agent: AgentConfig, channel: CallChannel): boolean {
  return channel === 'phone' && agent.transfer && !!agent.redirectPhone;
}

/** The ability a tool belongs to, if any. */
export function abilityOf(toolName: string): Ability | null {
  return (Object.keys(ABILITY_TOOLS) as Ability[]).find((a) => ABILITY_TOOLS[a].includes(toolName)) ?? null;
}

/**
 * With pricing off, no price leaves a tool either: slots and bookings carry a `price` field, and
 * the several-services answer lists options like 'Gel Manicure ($45.50, 60 min)'.
 */
export function withoutPrices(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\$\d+(?:,\d{3})*(?:\.\d+)?(?:,\s*)?/g, '');
  if (Array.isArray(value)) return value.map(withoutPrices);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'price')
      .map(([k, v]) => [k, withoutPrices(v)]),
  );
}
