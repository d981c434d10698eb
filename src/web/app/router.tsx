import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ChatScreen } from '../screens/chat/ChatScreen';
import { Bare, Shell } from './layout/Shell';

/** Screens that are not on the first screen load on demand, keeping the start-up bundle small. */
const NewChatScreen = lazy(() => import('../screens/new-chat/NewChatScreen').then((m) => ({ default: m.NewChatScreen })));
const MasksScreen = lazy(() => import('../screens/masks/MasksScreen').then((m) => ({ default: m.MasksScreen })));
const SettingsScreen = lazy(() => import('../screens/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })));
const SearchScreen = lazy(() => import('../screens/search/SearchScreen').then((m) => ({ default: m.SearchScreen })));
const AuthScreen = lazy(() => import('../screens/auth/AuthScreen').then((m) => ({ default: m.AuthScreen })));
const PluginsScreen = lazy(() => import('../screens/plugins/PluginsScreen').then((m) => ({ default: m.PluginsScreen })));
const SdScreen = lazy(() => import('../screens/sd/SdScreen').then((m) => ({ default: m.SdScreen })));
const SdNewScreen = lazy(() => import('../screens/sd/SdScreen').then((m) => ({ default: m.SdNewScreen })));
const ArtifactScreen = lazy(() => import('../screens/artifacts/ArtifactScreen').then((m) => ({ default: m.ArtifactScreen })));
const SharedChatScreen = lazy(() => import('../screens/share/SharedChatScreen').then((m) => ({ default: m.SharedChatScreen })));

/** Routes drawn without the sidebar: the access page, image generation, and the pages a shared
 * link opens (an artifact, a chat). */
function isBareRoute(path: string): boolean {
  return ['/auth', '/sd', '/sd-new'].includes(path) || path.startsWith('/artifacts/') || path.startsWith('/share/');
}

/** Routes of part 1 section 2. */
function ShellRoutes() {
  return (
    <Switch>
      <Route path="/" component={ChatScreen} />
      <Route path="/chat" component={ChatScreen} />
      <Route path="/settings">
        <Suspense fallback={null}>
          <SettingsScreen />
        </Suspense>
      </Route>
      <Route path="/new-chat">
        <Suspense fallback={null}>
          <NewChatScreen />
        </Suspense>
      </Route>
      <Route path="/chat/masks">
        <Suspense fallback={null}>
          <MasksScreen />
        </Suspense>
      </Route>
      <Route path="/plugins">
        <Suspense fallback={null}>
          <PluginsScreen />
        </Suspense>
      </Route>
      <Route path="/search-chat">
        <Suspense fallback={null}>
          <SearchScreen />
        </Suspense>
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

function BareRoutes() {
  return (
    <Switch>
      <Route path="/auth">
        <Suspense fallback={null}>
          <AuthScreen />
        </Suspense>
      </Route>
      <Route path="/sd">
        <Suspense fallback={null}>
          <SdScreen />
        </Suspense>
      </Route>
      <Route path="/sd-new">
        <Suspense fallback={null}>
          <SdNewScreen />
        </Suspense>
      </Route>
      <Route path="/artifacts/:id">
        {(params) => (
          <Suspense fallback={null}>
            <ArtifactScreen key={params.id} id={params.id} />
          </Suspense>
        )}
      </Route>
      <Route path="/share/:id">
        {(params) => (
          <Suspense fallback={null}>
            <SharedChatScreen key={params.id} id={params.id} />
          </Suspense>
        )}
      </Route>
    </Switch>
  );
}

function Routes() {
  const [location] = useLocation();
  return isBareRoute(location) ? (
    <Bare>
      <BareRoutes />
    </Bare>
  ) : (
    <Shell>
      <ShellRoutes />
    </Shell>
  );
}

/** A hash router: /#/settings, /#/auth … work from any static host and from the desktop shell. */
export function AppRouter() {
  return (
    <Router hook={useHashLocation}>
      <Routes />
    </Router>
  );
}
