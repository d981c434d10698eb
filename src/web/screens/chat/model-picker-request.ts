// The ':model' command opens the chat header's model picker: the command runs in the composer, the
// picker lives in the header, and this small channel joins them.

type Listener = () => void;
const listeners = new Set<Listener>();

export function requestModelPicker(): void {
  for (const listener of listeners) listener();
}

export function onModelPickerRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
