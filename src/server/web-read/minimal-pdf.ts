// A PDF made in the tests: one page per string, each drawn as a line of text in a standard font, with
// the cross-reference table a reader needs. Enough for a real PDF reader to find the text again.

export function minimalPdf(pages: readonly string[], title?: string): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const objects: string[] = [];
  const fontId = 3;
  const firstPageId = 4;
  const kids = pages.map((_, index) => `${firstPageId + index * 2} 0 R`).join(' ');
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`;
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, index) => {
    const pageId = firstPageId + index * 2;
    const stream = `BT /F1 12 Tf 72 720 Td (${escape(text)}) Tj ET`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  if (title !== undefined) objects[infoId] = `<< /Title (${escape(title)}) >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  const info = title === undefined ? '' : ` /Info ${infoId} 0 R`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
