// What an MCP tool returned, twice: as text for the model (bounded) and as parts for the reader
// (text, images of the image types a page can show safely, and web links). Nothing of it is ever
// read as HTML: the parts are shown as text, image sources and link addresses.

import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isBase64, isShownImageType, isWebAddress } from '../../../core/mcp/shown-parts';
import type { ToolResultPart } from '../../../core/types';
import { mcpResultText } from './i18n';

/** What the model reads of one result: about 5,000 tokens, a long page of text, so that one call
 * cannot fill the context window of the rest of the chat. */
export const MCP_RESULT_MAX_CHARS = 20_000;
/** Images are kept in the chat's record (and synced with it): a larger one would swell it. */
const MAX_IMAGE_BYTES = 1024 * 1024;
const BYTES_PER_KILOBYTE = 1024;
/** Images shown of one result, for the same reason. */
const MAX_IMAGES = 4;
/** Four base64 characters carry three bytes. */
const BASE64_BYTES_PER_CHAR = 3 / 4;

type Block = CallToolResult['content'][number];

export interface ConvertedResult {
  /** For the model, at most MCP_RESULT_MAX_CHARS characters and a note when cut. */
  text: string;
  display: ToolResultPart[];
}

/** The block as the model reads it. */
function modelText(block: Block): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
      return `[image ${block.mimeType}]`;
    case 'audio':
      return `[audio ${block.mimeType}]`;
    case 'resource_link':
      return `${block.name}: ${block.uri}`;
    case 'resource':
      return 'text' in block.resource ? block.resource.text : `[resource ${block.resource.uri}]`;
    default:
      return '';
  }
}

function imagePart(block: Extract<Block, { type: 'image' }>, shown: number): ToolResultPart {
  if (!isShownImageType(block.mimeType) || !isBase64(block.data)) {
    return { type: 'text', text: mcpResultText('result.imageType', { type: block.mimeType }) };
  }
  if (block.data.length * BASE64_BYTES_PER_CHAR > MAX_IMAGE_BYTES) {
    return { type: 'text', text: mcpResultText('result.imageTooLarge', { kilobytes: MAX_IMAGE_BYTES / BYTES_PER_KILOBYTE }) };
  }
  if (shown >= MAX_IMAGES) return { type: 'text', text: mcpResultText('result.tooManyImages', { limit: MAX_IMAGES }) };
  return { type: 'image', url: `data:${block.mimeType};base64,${block.data}` };
}

/** The reader's part for a block that is not text. */
function otherPart(block: Block, imagesShown: number): ToolResultPart | undefined {
  if (block.type === 'image') return imagePart(block, imagesShown);
  if (block.type === 'audio') return { type: 'text', text: mcpResultText('result.audio') };
  if (block.type === 'resource_link') {
    return isWebAddress(block.uri) ? { type: 'link', url: block.uri, name: block.title ?? block.name } : { type: 'text', text: modelText(block) };
  }
  return undefined;
}

export function convertToolResult(result: Pick<CallToolResult, 'content' | 'structuredContent'>): ConvertedResult {
  const blocks = result.content.length > 0 || result.structuredContent === undefined
    ? result.content
    : [{ type: 'text' as const, text: JSON.stringify(result.structuredContent, null, 2) }];
  const full = blocks.map(modelText).join('\n\n');
  const cut = full.length > MCP_RESULT_MAX_CHARS;
  const display: ToolResultPart[] = [];
  let room = MCP_RESULT_MAX_CHARS;
  let imagesShown = 0;
  for (const block of blocks) {
    const other = otherPart(block, imagesShown);
    if (other) {
      if (other.type === 'image') imagesShown += 1;
      display.push(other);
    } else if (room > 0) {
      const text = modelText(block).slice(0, room);
      room -= text.length;
      if (text !== '') display.push({ type: 'text', text });
    }
  }
  if (cut) display.push({ type: 'text', text: mcpResultText('result.cut', { limit: MCP_RESULT_MAX_CHARS }) });
  if (display.length === 0) display.push({ type: 'text', text: mcpResultText('result.empty') });
  const text = cut
    ? `${full.slice(0, MCP_RESULT_MAX_CHARS)}\n[Cut: the result has ${full.length} characters; only the first ${MCP_RESULT_MAX_CHARS} are given.]`
    : full;
  return { text, display };
}
