// A refused microphone, told apart by who refused it. A browser that asked the user, or was told by
// the user to block the page, keeps that answer: the permission reads 'denied', and the way back is
// the browser's site settings. The desktop app's web view (WebKitGTK on Linux) allows its own page
// the microphone through the app's native module; without that module it refuses without asking
// anyone: the permission still reads 'prompt', and no setting of the window changes it.

import { BUILD_MODE } from '../build-mode';

const isRefusal = (error: unknown) => error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/** Whether `error`, from getUserMedia, is the desktop app's window refusing by itself. */
export async function refusedByWindow(error: unknown): Promise<boolean> {
  if (BUILD_MODE !== 'desktop' || !isRefusal(error)) return false;
  try {
    const status = await navigator.permissions.query({ name: 'microphone' as PermissionName });
    return status.state !== 'denied';
  } catch {
    // A web view that cannot say what the permission is has no site settings for it either.
    return true;
  }
}
