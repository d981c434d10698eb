import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cannedAnswerChunks, cannedAnswerTableSchema, findCannedAnswer, indexCannedAnswers, normalizeQuestion, type CannedAnswerTable } from './canned';

const table: CannedAnswerTable = {
  version: 1,
  answers: [
    { id: 'company', questions: ['介绍一下本公司', 'About the company?'], answer: '本公司……' },
    { id: 'dup', questions: ['介绍一下本公司'], answer: 'second' },
  ],
};

describe('canned answer matching', () => {
  const index = indexCannedAnswers(table);

  it('matches the same question whatever its spacing, punctuation, width or case', () => {
    expect(findCannedAnswer(index, '介绍一下本公司')?.id).toBe('company');
    expect(findCannedAnswer(index, ' 介绍 一下 本公司？ ')?.id).toBe('company');
    expect(findCannedAnswer(index, '介绍一下本公司!')?.id).toBe('company');
    expect(findCannedAnswer(index, 'ABOUT  the company')?.id).toBe('company');
    expect(normalizeQuestion('ＡＢＣ，１２３')).toBe('abc123');
  });

  it('does not answer a longer message that merely contains a question', () => {
    expect(findCannedAnswer(index, '请帮我写一段介绍一下本公司的文案')).toBeUndefined();
    expect(findCannedAnswer(index, '？！')).toBeUndefined();
  });

  it('lets the first entry win a question listed twice', () => {
    expect(findCannedAnswer(index, '介绍一下本公司')?.answer).toBe('本公司……');
  });
});

describe('canned answer chunks', () => {
  it('cuts four characters at a time without splitting a character', () => {
    expect(cannedAnswerChunks('本公司专注于人工智能')).toEqual(['本公司专', '注于人工', '智能']);
    expect(cannedAnswerChunks('a😀bcde')).toEqual(['a😀bc', 'de']);
  });
});

describe('the shipped table', () => {
  const shipped = cannedAnswerTableSchema.parse(JSON.parse(readFileSync('public/canned-answers.json', 'utf8')));

  it('answers the five company questions of the spec', () => {
    expect(shipped.answers.map((answer) => answer.id)).toEqual([
      'company',
      'model-abilities',
      'medical-product',
      'tourism-product',
      'business-cooperation',
    ]);
  });

  it('has no question claimed by two answers', () => {
    const questions = shipped.answers.flatMap((answer) => answer.questions.map(normalizeQuestion));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('rejects a malformed table', () => {
    expect(cannedAnswerTableSchema.safeParse({ version: 1, answers: [{ id: 'x', questions: [], answer: 'a' }] }).success).toBe(false);
  });
});
