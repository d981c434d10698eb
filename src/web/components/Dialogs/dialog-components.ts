// The dialog components behind showModal, showConfirm and showPrompt, as one lazily loaded chunk.
export { Modal } from '../Modal/Modal';
export { ConfirmDialog } from './ConfirmDialog';
export { PromptDialog } from './PromptDialog';
