// The assistant's public surface for the AI Chat screen.
export { createAssistant, MAX_TOOL_ROUNDS, MAX_TOKENS, TEMPERATURE } from './loop';
export type { ActionEntry, Assistant, AssistantOptions, AssistantReply } from './loop';
export { createRemoteAssistant, ServerRefusal } from './remote';
export type { RemoteAnswer, RemoteAssistantOptions, RemoteTransport } from './remote';
export { createAssistantQueue } from './queue';
export type { AssistantQueue, DrainedReply, QueuedMessage, QueuedReply, QueueStore } from './queue';
export { AssistantError, classifyApiError } from './errors';
export type { AssistantErrorKind } from './errors';
export * from './settings';
export { checkProvider, providerHost, reachOfStatus, REACH_TIMEOUT_MS, type ProviderReach } from './reach';
export * as assistantText from './messages';
export { buildSystemPrompt } from './prompt';
export { parseRelativeDate } from './relative-dates';
export { TOOLS, TOOL_NAMES, toolDefinitions } from './tools';
