import { describe, expect, it } from 'vitest';
import { applyInputTemplate, DEFAULT_SYSTEM_TEMPLATE, fillTemplate, type TemplateVariables } from './template';

const vars = (input: string): TemplateVariables => ({
  ServiceProvider: 'OpenAI',
  cutoff: '2023-10',
  model: 'gpt-4o-mini',
  time: 'Sat Nov 21 2026',
  lang: 'en',
  input,
});

describe('templates', () => {
  it('fills every variable of the system prompt', () => {
    const filled = fillTemplate(DEFAULT_SYSTEM_TEMPLATE, vars(''));
    expect(filled).toContain('OpenAI');
    expect(filled).toContain('2023-10');
    expect(filled).toContain('gpt-4o-mini');
    expect(filled).not.toMatch(/\{\{/);
  });

  it('leaves the input alone with the default template', () => {
    expect(applyInputTemplate('{{input}}', vars('hello'))).toBe('hello');
  });

  it('appends the placeholder on a new line when the template lacks it', () => {
    expect(applyInputTemplate('Translate to French:', vars('hello'))).toBe('Translate to French:\nhello');
  });

  it('does not wrap a message that already starts with the template', () => {
    const once = applyInputTemplate('Answer as {{model}}: {{input}}', vars('hi'));
    expect(once).toBe('Answer as gpt-4o-mini: hi');
    expect(applyInputTemplate('Answer as {{model}}: {{input}}', vars(once))).toBe(once);
  });
});
