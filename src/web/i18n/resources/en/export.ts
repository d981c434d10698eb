/** What the first screen and the chat menu need of the export: the header button and the chat's
 * JSON file. The dialog's own text loads with it (export-dialog.ts). */
export const exporter = {
  button: 'Export chat',
  json: {
    export: 'Export chat as JSON',
    import: 'Import chat from JSON',
    imported: 'Imported the chat “{{topic}}”',
  },
};
