import { describe, expect, it } from 'vitest';
import { modelDefaultsFromEnv, resolveModel } from './model-settings';

const server = { baseURL: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: 'sk-server' };

describe('the model server-side Sarah uses for a salon', () => {
  it("is the server's for a salon that saved none", () => {
    expect(resolveModel(null, server)).toEqual({ ...server, chosenBySalon: false });
  });

  it("takes the salon's fields over the server's, field by field", () => {
    expect(resolveModel({ base_url: null, model: 'gpt-4.1', api_key: null }, server)).toEqual({ ...server, model: 'gpt-4.1', chosenBySalon: false });
    expect(resolveModel({ base_url: 'https://llm.example/v1', model: 'm', api_key: 'sk-salon' }, server)).toEqual({
      baseURL: 'https://llm.example/v1',
      model: 'm',
      apiKey: 'sk-salon',
      chosenBySalon: true,
    });
  });

  it("never sends the server's key to an address the salon chose", () => {
    expect(resolveModel({ base_url: 'http://192.168.1.20:11434/v1', model: 'qwen', api_key: null }, server).apiKey).toBeNull();
    // The same server written with a trailing slash is still the server's.
    expect(resolveModel({ base_url: 'https://api.openai.com/v1/', model: null, api_key: null }, server).apiKey).toBe('sk-server');
  });

  it('reads the defaults from OPENAI_BASE_URL, OPENAI_MODEL and OPENAI_API_KEY', () => {
    expect(modelDefaultsFromEnv({ OPENAI_BASE_URL: ' http://127.0.0.1:8080/v1 ', OPENAI_MODEL: 'local', OPENAI_API_KEY: '' })).toEqual({
      baseURL: 'http://127.0.0.1:8080/v1',
      model: 'local',
      apiKey: null,
    });
    expect(modelDefaultsFromEnv({})).toEqual({ baseURL: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: null });
  });
});
