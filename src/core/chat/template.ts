// The input template and the system prompt, with their variables.

import { INPUT_TEMPLATE_PLACEHOLDER as INPUT_PLACEHOLDER } from '../defaults';

/** The default system prompt (Chinese, as the reference client's): it asks for answers in Chinese and
 * tells the model its cutoff, its name, the time, and how to write LaTeX. */
export const DEFAULT_SYSTEM_TEMPLATE = `
你是 {{ServiceProvider}} 提供的大语言模型 {{model}}。
知识截止日期：{{cutoff}}
当前模型：{{model}}
当前时间：{{time}}
请始终使用中文回答。
LaTeX 行内公式请写成 $x^2$，独立公式请写成 $$e=mc^2$$。
`.trim();

export interface TemplateVariables {
  ServiceProvider: string;
  cutoff: string;
  model: string;
  time: string;
  lang: string;
  input: string;
}

const VARIABLE = /\{\{\s*(ServiceProvider|cutoff|model|time|lang|input)\s*\}\}/g;

export function fillTemplate(template: string, variables: TemplateVariables): string {
  return template.replace(VARIABLE, (_, name: keyof TemplateVariables) => variables[name]);
}

/** The input rule: a template without the placeholder gets it on a new line, and a
 * message that already starts with the template is not wrapped again. */
export function applyInputTemplate(template: string, variables: TemplateVariables): string {
  const effective = template.includes(INPUT_PLACEHOLDER) ? template : `${template}\n${INPUT_PLACEHOLDER}`;
  const prefix = fillTemplate(effective.slice(0, effective.indexOf(INPUT_PLACEHOLDER)), { ...variables, input: '' });
  if (prefix.length > 0 && variables.input.startsWith(prefix)) return variables.input;
  return fillTemplate(effective, variables);
}
