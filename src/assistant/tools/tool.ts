// The shape every tool module has (DESIGN.md §6), and what a tool may reach while it runs.
import { z } from 'zod';
import { newId } from '../../domain/ids';
import type { SalonStore } from '../../domain/salon-store';

/** What the loop remembers for one conversation; reset() starts a new one. */
export interface ConversationState {
  /** The conversation's id, which is its call record's id (issue 14). */
  id: string;
  /** Phone numbers the customer typed, as typed; cancelling requires one with the appointment's key. */
  phones: Set<string>;
  /** Bookings made in this conversation, by phone+service+date+time, so a repeated call books once. */
  bookings: Map<string, string>;
}

export interface ToolContext {
  /** The salon's data, on the device or the server (src/domain/salon-store.ts). */
  store: SalonStore;
  now: () => Date;
  conversation: ConversationState;
}

/** A tool's answer to the model. `error` set means the request was refused or failed. */
export type ToolResult = { error: string; [key: string]: unknown } | { success: true; message?: string; [key: string]: unknown };

export interface Tool<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  parameters: S;
  /** Writes show as success entries in the action log (the screen refetches appointments on them). */
  writes?: boolean;
  execute(args: z.infer<S>, tc: ToolContext): Promise<ToolResult>;
}

export function defineTool<S extends z.ZodType>(tool: Tool<S>): Tool<S> {
  return tool;
}

export function newConversationState(id: string = newId()): ConversationState {
  return { id, phones: new Set(), bookings: new Map() };
}

export const fail = (error: string, extra: Record<string, unknown> = {}): ToolResult => ({ error, ...extra });

/**
 * Phone numbers typed in a customer message (7+ digits; dates like 2026-03-27 are not phones), as
 * typed: the tools read them in the salon's region (src/domain/phone-key.ts), which needs the "+".
 */
export function phonesIn(message: string): string[] {
  const found: string[] = [];
  for (const m of message.matchAll(/\+?\(?\d[\d\s().-]{5,}\d/g)) {
    const raw = m[0].trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) continue;
    if (raw.replace(/\D/g, '').length >= 7) found.push(raw);
  }
  return found;
}
