// A customer message waiting in the device's offline queue for the assistant (docs/architecture.md#assistant): the
// row the device keeps (src/db/schema.ts) and what the queue (src/assistant/queue.ts) reads.
export interface AssistantQueueEntry {
  id?: number;
  salon_id: string;
  conversation_id: string;
  text: string;
  created_at: string;
  status: 'queued' | 'sending' | 'failed';
  last_error: string | null;
  /** When a drain claimed it (ISO); lets a claim abandoned by a closed tab be taken back. */
  claimed_at?: string;
}
