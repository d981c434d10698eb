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
  remoteImage: {
    label: 'Image from {{host}}',
    withAlt: '“{{alt}}”: an image from {{host}}, not loaded',
    withoutAlt: 'An image from {{host}}, not loaded',
    load: 'Load image',
    always: 'Always load from {{host}}',
  },
  artifact: {
    label: '{{kind}} artifact',
    views: 'View',
    preview: 'Preview',
    code: 'Code',
    frameTitle: 'Preview of the {{kind}}',
    download: 'Download',
    copy: 'Copy',
    share: 'Share',
    shared: 'Link copied: {{link}}',
    shareFailed: 'Share failed',
    tooLarge: 'This artifact is larger than 1 MB and cannot be shared.',
  },
};
