import { describe, expect, it } from 'vitest';
import type { ModelConfig } from '../types';
import {
  clampFrequencyPenalty,
  clampMaxTokens,
  clampModelConfig,
  clampModelParam,
  clampPresencePenalty,
  clampTemperature,
  clampTopP,
} from './clamp';

describe('per-field clamps', () => {
  it('max_tokens: 0 to 512000, 1024 when not a number, whole tokens', () => {
    expect(clampMaxTokens(4000)).toBe(4000);
    expect(clampMaxTokens(-5)).toBe(0);
    expect(clampMaxTokens(600_000)).toBe(512_000);
    expect(clampMaxTokens(Number.NaN)).toBe(1024);
    expect(clampMaxTokens('abc')).toBe(1024);
    expect(clampMaxTokens('')).toBe(1024);
    expect(clampMaxTokens(undefined)).toBe(1024);
    expect(clampMaxTokens(null)).toBe(1024);
    expect(clampMaxTokens('2048')).toBe(2048);
    expect(clampMaxTokens(100.6)).toBe(101);
    expect(clampMaxTokens(Number.POSITIVE_INFINITY)).toBe(512_000);
  });

  it('penalties: -2 to 2, 0 when not a number', () => {
    expect(clampPresencePenalty(1.5)).toBe(1.5);
    expect(clampPresencePenalty(-3)).toBe(-2);
    expect(clampPresencePenalty(3)).toBe(2);
    expect(clampPresencePenalty('x')).toBe(0);
    expect(clampFrequencyPenalty(-2.5)).toBe(-2);
    expect(clampFrequencyPenalty(2.5)).toBe(2);
    expect(clampFrequencyPenalty({})).toBe(0);
  });

  it('temperature: 0 to 2, 1 when not a number', () => {
    expect(clampTemperature(0.5)).toBe(0.5);
    expect(clampTemperature(-1)).toBe(0);
    expect(clampTemperature(5)).toBe(2);
    expect(clampTemperature('0.7')).toBe(0.7);
    expect(clampTemperature(Number.NaN)).toBe(1);
  });

  it('top_p: 0 to 1, 1 when not a number', () => {
    expect(clampTopP(0.9)).toBe(0.9);
    expect(clampTopP(-0.1)).toBe(0);
    expect(clampTopP(1.1)).toBe(1);
    expect(clampTopP('nope')).toBe(1);
  });

  it('is reachable by field name', () => {
    expect(clampModelParam('temperature', 9)).toBe(2);
  });
});

describe('clampModelConfig', () => {
  const config: ModelConfig = {
    model: 'gpt-4o-mini',
    providerName: 'OpenAI',
    temperature: 3,
    top_p: Number.NaN,
    max_tokens: 1_000_000,
    presence_penalty: -7,
    frequency_penalty: 0.3,
    sendMemory: true,
    historyMessageCount: 4,
    compressMessageLengthThreshold: 1000,
    enableInjectSystemPrompts: true,
    template: '{{input}}',
    size: '1024x1024',
    quality: 'standard',
    style: 'vivid',
  };

  it('clamps every bounded field and leaves the rest alone, on a copy', () => {
    const result = clampModelConfig(config);
    expect(result).toEqual({ ...config, temperature: 2, top_p: 1, max_tokens: 512_000, presence_penalty: -2, frequency_penalty: 0.3 });
    expect(config.temperature).toBe(3);
  });
});
