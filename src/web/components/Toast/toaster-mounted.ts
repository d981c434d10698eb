// Whether the Toaster is on screen to receive toasts: it tells so when it mounts, and the first toast
// of a page load waits for it (sonner-loader.ts). Apart from both, which load at different times.

let mounted = false;
let markMounted: () => void = () => {};

export const whenToasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const isToasterMounted = (): boolean => mounted;

export function toasterMounted(): void {
  mounted = true;
  markMounted();
}
