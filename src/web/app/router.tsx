import { createHashRouter, Navigate } from 'react-router';
import { ChatScreen } from '../screens/chat/ChatScreen';
import { Bare, Shell } from './layout/Shell';

/** Screens that are not on the first screen load on demand, keeping the start-up bundle small. */
const lazySettings = () => import('../screens/settings/SettingsScreen').then((m) => ({ Component: m.SettingsScreen }));

/** Routes of part 1 section 2. A route whose feature is not built yet renders the shell alone. */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <Shell />,
      children: [
        { path: '/', element: <ChatScreen /> },
        { path: '/chat', element: <ChatScreen /> },
        { path: '/settings', lazy: lazySettings },
        { path: '/new-chat', element: null },
        { path: '/chat/masks', element: null },
        { path: '/plugins', element: null },
        { path: '/search-chat', element: null },
      ],
    },
    {
      element: <Bare />,
      children: [
        { path: '/auth', element: null },
        { path: '/sd', element: null },
        { path: '/sd-new', element: null },
        { path: '/artifacts/:id', element: null },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ]);
}
