// Sarah's tools (docs/architecture.md#tools) and their JSON schemas for the chat-completion call, generated from
// the same zod schemas that validate the arguments, so the two can never disagree.
import { z } from 'zod';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { cancelAppointmentTool, findCustomerAppointments } from './appointments';
import { createAppointmentTool } from './booking';
import { getBusinessHours, getCurrentDatetime, getServiceInfo, parseRelativeDateTool } from './info';
import { rescheduleAppointmentTool } from './reschedule';
import { findAvailableSlotsTool } from './slots';
import { takeMessageTool } from './take-message';
import { transferCallTool } from './transfer';
import type { Tool } from './tool';

export const TOOLS: readonly Tool[] = [
  getBusinessHours,
  getServiceInfo,
  getCurrentDatetime,
  parseRelativeDateTool,
  findAvailableSlotsTool,
  createAppointmentTool,
  findCustomerAppointments,
  rescheduleAppointmentTool,
  cancelAppointmentTool,
  takeMessageTool,
] as unknown as Tool[];

export const TOOL_NAMES = TOOLS.map((t) => t.name);

/** Tools of one channel only (abilities.ts offers them there): transfer_call on a phone call. */
export const CHANNEL_TOOLS: readonly Tool[] = [transferCallTool] as unknown as Tool[];

/** Every tool, the channel tools after the eight of the chat screen. */
export const ALL_TOOLS: readonly Tool[] = [...TOOLS, ...CHANNEL_TOOLS];

export function findTool(name: string): Tool | undefined {
  return ALL_TOOLS.find((t) => t.name === name);
}

/** The JSON schemas of `tools` (all of them unless a switched-off ability removed some). */
export function toolDefinitions(tools: readonly Tool[] = TOOLS): ChatCompletionFunctionTool[] {
  return tools.map((t) => {
    const { $schema: _ignored, ...schema } = z.toJSONSchema(t.parameters) as Record<string, unknown>;
    return { type: 'function', function: { name: t.name, description: t.description, parameters: schema } };
  });
}
