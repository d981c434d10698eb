/** The chat header's export button. The dialog's own text loads with it (export-dialog.ts), and the
 * chat's JSON file with the chat's menu (session-menu.ts). */
export const exporter = {
  button: 'Export chat',
};
