/**
 * A minimal, valid single- or multi-page PDF with plain text (Helvetica), so manuals and
 * guides in the media library are real files a browser opens, made without a dependency.
 */

export interface PdfDocument {
  title: string;
  /** Paragraphs; each is wrapped to the page width. A line starting with '# ' is a heading. */
  paragraphs: string[];
}

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 64;
const LINE = 15;
const WRAP = 92;

function escapePdf(text: string): string {
  // Helvetica's standard encoding: keep to printable ASCII
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00b7/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

function wrap(text: string, width: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (`${current} ${word}`.trim().length > width) {
      lines.push(current);
      current = word;
    } else {
      current = `${current} ${word}`.trim();
    }
  }
  if (current) lines.push(current);
  return lines;
}

interface Line {
  text: string;
  size: number;
  bold: boolean;
}

export function makePdf(doc: PdfDocument): Buffer {
  const lines: Line[] = [
    { text: doc.title, size: 20, bold: true },
    { text: 'HALVORSEN ARMS - BOZEMAN, MONTANA', size: 9, bold: false },
    { text: '', size: 11, bold: false },
  ];
  for (const p of doc.paragraphs) {
    if (p.startsWith('# ')) {
      lines.push({ text: '', size: 11, bold: false }, { text: p.slice(2), size: 13, bold: true });
    } else {
      for (const l of wrap(p, WRAP)) lines.push({ text: l, size: 10.5, bold: false });
      lines.push({ text: '', size: 6, bold: false });
    }
  }
  const perPage = Math.floor((PAGE_H - MARGIN * 2) / LINE);
  const pages: Line[][] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));

  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 font, 4 bold font, then per page: page object + content stream
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>';
  const kids: string[] = [];
  pages.forEach((pageLines, i) => {
    const pageId = 5 + i * 2;
    const contentId = pageId + 1;
    kids.push(`${pageId} 0 R`);
    let y = PAGE_H - MARGIN;
    let stream = '';
    for (const l of pageLines) {
      if (l.text) stream += `BT /${l.bold ? 'F2' : 'F1'} ${l.size} Tf ${MARGIN} ${y} Td (${escapePdf(l.text)}) Tj ET\n`;
      y -= LINE;
    }
    stream += `BT /F1 8 Tf ${MARGIN} 36 Td (${escapePdf(`${doc.title} - page ${i + 1} of ${pages.length}`)}) Tj ET\n`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`;
    objects[contentId] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`;
  });
  objects[2] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
