import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT } from '../../domain/phone';
import { enabledTools, notOfferedHere } from '../abilities';
import { ALL_TOOLS } from './index';
import { transferCallTool } from './transfer';
import { newConversationState, takeHandoff } from './tool';

const offered = (agent: typeof DEFAULT_AGENT, channel: 'chat' | 'phone' | 'sms') =>
  enabledTools(ALL_TOOLS, agent, channel).some((t) => t.name === 'transfer_call');
const ON = { ...DEFAULT_AGENT, transfer: true, redirectPhone: '+12125550100' };

describe('transfer_call', () => {
  it('is offered on the phone only, with transfer on and a number to dial', () => {
    expect(offered(ON, 'phone')).toBe(true);
    expect(offered(ON, 'chat')).toBe(false);
    expect(offered(ON, 'sms')).toBe(false);
    expect(offered({ ...ON, transfer: false }, 'phone')).toBe(false);
    expect(offered({ ...ON, redirectPhone: null }, 'phone')).toBe(false);
    expect(notOfferedHere('transfer_call', ON, 'chat')).toMatch(/not available/);
    expect(notOfferedHere('transfer_call', ON, 'phone')).toBeNull();
    expect(notOfferedHere('take_message', DEFAULT_AGENT, 'chat')).toBeNull();
  });

  it("marks the turn's handoff, which the reply takes once", async () => {
    const conversation = newConversationState();
    const result = await transferCallTool.execute({ reason: 'wants the owner' }, { conversation } as never);
    expect(result).toMatchObject({ success: true, transferring: true });
    expect(takeHandoff(conversation)).toEqual({ handoff: { reasonCode: 'transfer', reason: 'wants the owner' } });
    expect(takeHandoff(conversation)).toEqual({});
  });
});
