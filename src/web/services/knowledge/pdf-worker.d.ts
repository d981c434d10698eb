// PDF.js ships no types for its parser module; the knowledge worker only hands it to PDF.js itself.
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
