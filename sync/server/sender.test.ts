import { describe, expect, it } from 'vitest';
import { classify } from './sender';

describe('the sender classifies a failed send', () => {
  it('SMTP 5xx is permanent, 4xx and connection errors may pass, a provider says for itself', () => {
    expect(classify(Object.assign(new Error('Can\u2019t send mail'), { responseCode: 550, response: '550 5.1.1 No such user' }))).toEqual({
      message: '550 5.1.1 No such user',
      retryable: false,
    });
    expect(classify(Object.assign(new Error('try later'), { responseCode: 451 }))).toEqual({ message: 'try later', retryable: true });
    expect(classify(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ESOCKET' })).retryable).toBe(true);
    expect(classify(Object.assign(new Error('The number is not a mobile'), { retryable: false }))).toEqual({
      message: 'The number is not a mobile',
      retryable: false,
    });
    expect(classify('weird').message).toBe('weird');
  });
});
