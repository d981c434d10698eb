export const markdown = {
  code: {
    copy: 'Copy code',
    expand: 'Show all {{lines}} lines',
    collapse: 'Collapse',
    /** The label of a code block whose fence names no language. */
    plainText: 'text',
  },
  mermaid: {
    drawing: 'Drawing diagram…',
    failed: 'The diagram could not be drawn; here is its source.',
  },
};
