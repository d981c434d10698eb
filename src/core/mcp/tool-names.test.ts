import { describe, expect, it } from 'vitest';
import { baseToolName, TOOL_NAME_PATTERN } from '../plugins/tool-names';
import { mcpToolName, shownToolName } from './tool-names';

describe('mcpToolName', () => {
  it('is "<server>__<tool>" in the characters providers accept', () => {
    expect(mcpToolName('GitHub', 'create_issue')).toBe('GitHub__create_issue');
    expect(mcpToolName('My files (work)', 'read.file')).toBe('My_files_work__read_file');
    expect(mcpToolName('日本語', 'поиск')).toBe('mcp__tool');
  });

  it('keeps "__" only between the server and the tool', () => {
    expect(mcpToolName('a__b', 'c___d')).toBe('a_b__c_d');
  });

  it('fits 64 characters, the server taking no more than its share', () => {
    const name = mcpToolName('s'.repeat(100), 't'.repeat(100));
    expect(name).toMatch(TOOL_NAME_PATTERN);
    expect(name).toBe(`${'s'.repeat(24)}__${'t'.repeat(38)}`);
  });

  it('never takes a plugin tool name, which has no "__"', () => {
    expect(baseToolName({ operationId: 'files__read', method: 'get', path: '/' })).toBe('files_read');
  });
});

describe('a called tool as the reader sees it', () => {
  it('names an MCP tool by its server and tool, and a plugin tool as it is', () => {
    expect(shownToolName(mcpToolName('My files (work)', 'read_file'))).toBe('My files work › read_file');
    expect(shownToolName('getWeather')).toBe('getWeather');
  });
});
