/** A chat is a tree: the versions of a message (answers asked again, questions edited and sent
 * again) and which branch an export covers. They load with the message list (reply table). */
export const branches = {
  previousVersion: 'Previous version',
  nextVersion: 'Next version',
  /** What a screen reader hears for the versions of a message: which one is shown. */
  versionOf: 'Version {{index}} of {{total}}',
  editAndSend: 'Rewrite and send',
  /** The dialog of a question edited to be sent again, as a version beside the first. */
  editAndSendTitle: 'Rewrite and send as a new version',
  exportScope: 'Branches',
  thisPath: 'This path',
  everyBranch: 'Every branch',
  exportJsonEveryBranch: 'Export chat as JSON, every branch',
};
